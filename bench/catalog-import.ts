/**
 * Import at a distributor's scale (issue 29 point 5; bench/README.md "Importing a distributor's list"):
 * against a running shop, imports --products products with --variants variants each (a size option,
 * a GH₵ price per variant, a brand, a category, the sales channel) and then their stock, and reports
 *
 *   - products/s until Medusa's own import finished (every product of the file written, or the batch requests answered),
 *   - the time until our product index (`GET /store/glow/catalog`, ADR 110) lists every product, and
 *   - the time until every imported product's card is right: price (cheapest variant), variant count,
 *     brand, category and stock (set after the import: Medusa's CSV template has no stock column).
 *
 * `--via csv` (default) is the dashboard's own import, call for call as `sdk.admin.product.createImport`
 * makes it in Medusa 2.21: `POST /admin/uploads/presigned-urls`, the file to `POST /admin/uploads`
 * (the local file provider), `POST /admin/products/imports`, then `POST /admin/products/imports/:id/confirm`
 * — with a CSV in the dashboard's template (its column names, "Variant Price GHS", "Product Category 1"
 * holding the category id, "Product Metadata" as JSON). `--via batch` sends the same products to
 * `POST /admin/products/batch`, --chunk at a time, one request after the other.
 * Stock goes in through `POST /admin/inventory-items/location-levels/batch` (--stock-chunk levels a
 * request), as the dashboard's stock editor does; `--stock false` leaves it out.
 *
 *   PORT=3030 MEDUSA_PORT=9030 PG_PORT=54730 GLOW_DATA_DIR=.data/import npm start      # in another terminal
 *   PG_PORT=54730 npx tsx bench/catalog-import.ts --medusa http://localhost:9030 --products 1000 [--via batch] [--runs 3]
 *
 * Each run imports new products (handles carry the run's id), so runs add up on the same shop: the
 * figures say how many products the shop held before each run. Never part of `npm test`.
 */
import os from "node:os";
import pg from "pg";
import { flag, publishableKey } from "./lib/cli.ts";
import { median } from "./lib/measure.ts";

const medusa = flag("medusa", `http://localhost:${process.env.MEDUSA_PORT ?? 9000}`).replace(/\/$/, "");
const databaseUrl = flag("database-url", `postgres://postgres:glow-local-postgres@localhost:${process.env.PG_PORT ?? 54329}/glow`);
const total = Number(flag("products", "10000"));
const variantsPer = Number(flag("variants", "2"));
const via = flag("via", "csv");
const chunk = Number(flag("chunk", "500"));
const stockChunk = Number(flag("stock-chunk", "1000"));
const withStock = flag("stock", "true") !== "false";
const runs = Number(flag("runs", "1"));
const deadlineS = Number(flag("deadline", "1800"));
const staff = { email: flag("staff-email", "admin@glow.local"), password: flag("staff-password", "Admin#2026") };

const BRANDS = ["NIVEA", "Vaseline", "Shea Moisture", "Dudu-Osun", "Zaron", "Black Opal", "CeraVe", "Garnier", "Palmer's", "Dark and Lovely", "Olay", "Neutrogena"];
const CATEGORIES = ["skincare", "body-care", "hair-care", "makeup", "nail-care"];
const NOUNS = ["Moisturizer", "Body Lotion", "Shea Butter Cream", "Face Wash", "Hair Oil", "Lip Balm", "Serum", "Sunscreen SPF 50", "Nail Polish", "Foundation"];
const SIZES = ["50ml", "100ml", "200ml", "400ml"];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const seconds = (since: number) => (performance.now() - since) / 1000;

async function json<T>(url: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(url, init);
  const text = await response.text();
  if (!response.ok) throw new Error(`${init.method ?? "GET"} ${url}: ${response.status} ${text.slice(0, 300)}`);
  return (text ? JSON.parse(text) : {}) as T;
}

