import { beforeEach, describe, expect, it, vi } from "vitest";
import type { ProductQuery } from "./products.server";

// The loader's paging only: the index behind listProducts is replaced by a list of `total` products.
let total = 100_043;
const asked: ProductQuery[] = [];
vi.mock("./categories.server", () => ({ listMainCategories: async () => [] }));
vi.mock("./products.server", () => ({
  listProducts: async (query: ProductQuery) => {
    asked.push(query);
    const offset = query.offset ?? 0;
    const n = Math.max(0, Math.min(query.limit ?? 24, total - offset));
    return { products: Array.from({ length: n }, (_, i) => ({ id: `p${offset + i}` })), count: total, limit: query.limit, offset, brands: [] };
  },
}));
const { loadCatalogPage } = await import("./catalog-page.server");
const load = (query: string) => loadCatalogPage(new Request(`http://shop.test/products${query}`));

describe("the catalog page's paging (ADR 111)", () => {
  beforeEach(() => {
    asked.length = 0;
    total = 100_043;
  });

  it("renders the first page with one request of one page", async () => {
    const page = await load("");
    expect(asked).toMatchObject([{ offset: 0, limit: 12 }]);
    expect(page).toMatchObject({ firstPage: 1, query: { page: 1 }, count: 100_043 });
    expect(page.products).toHaveLength(12);
  });

  it("renders a deep page as one request for it and the page before, beyond the old cap of 100", async () => {
    const page = await load("?page=5000");
    expect(asked).toMatchObject([{ offset: 4_998 * 12, limit: 24 }]);
    expect(page).toMatchObject({ firstPage: 4_999, query: { page: 5_000 } });
    expect(page.products.map((p) => p.id)).toEqual(Array.from({ length: 24 }, (_, i) => `p${4_998 * 12 + i}`));
  });

  it("reaches the last product on the last page", async () => {
    const page = await load("?page=8337");
    expect(asked).toHaveLength(1);
    expect(page.products.at(-1)!.id).toBe("p100042");
    expect(page.products).toHaveLength(12 + 11);
  });

  it("renders every page up to the one reached, so Back and a reload keep what was loaded", async () => {
    const page = await load("?page=3");
    expect(asked).toMatchObject([{ offset: 0, limit: 36 }]);
    expect(page).toMatchObject({ firstPage: 1, query: { page: 3 } });
    expect(page.products.map((p) => p.id)).toEqual(Array.from({ length: 36 }, (_, i) => `p${i}`));
  });

  it("shows the last page for a page past the end (a link kept while products left the list)", async () => {
    total = 43;
    const page = await load("?page=9");
    expect(asked).toMatchObject([{ offset: 84, limit: 24 }, { offset: 0, limit: 48 }]);
    expect(page).toMatchObject({ firstPage: 1, query: { page: 4 } });
    expect(page.products.at(-1)!.id).toBe("p42");
  });

  it("shows the empty state for an empty list without a second request", async () => {
    total = 0;
    const page = await load("?page=3");
    expect(asked).toHaveLength(1);
    expect(page.products).toEqual([]);
  });
});
