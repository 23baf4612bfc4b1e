import { CATALOG_SORTS } from "../api/store/glow/catalog/validators";
import { orderFor, reversedOrder } from "./catalog-search";

/**
 * B-tree indexes for the catalog's sorts on the PostgreSQL provider's product index table (ADR 111).
 *
 * The provider filters with `indexed @> …` (a GIN index) and orders by expressions on the `indexed`
 * jsonb, with no index for the order: every list page sorted all matching rows for twelve (16 ms at
 * 10,000 products, growing linearly). An index on exactly the ORDER BY expressions lets Postgres read
 * the first twelve in order and stop (0.1 ms). The expressions must be the provider's, character for
 * character in meaning: numbers `(indexed#>>'{f}')::float8`, booleans `::boolean`, keywords as text,
 * every key `NULLS LAST` (its `resolveOrderBy`). They are derived from `orderFor`, so a new sort gets
 * its index.
 */

/** How the provider casts a sortable field in ORDER BY (its field kinds: number, boolean, keyword). */
const SORT_FIELD_KIND: Record<string, "number" | "boolean" | "text"> = {
  created_at: "number",
  id: "text",
  price: "number",
  rating: "number",
  review_count: "number",
  in_stock: "boolean",
};

function keyExpression(field: string): string {
  const kind = SORT_FIELD_KIND[field];
  if (!kind) throw new Error(`No sort index kind for catalog field "${field}"`);
  const text = `(indexed #>> '{${field}}'::text[])`;
  if (kind === "number") return `(${text}::float8)`;
  if (kind === "boolean") return `(${text}::boolean)`;
  return text;
}

export interface SortIndex {
  /** Suffix of the index name (`<table>_glow_<suffix>`). */
  suffix: string;
  /** The indexed keys, e.g. `(... ::float8) DESC NULLS LAST, (...) DESC NULLS LAST`. */
  keys: string;
}

/** One index per catalog sort, plus newest-first read backwards (the last pages of a long list). */
export function sortIndexes(): SortIndex[] {
  const orders: Array<[string, Record<string, string>]> = CATALOG_SORTS.map((sort) => [sort.replace(/-/g, "_"), orderFor({ sort })]);
  orders.push(["oldest", reversedOrder(orderFor({ sort: "newest" }))]);
  return orders.map(([suffix, order]) => ({
    suffix,
    keys: Object.entries(order)
      .map(([field, direction]) => `${keyExpression(field)} ${direction === "ASC" ? "ASC" : "DESC"} NULLS LAST`)
      .join(", "),
  }));
}

/** The provider's tables for the product index: `search_pg_product` and its rebuilt versions (`_v2`, …). */
export const PRODUCT_INDEX_TABLES_SQL = `SELECT tablename FROM pg_tables WHERE schemaname = current_schema() AND tablename ~ '^search_pg_product(_v[0-9]+)?$'`;

/** A raw SQL runner (Medusa's PG_CONNECTION, a knex instance). */
export interface Sql {
  raw(sql: string, bindings?: unknown[]): Promise<{ rows: Array<Record<string, unknown>> }>;
}

/**
 * Creates the missing sort indexes on every product index table, without blocking writes
 * (CONCURRENTLY); an index left invalid by an interrupted build is dropped and built again.
 * Returns the indexes it created.
 */
export async function ensureSortIndexes(sql: Sql): Promise<string[]> {
  const created: string[] = [];
  const { rows: tables } = await sql.raw(PRODUCT_INDEX_TABLES_SQL);
  for (const { tablename } of tables as Array<{ tablename: string }>) {
    const { rows: existing } = await sql.raw(
      `SELECT c.relname AS name, i.indisvalid AS valid FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid JOIN pg_class t ON t.oid = i.indrelid WHERE t.relname = ?`,
      [tablename],
    );
    const valid = new Map((existing as Array<{ name: string; valid: boolean }>).map((row) => [row.name, row.valid]));
    for (const index of sortIndexes()) {
      const name = `${tablename}_glow_${index.suffix}`;
      if (valid.get(name) === true) continue;
      if (valid.get(name) === false) await sql.raw(`DROP INDEX CONCURRENTLY IF EXISTS "${name}"`);
      await sql.raw(`CREATE INDEX CONCURRENTLY IF NOT EXISTS "${name}" ON "${tablename}" (${index.keys})`);
      created.push(name);
    }
  }
  return created;
}