async function sql<T extends pg.QueryResultRow>(text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

/** One product of the list, as a distributor would send it: what the shop must show afterwards. */
interface Planned {
  handle: string;
  title: string;
  brand: string;
  category: string;
  variants: Array<{ sku: string; size: string; price: number; stock: number }>;
}

function plan(runId: string, n: number): Planned[] {
  return Array.from({ length: n }, (_, i) => {
    const brand = BRANDS[i % BRANDS.length]!;
    const noun = NOUNS[(i * 7) % NOUNS.length]!;
    const base = 15 + ((i * 37) % 985);
    return {
      handle: `import-${runId}-${i}`,
      title: `${brand} ${noun} ${runId} ${i}`,
      brand,
      category: CATEGORIES[i % CATEGORIES.length]!,
      variants: Array.from({ length: variantsPer }, (_, v) => ({
        sku: `IMP-${runId}-${i}-${v}`.toUpperCase(),
        size: SIZES[v % SIZES.length]!,
        // The larger size costs more; every fifth product has its first size sold out, so the card's
        // price must be the cheapest variant *in stock* (ADR 200).
        price: base + v * 10,
        stock: i % 5 === 0 && v === 0 ? 0 : 1 + ((i + v) % 40),
      })),
    };
  });
}

const csvCell = (value: string | number | boolean) => {
  const text = String(value);
  return /[",\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

/** The dashboard's template columns (Medusa 2.21 `product-import` template), the ones a distributor's list fills. */
function toCsv(products: Planned[], ids: Ids): string {
  const header = [
    "Product Handle", "Product Title", "Product Description", "Product Status", "Product Metadata", "Shipping Profile Id",
    "Product Sales Channel 1", "Product Category 1", "Product Discountable",
    "Variant Title", "Variant SKU", "Variant Allow Backorder", "Variant Manage Inventory", "Variant Price GHS",
    "Variant Option 1 Name", "Variant Option 1 Value",
  ];
  const lines = [header.join(",")];
  for (const p of products) {
    for (const v of p.variants) {
      lines.push(
        [
          p.handle, p.title, "Everyday care, made for Ghana's climate.", "published", JSON.stringify({ brand: p.brand }), ids.shippingProfile,
          ids.salesChannel, ids.categories.get(p.category)!, "TRUE",
          v.size, v.sku, "FALSE", "TRUE", v.price,
          "Size", v.size,
        ].map(csvCell).join(","),
      );
    }
  }
  return `${lines.join("\n")}\n`;
}

/** The same products in the shape `POST /admin/products/batch` takes (what the CSV normalises to). */
function toBatch(products: Planned[], ids: Ids) {
  return products.map((p) => ({
    title: p.title,
    handle: p.handle,
    description: "Everyday care, made for Ghana's climate.",
    status: "published",
    metadata: { brand: p.brand },
    shipping_profile_id: ids.shippingProfile,
    sales_channels: [{ id: ids.salesChannel }],
    categories: [{ id: ids.categories.get(p.category)! }],
    options: [{ title: "Size", values: p.variants.map((v) => v.size) }],
    variants: p.variants.map((v) => ({ title: v.size, sku: v.sku, manage_inventory: true, allow_backorder: false, options: { Size: v.size }, prices: [{ amount: v.price, currency_code: "ghs" }] })),
  }));
}

interface Ids {
  categories: Map<string, string>;
  salesChannel: string;
  shippingProfile: string;
  location: string;
}

async function signIn(): Promise<Record<string, string>> {
  const { token } = await json<{ token: string }>(`${medusa}/auth/user/emailpass`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(staff) });
  return { authorization: `Bearer ${token}` };
}

async function shopIds(auth: Record<string, string>): Promise<Ids> {
  const get = <T>(route: string) => json<T>(`${medusa}${route}`, { headers: auth });
  const { product_categories } = await get<{ product_categories: Array<{ id: string; handle: string }> }>("/admin/product-categories?limit=100&fields=id,handle");
  const { sales_channels } = await get<{ sales_channels: Array<{ id: string }> }>("/admin/sales-channels?limit=1");
  const { shipping_profiles } = await get<{ shipping_profiles: Array<{ id: string }> }>("/admin/shipping-profiles?limit=1");
  const { stock_locations } = await get<{ stock_locations: Array<{ id: string }> }>("/admin/stock-locations?limit=1");
  return {
    categories: new Map(product_categories.map((c) => [c.handle, c.id])),
    salesChannel: sales_channels[0]!.id,
    shippingProfile: shipping_profiles[0]!.id,
    location: stock_locations[0]!.id,
  };
}

/** The dashboard's import, call for call; resolves when Medusa's import has written every product. */
async function importCsv(auth: Record<string, string>, csv: string, name: string, runId: string): Promise<void> {
  const headers = { ...auth, "content-type": "application/json" };
  const presigned = await json<{ url: string; filename: string; originalname: string; extension: string; size: number; mime_type: string }>(`${medusa}/admin/uploads/presigned-urls`, {
    method: "POST",
    headers,
    body: JSON.stringify({ originalname: name, mime_type: "text/csv", size: Buffer.byteLength(csv) }),
  });
  let fileKey = presigned.filename;
  if (!/^https?:\/\//.test(presigned.url)) {
    // The local file provider has no presigned URL: the SDK uploads the file to Medusa itself.
    const form = new FormData();
    form.append("files", new File([csv], name, { type: "text/csv" }));
    const { files } = await json<{ files: Array<{ id: string }> }>(`${medusa}/admin/uploads`, { method: "POST", headers: auth, body: form });
    fileKey = files[0]!.id;
  } else {
    const put = await fetch(presigned.url, { method: "PUT", body: csv });
    if (!put.ok) throw new Error(`PUT ${presigned.url}: ${put.status}`);
  }
  const started = await json<{ transaction_id: string; summary: { toCreate: number; toUpdate: number } }>(`${medusa}/admin/products/imports`, {
    method: "POST",
    headers,
    body: JSON.stringify({ file_key: fileKey, originalname: name, extension: "csv", size: Buffer.byteLength(csv), mime_type: "text/csv" }),
  });
  if (started.summary.toCreate !== total) throw new Error(`Medusa read ${started.summary.toCreate} products from the file, not ${total}`);
  console.log(`  import ${started.transaction_id}: ${started.summary.toCreate} to create, ${started.summary.toUpdate} to update`);
  await json(`${medusa}/admin/products/imports/${started.transaction_id}/confirm`, { method: "POST", headers, body: "{}" });
  await workflowDone(auth, "import-products-as-chunks", started.transaction_id, runId);
}

/**
 * Waits until Medusa's import has written every product of the file (the workflow's chunks run one
 * after the other, so the last chunk's products are the last writes); its execution's state, read
 * through the admin API, is not a signal here: it read "invoking" long after the notification.
 */
async function workflowDone(auth: Record<string, string>, workflow: string, transaction: string, runId: string): Promise<void> {
  const started = performance.now();
  for (;;) {
    const [row] = await sql<{ n: string }>("SELECT count(*) AS n FROM product WHERE handle LIKE $1 AND deleted_at IS NULL", [`import-${runId}-%`]);
    if (Number(row!.n) === total) return;
    // A busy Medusa sometimes drops a request (ECONNRESET): a failed import still shows here.
    const response = await fetch(`${medusa}/admin/workflows-executions/${workflow}/${transaction}`, { headers: auth }).catch(() => null);
    if (response?.ok) {
      const { workflow_execution } = (await response.json()) as { workflow_execution: { state: string } };
      if (["failed", "reverted", "compensating"].includes(workflow_execution.state)) throw new Error(`import workflow ${workflow_execution.state}`);
    }
    if (seconds(started) > deadlineS) throw new Error(`import not done after ${deadlineS} s: ${row!.n} of ${total} products`);
    await sleep(250);
  }
}

async function importBatch(auth: Record<string, string>, products: Planned[], ids: Ids): Promise<void> {
  const headers = { ...auth, "content-type": "application/json" };
  const started = performance.now();
  for (let offset = 0; offset < products.length; offset += chunk) {
    const create = toBatch(products.slice(offset, offset + chunk), ids);
    await json(`${medusa}/admin/products/batch`, { method: "POST", headers, body: JSON.stringify({ create }) });
    process.stdout.write(`\r  batch: ${Math.min(offset + chunk, products.length)} products (${Math.round(Math.min(offset + chunk, products.length) / seconds(started))}/s)   `);
  }
  process.stdout.write("\n");
}

/** Every variant's stock at the shop's location, as the dashboard's stock editor sets it. */
async function setStock(auth: Record<string, string>, products: Planned[], ids: Ids): Promise<number> {
  const skus = new Map(products.flatMap((p) => p.variants.map((v) => [v.sku, v.stock] as const)));
  const rows = await sql<{ sku: string; inventory_item_id: string }>(
    `SELECT v.sku, l.inventory_item_id FROM product_variant v JOIN product_variant_inventory_item l ON l.variant_id = v.id AND l.deleted_at IS NULL
     WHERE v.sku = ANY($1) AND v.deleted_at IS NULL`,
    [[...skus.keys()]],
  );
  if (rows.length !== skus.size) throw new Error(`${rows.length} inventory items for ${skus.size} variants`);
  const create = rows.map((r) => ({ inventory_item_id: r.inventory_item_id, location_id: ids.location, stocked_quantity: skus.get(r.sku)! }));
  for (let offset = 0; offset < create.length; offset += stockChunk) {
    await json(`${medusa}/admin/inventory-items/location-levels/batch`, {
      method: "POST",
      headers: { ...auth, "content-type": "application/json" },
      body: JSON.stringify({ create: create.slice(offset, offset + stockChunk) }),
    });
  }
  return create.length;
}

interface Card {
  handle: string;
  price: number | null;
  stock_quantity: number | null;
  in_stock: boolean;
  variant_count: number;
  brand: string | null;
  category_handle: string | null;
}

/** What the index's card for a planned product must say (ADR 200: the cheapest variant in stock). */
function expectedCard(p: Planned, stocked: boolean) {
  const inStock = stocked ? p.variants.filter((v) => v.stock > 0) : [];
  const pool = inStock.length > 0 ? inStock : p.variants;
  return {
    price: Math.min(...pool.map((v) => v.price)),
    stock_quantity: stocked ? p.variants.reduce((s, v) => s + v.stock, 0) : 0,
    variant_count: p.variants.length,
    brand: p.brand,
    category_handle: p.category,
  };
}

/** Reads every card of the index newest first (100 a request) until `want` handles were seen. */
async function readCards(key: string, want: Set<string>): Promise<Map<string, Card>> {
  const cards = new Map<string, Card>();
  for (let offset = 0; ; offset += 100) {
    const { products } = await json<{ products: Card[] }>(`${medusa}/store/glow/catalog?limit=100&offset=${offset}&sort=newest`, { headers: { "x-publishable-api-key": key } });
    for (const card of products) if (want.has(card.handle)) cards.set(card.handle, card);
    if (products.length < 100 || cards.size === want.size) return cards;
  }
}

async function catalogCount(key: string): Promise<number> {
  return (await json<{ count: number }>(`${medusa}/store/glow/catalog?limit=0`, { headers: { "x-publishable-api-key": key } })).count;
}

/** Seconds from `since` until `test` holds (polled every --poll ms); throws past the deadline. */
async function until(since: number, what: string, test: () => Promise<string | null>): Promise<number> {
  let last = "";
  for (;;) {
    const wrong = await test().catch((error: unknown) => `(${(error as Error).message.slice(0, 100)})`);
    if (wrong === null) return seconds(since);
    last = wrong;
    if (seconds(since) > deadlineS) throw new Error(`${what}: still wrong after ${deadlineS} s: ${last}`);
    await sleep(Number(flag("poll", "250")));
  }
}

function wrongCards(products: Planned[], cards: Map<string, Card>, stocked: boolean): string | null {
  let wrong = 0;
  let example = "";
  for (const p of products) {
    const card = cards.get(p.handle);
    const want = expectedCard(p, stocked);
    const got = card && { price: card.price, stock_quantity: card.stock_quantity, variant_count: card.variant_count, brand: card.brand, category_handle: card.category_handle };
    if (JSON.stringify(got) !== JSON.stringify(want)) {
      wrong++;
      example ||= `${p.handle}: ${JSON.stringify(got)} ≠ ${JSON.stringify(want)}`;
    }
  }
  return wrong === 0 ? null : `${wrong} of ${products.length} cards wrong, e.g. ${example}`;
}

interface RunFigures {
  before: number;
  importS: number;
  listedS: number;
  pricesRightS: number;
  stockS: number | null;
  stockRightS: number | null;
}

async function run(auth: Record<string, string>, key: string, ids: Ids, i: number): Promise<RunFigures> {
  const runId = `${Date.now().toString(36)}${i}`;
  const products = plan(runId, total);
  const want = new Set(products.map((p) => p.handle));
  const before = await catalogCount(key);
  console.log(`run ${i + 1}: ${total} products × ${variantsPer} variants via ${via}; the shop holds ${before}; load average ${os.loadavg().map((l) => l.toFixed(1)).join(" ")}`);
  const started = performance.now();
  if (via === "csv") await importCsv(auth, toCsv(products, ids), `distributor-${runId}.csv`, runId);
  else await importBatch(auth, products, ids);
  const importS = seconds(started);
  console.log(`  Medusa's import finished: ${importS.toFixed(1)} s, ${Math.round(total / importS)} products/s`);
  const listedS = await until(started, "index count", async () => {
    const count = await catalogCount(key);
    return count === before + total ? null : `${count - before} of ${total}`;
  });
  console.log(`  the index lists all ${total}: ${listedS.toFixed(1)} s after the start (${(listedS - importS).toFixed(1)} s after the import)`);
  const pricesRightS = await until(started, "cards before stock", async () => wrongCards(products, await readCards(key, want), false));
  console.log(`  every card right (price, variants, brand, category; out of stock): ${pricesRightS.toFixed(1)} s`);
  if (!withStock) return { before, importS, listedS, pricesRightS, stockS: null, stockRightS: null };
  const stockStarted = performance.now();
  const levels = await setStock(auth, products, ids);
  const stockS = seconds(stockStarted);
  console.log(`  stock of ${levels} variants set: ${stockS.toFixed(1)} s (${Math.round(levels / stockS)} levels/s)`);
  const stockRightS = await until(stockStarted, "cards after stock", async () => wrongCards(products, await readCards(key, want), true));
  console.log(`  every card right with stock: ${stockRightS.toFixed(1)} s after the stock began`);
  return { before, importS, listedS, pricesRightS, stockS, stockRightS };
}

const auth = await signIn();
const key = await publishableKey();
const ids = await shopIds(auth);
const figures: RunFigures[] = [];
for (let i = 0; i < runs; i++) figures.push(await run(auth, key, ids, i));

const cpu = os.cpus();
console.log(`\n${new Date().toISOString()} · ${cpu.length} × ${cpu[0]?.model.trim()} · Node ${process.version} · load average after: ${os.loadavg().map((l) => l.toFixed(1)).join(" ")}`);
console.log(`${total} products × ${variantsPer} variants via ${via}${via === "batch" ? ` (${chunk} a request)` : ""}, ${runs} run(s); medians:\n`);
const fmt = (v: number | null) => (v === null ? "—" : v.toFixed(1));
console.log("| shop held | Medusa's import (s) | products/s | index lists all (s) | every card right (s) | stock set (s) | cards right with stock (s) |");
console.log("|---|---|---|---|---|---|---|");
for (const f of figures) console.log(`| ${f.before} | ${fmt(f.importS)} | ${Math.round(total / f.importS)} | ${fmt(f.listedS)} | ${fmt(f.pricesRightS)} | ${fmt(f.stockS)} | ${fmt(f.stockRightS)} |`);
if (figures.length > 1) {
  const m = (pick: (f: RunFigures) => number | null) => { const v = figures.map(pick).filter((x): x is number => x !== null); return v.length ? median(v) : null; };
  console.log(`| **median** | ${fmt(m((f) => f.importS))} | **${Math.round(total / m((f) => f.importS)!)}** | ${fmt(m((f) => f.listedS))} | ${fmt(m((f) => f.pricesRightS))} | ${fmt(m((f) => f.stockS))} | ${fmt(m((f) => f.stockRightS))} |`);
}
