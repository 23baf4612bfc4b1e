import { describe, expect, it } from "vitest";
import type { Product } from "~/lib/shared/types";
import { productJsonLd, safeJsonForScript, summary } from "./seo";
import { buildSitemap } from "./sitemap";

const product: Product = {
  id: "prod_1",
  name: "Shea Butter",
  slug: "shea-butter",
  brand: "Glow",
  price: "45.00",
  originalPrice: null,
  imageUrl: "/media/shea.svg",
  description: "Raw shea from Tamale.\n- 250 g",
  stockQuantity: 0,
  rating: 0,
  reviewCount: 0,
  isNew: false,
  isFeatured: false,
  category: { name: "Body Care", slug: "body-care" },
};

describe("SEO helpers", () => {
  it("describes a product as schema.org Product with a GHS offer", () => {
    const ld = productJsonLd(product, "https://glow.example");
    expect(ld).toMatchObject({
      "@type": "Product",
      name: "Shea Butter",
      image: ["https://glow.example/media/shea.svg"],
      brand: { "@type": "Brand", name: "Glow" },
      offers: { priceCurrency: "GHS", price: "45.00", availability: "https://schema.org/OutOfStock", url: "https://glow.example/products/slug/shea-butter" },
    });
    expect(productJsonLd({ ...product, stockQuantity: 4 }, "https://glow.example").offers).toMatchObject({ availability: "https://schema.org/InStock" });
  });
  it("summarises descriptions without bullets", () => {
    expect(summary(product.description, "x")).toBe("Raw shea from Tamale.");
    expect(summary("- only bullets", "fallback")).toBe("fallback");
  });
  it("keeps JSON from closing its script tag", () => {
    expect(safeJsonForScript({ a: "</script><b>" })).not.toContain("<");
  });
  it("builds an escaped sitemap", () => {
    expect(buildSitemap("https://g.example", [{ path: "/products?category=a&b" }])).toContain("<loc>https://g.example/products?category=a&amp;b</loc>");
  });
});
