import { describe, expect, it } from "vitest";
import { toStorefrontImageUrl } from "./media";

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
