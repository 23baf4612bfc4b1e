import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { apiProductsSchema, parseCatalogPage, searchParamsObject } from "~/lib/catalog/catalog-query.server";
import { idParams, MEDUSA_ID, medusaId, stripControlCharacters } from "./input";

// eslint-disable-next-line no-control-regex -- looking for control characters
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

describe("medusaId", () => {
  const productId = medusaId("product", "productId");

  it("keeps Medusa's ids, trimmed", () => {
    for (const id of ["prod_01JD8ZQ7W3X5V6N2K4M9P0R1ST", "variant_01JD8ZQ7W3X5V6N2K4M9P0R1ST", "cali_01JD8ZQ", "rev-1", "prod_doesnotexist"]) {
      expect(productId.parse(` ${id} `)).toBe(id);
    }
  });

  it("refuses what measured 500 on main, and the rest of a script's list, in plain words", () => {
    for (const bad of ["../x", "a b", "..", "%2e%2e", "prod_01/../../admin", "prod\u0000", "x\ny", "' OR 1=1 --", "<script>", "\u202e", "prod_é", "p".repeat(101), "prod_1?x=1", "prod_1#a", "a\\b"]) {
      const parsed = productId.safeParse(bad);
      expect(parsed.success, JSON.stringify(bad)).toBe(false);
      expect(parsed.error?.issues[0]?.message).toBe("That is not a product id.");
    }
    expect(productId.safeParse(undefined).error?.issues[0]?.message).toBe("productId is required.");
    expect(productId.safeParse("  ").error?.issues[0]?.message).toBe("productId is required.");
    expect(productId.safeParse(42).error?.issues[0]?.message).toBe("That is not a product id.");
    expect(idParams("id", "cart item").safeParse({ id: "a b" }).error?.issues[0]?.message).toBe("That is not a cart item id.");
  });

  it("whatever a script sends, either a Medusa id comes out or a message does (generated)", () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.string({ unit: "binary" }), fc.constantFrom("..", "../x", "a b", "%00", "\u0000")), (raw) => {
        const parsed = productId.safeParse(raw);
        if (parsed.success) expect(parsed.data).toMatch(MEDUSA_ID);
        else expect(parsed.error.issues[0]?.message).toMatch(/^(That is not a product id\.|productId is required\.)$/);
      }),
      { numRuns: 1000, seed: 20 },
    );
  });
});

describe("search text", () => {
  it("strips control characters the same way on the /products page and GET /api/products", () => {
    expect(stripControlCharacters("\u0000")).toBe("");
    expect(stripControlCharacters("shea\tbutter\r\nsoap\u0000")).toBe("shea butter soap");
    expect(stripControlCharacters("  black   soap ")).toBe("black soap");
    const api = (q: string) => apiProductsSchema.safeParse(searchParamsObject(new URLSearchParams({ q })));
    expect(api("\u0000").data?.q).toBe("");
    expect(api("shea\u0000butter").data?.q).toBe("shea butter");
    expect(parseCatalogPage(new URLSearchParams({ q: "\u0000" })).q).toBeUndefined();
    expect(parseCatalogPage(new URLSearchParams({ q: "shea\u0000butter" })).q).toBe("shea butter");
  });

  const controlHeavy = fc.array(fc.oneof(fc.integer({ min: 0, max: 0x1f }), fc.integer({ min: 0x7f, max: 0x9f }), fc.constantFrom(0x20, 0x61, 0x62)), { maxLength: 120 }).map((codes) => String.fromCharCode(...codes));

  it("no control character ever reaches Medusa, and a query is at most 100 characters (generated)", () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ maxLength: 150 }), fc.string({ unit: "binary", maxLength: 150 }), controlHeavy), (q) => {
        const api = apiProductsSchema.safeParse(searchParamsObject(new URLSearchParams({ q })));
        if (api.success) {
          expect(api.data.q ?? "").not.toMatch(CONTROL);
          expect((api.data.q ?? "").length).toBeLessThanOrEqual(100);
        } else {
          expect(api.error.issues[0]?.message).toBe("q must be at most 100 characters");
        }
        const page = parseCatalogPage(new URLSearchParams({ q }));
        expect(page.q ?? "").not.toMatch(CONTROL);
        expect((page.q ?? "").length).toBeLessThanOrEqual(100);
      }),
      { numRuns: 1000, seed: 21 },
    );
  });
});
