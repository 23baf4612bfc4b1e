import { describe, expect, it } from "vitest";
import { FALLBACK_PRODUCT_IMAGE, IMAGE_WIDTHS, responsiveSrcSet, toStorefrontImageUrl } from "./media";

describe("toStorefrontImageUrl", () => {
  it("serves Medusa uploads from the storefront's /media path", () => {
    expect(toStorefrontImageUrl("http://localhost:9000/static/products/1700-serum.svg")).toBe("/media/products/1700-serum.svg");
  });
  it("leaves other absolute URLs alone and drops empties", () => {
    expect(toStorefrontImageUrl("https://cdn.example.com/a.webp")).toBe("https://cdn.example.com/a.webp");
    expect(toStorefrontImageUrl(null)).toBeNull();
    expect(toStorefrontImageUrl("")).toBeNull();
  });
});

describe("responsiveSrcSet", () => {
  it("lists every width of an uploaded photo in the requested format", () => {
    const srcset = responsiveSrcSet("/media/products/1700-serum.jpg", "avif");
    expect(srcset).toContain("/media/products/1700-serum.jpg?w=320&fm=avif 320w");
    expect(srcset?.split(", ")).toHaveLength(IMAGE_WIDTHS.length);
  });
  it("leaves vectors, outside pictures and the fallback alone", () => {
    expect(responsiveSrcSet("/media/products/1700-serum.svg", "webp")).toBeNull();
    expect(responsiveSrcSet("https://cdn.example.com/a.jpg", "webp")).toBeNull();
    expect(responsiveSrcSet(FALLBACK_PRODUCT_IMAGE, "webp")).toBeNull();
  });
});
