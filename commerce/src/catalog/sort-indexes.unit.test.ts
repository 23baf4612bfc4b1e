import { describe, expect, it } from "vitest";
import { ensureSortIndexes, sortIndexes, type Sql } from "./sort-indexes";

describe("catalog sort indexes (ADR 111)", () => {
  it("index exactly the provider's ORDER BY expressions of every sort", () => {
    const keys = Object.fromEntries(sortIndexes().map((i) => [i.suffix, i.keys]));
    const created = `((indexed #>> '{created_at}'::text[])::float8)`;
    const id = `(indexed #>> '{id}'::text[])`;
    expect(keys.newest).toBe(`${created} DESC NULLS LAST, ${id} DESC NULLS LAST`);
    expect(keys.oldest).toBe(`${created} ASC NULLS LAST, ${id} ASC NULLS LAST`);
    expect(keys.price_asc).toBe(`((indexed #>> '{price}'::text[])::float8) ASC NULLS LAST, ${created} DESC NULLS LAST, ${id} DESC NULLS LAST`);
    expect(keys.in_stock).toBe(`((indexed #>> '{in_stock}'::text[])::boolean) DESC NULLS LAST, ${created} DESC NULLS LAST, ${id} DESC NULLS LAST`);
    expect(Object.keys(keys).sort()).toEqual(["in_stock", "newest", "oldest", "price_asc", "price_desc", "rating"]);
  });

  it("builds only what is missing, and rebuilds an index left invalid", async () => {
    const statements: string[] = [];
    const sql: Sql = {
      raw: async (text: string) => {
        statements.push(text);
        if (text.includes("FROM pg_tables")) return { rows: [{ tablename: "search_pg_product_v1" }] };
        if (text.includes("FROM pg_index")) return { rows: [{ name: "search_pg_product_v1_glow_newest", valid: true }, { name: "search_pg_product_v1_glow_oldest", valid: false }] };
        return { rows: [] };
      },
    };
    const created = await ensureSortIndexes(sql);
    expect(created).toHaveLength(5);
    expect(created).not.toContain("search_pg_product_v1_glow_newest");
    expect(statements).toContain(`DROP INDEX CONCURRENTLY IF EXISTS "search_pg_product_v1_glow_oldest"`);
    expect(statements.filter((s) => s.startsWith("CREATE INDEX CONCURRENTLY"))).toHaveLength(5);
  });
});
