/**
 * The catalog at size (issue 21, ADR 110): grows a running shop to --grow-to products through
 * Medusa's admin API (`POST /admin/products/batch`, as a shop importing from distributors would),
 * checks that every catalog page shows the real shop (counts, brand filter, price order, sitemap)
 * against the database, and measures every catalog page: the first request after idle, then
 * autocannon at 10 connections with a cookie (so the storefront's page cache never answers),
 * medians of --runs runs of --duration seconds. Never part of `npm test`.
 *
 *   GLOW_DATA_DIR=.data/bench-catalog PORT=3301 MEDUSA_PORT=9301 PG_PORT=54590 npm start   # a fresh shop
 *   npx tsx bench/catalog-scale.ts --base http://localhost:3301 --medusa http://localhost:9301 \
 *     --database-url postgres://postgres:glow-local-postgres@localhost:54590/glow --grow-to 10000 [--runs 3] [--duration 5]
 *
 * Prints one Markdown table (paste into bench/README.md) and exits 1 when a check fails.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import autocannon from "autocannon";
import pg from "pg";
import { flag } from "./lib/cli.ts";

const base = flag("base", "http://localhost:3000").replace(/\/$/, "");
const medusa = flag("medusa", "http://localhost:9000").replace(/\/$/, "");
const databaseUrl = flag("database-url", `postgres://postgres:glow-local-postgres@localhost:${process.env.PG_PORT ?? 54329}/glow`);
const growTo = Number(flag("grow-to", "0"));
const runs = Number(flag("runs", "3"));
const duration = Number(flag("duration", "5"));
const idleSeconds = Number(flag("idle", "31"));
const batchSize = Number(flag("batch", "500"));
const staff = { email: flag("staff-email", "admin@glow.local"), password: flag("staff-password", "Admin#2026") };

const BRANDS = ["NIVEA", "Vaseline", "Shea Moisture", "Dudu-Osun", "Zaron", "Black Opal", "CeraVe", "Garnier", "Palmer's", "Dark and Lovely", "Olay", "Neutrogena"];
const CATEGORIES = ["skincare", "body-care", "hair-care", "makeup", "nail-care"];
const NOUNS = ["Moisturizer", "Body Lotion", "Shea Butter Cream", "Face Wash", "Hair Oil", "Lip Balm", "Serum", "Sunscreen SPF 50", "Nail Polish", "Foundation"];

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function json<T>(url: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(url, init);
  if (!response.ok) throw new Error(`${init.method ?? "GET"} ${url}: ${response.status} ${(await response.text()).slice(0, 300)}`);
  return (await response.json()) as T;
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

/** Published, not deleted products in the database: the truth every page is checked against. */
async function publishedCount(where = "TRUE", values: unknown[] = []): Promise<number> {
  const [row] = await sql<{ n: string }>(`SELECT count(*) AS n FROM product p WHERE p.status = 'published' AND p.deleted_at IS NULL AND ${where}`, values);
  return Number(row!.n);
}

async function grow(token: string): Promise<{ added: number; seconds: number }> {
  const have = await publishedCount();
  if (growTo <= have) return { added: 0, seconds: 0 };
  const headers = { "content-type": "application/json", authorization: `Bearer ${token}` };
  const { product_categories } = await json<{ product_categories: Array<{ id: string; handle: string }> }>(`${medusa}/admin/product-categories?limit=100&fields=id,handle`, { headers });
  const categoryId = new Map(product_categories.map((c) => [c.handle, c.id]));
  const { sales_channels } = await json<{ sales_channels: Array<{ id: string }> }>(`${medusa}/admin/sales-channels?limit=1`, { headers });
  const { shipping_profiles } = await json<{ shipping_profiles: Array<{ id: string }> }>(`${medusa}/admin/shipping-profiles?limit=1`, { headers });
  const started = Date.now();
  let added = 0;
  const runId = Date.now().toString(36);
  while (have + added < growTo) {
    const size = Math.min(batchSize, growTo - have - added);
    const create = Array.from({ length: size }, (_, k) => {
      const i = added + k;
      const brand = BRANDS[i % BRANDS.length]!;
      const noun = NOUNS[(i * 7) % NOUNS.length]!;
      return {
        title: `${brand} ${noun} ${i}`,
        handle: `bench-${runId}-${i}`,
        description: i % 4 === 0 ? "Rich shea butter and cocoa for dry Harmattan skin." : "Everyday care, made for Ghana's climate.",
        status: "published",
        metadata: { brand },
        categories: [{ id: categoryId.get(CATEGORIES[i % CATEGORIES.length]!)! }].filter((c) => c.id),
        sales_channels: [{ id: sales_channels[0]!.id }],
        ...(shipping_profiles[0] ? { shipping_profile_id: shipping_profiles[0].id } : {}),
        options: [{ title: "Size", values: ["200ml"] }],
        variants: [{ title: "200ml", options: { Size: "200ml" }, manage_inventory: false, prices: [{ amount: 15 + ((i * 37) % 985), currency_code: "ghs" }] }],
      };
    });
    await json(`${medusa}/admin/products/batch`, { method: "POST", headers, body: JSON.stringify({ create }) });
    added += size;
    process.stdout.write(`\r  grown to ${have + added} products (${Math.round((added / (Date.now() - started)) * 1000)}/s)   `);
  }
  process.stdout.write("\n");
  return { added, seconds: (Date.now() - started) / 1000 };
}

/** Waits until the catalog index counts `expected` products (it follows Medusa's events). */
async function indexCaughtUp(expected: number, key: string): Promise<number> {
  const started = Date.now();
  for (;;) {
    const { count } = await json<{ count: number }>(`${medusa}/store/glow/catalog?limit=0`, { headers: { "x-publishable-api-key": key } });
    if (count === expected) return (Date.now() - started) / 1000;
    if (Date.now() - started > 30 * 60_000) throw new Error(`The index counts ${count}, the database ${expected}`);
    await sleep(500);
  }
}

interface Figures {
  first: number;
  p50: number;
  p99: number;
  rps: number;
  errors: number;
}

function cannon(url: string): Promise<{ p50: number; p99: number; rps: number; errors: number }> {
  return new Promise((resolve, reject) => {
    const samples: number[] = [];
    const instance = autocannon({ url, connections: 10, duration, timeout: 30, headers: { cookie: "glow_bench=1" } }, (error, result) => {
      if (error) return reject(error);
      samples.sort((a, b) => a - b);
      const pct = (p: number) => Math.round(samples[Math.min(samples.length - 1, Math.floor((p / 100) * samples.length))] ?? NaN);
      resolve({ p50: pct(50), p99: pct(99), rps: Math.round(result.requests.average), errors: result.errors + result.timeouts + result.non2xx });
    });
    instance.on("response", (_client, _status, _bytes, responseTime) => samples.push(responseTime));
  });
}

async function firstRequestMs(url: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(url, { headers: { cookie: "glow_bench=1" } });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return Math.round(performance.now() - started);
}

/** The storefront's resident memory (all its processes), from the process listening on its port. */
function storefrontRssMb(): number | null {
  try {
    const port = new URL(base).port || "80";
    const out = execFileSync("ss", ["-ltnpH", `sport = :${port}`], { encoding: "utf8" });
    const pid = /pid=(\d+)/.exec(out)?.[1];
    if (!pid) return null;
    const pids = [pid, ...execFileSync("pgrep", ["-P", pid], { encoding: "utf8" }).split("\n").filter(Boolean)].filter((p, i, all) => all.indexOf(p) === i);
    let kb = 0;
    for (const p of pids) kb += Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${p}/status`, "utf8"))?.[1] ?? 0);
    return Math.round(kb / 1024);
  } catch {
    return null;
  }
}

const text = async (url: string) => (await fetch(url, { headers: { cookie: "glow_bench=1" } })).text();
const apiCount = async (query: string) => (await json<{ count: number; products: Array<{ price: string; slug: string }> }>(`${base}/api/products?${query}`, { headers: { cookie: "glow_bench=1" } }));

async function main() {
  const { token } = await json<{ token: string }>(`${medusa}/auth/user/emailpass`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(staff) });
  const [keyRow] = await sql<{ token: string }>("SELECT token FROM api_key WHERE title = 'Glow Storefront' AND type = 'publishable' AND revoked_at IS NULL LIMIT 1");
  const key = keyRow!.token;
  const growth = await grow(token);
  const total = await publishedCount();
  const catchUp = await indexCaughtUp(total, key);
  console.log(`shop: ${total} published products; grew by ${growth.added} in ${growth.seconds.toFixed(0)} s (${growth.added ? Math.round(growth.added / growth.seconds) : 0}/s); index caught up ${catchUp.toFixed(1)} s later`);

  // Correctness: every figure the pages show against the database.
  const failures: string[] = [];
  const check = (name: string, ok: boolean, detail: string) => {
    console.log(`${ok ? "✔" : "✘"} ${name}: ${detail}`);
    if (!ok) failures.push(name);
  };
  const all = await apiCount("limit=1");
  check("/products count", all.count === total, `${all.count} / ${total}`);
  const skincare = await apiCount("category=skincare&limit=1");
  const skincareDb = await publishedCount("EXISTS (SELECT 1 FROM product_category_product pc JOIN product_category c ON c.id = pc.product_category_id WHERE pc.product_id = p.id AND c.handle = 'skincare')");
  check("skincare count", skincare.count === skincareDb, `${skincare.count} / ${skincareDb}`);
  const nivea = await apiCount("brand=NIVEA&limit=1");
  const niveaDb = await publishedCount("lower(p.metadata->>'brand') = 'nivea'");
  check("brand NIVEA count", nivea.count === niveaDb, `${nivea.count} / ${niveaDb}`);
  const [cheapest] = await sql<{ amount: string }>(
    `SELECT min(pr.amount) AS amount FROM product p JOIN product_variant v ON v.product_id = p.id AND v.deleted_at IS NULL
     JOIN product_variant_price_set vps ON vps.variant_id = v.id AND vps.deleted_at IS NULL JOIN price pr ON pr.price_set_id = vps.price_set_id AND pr.deleted_at IS NULL
     WHERE p.status = 'published' AND p.deleted_at IS NULL AND pr.currency_code = 'ghs'`,
  );
  const first = await apiCount("sort=price-asc&limit=1");
  check("price low→high starts with the cheapest", Number(first.products[0]?.price) <= Number(cheapest!.amount), `${first.products[0]?.price} ≤ ${cheapest!.amount}`);
  const index = await text(`${base}/sitemap.xml`);
  const files = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  let sitemapProducts = 0;
  for (const file of files.filter((f) => f.includes("products-"))) sitemapProducts += (await text(`${base}${file}`)).split("/products/slug/").length - 1;
  check("product links in the sitemap", sitemapProducts === total, `${sitemapProducts} / ${total} in ${files.length - 1} product file(s)`);

  // Timing: every catalog page, first request after idle, then 10 connections with a cookie.
  const product = all.products[0]!.slug;
  const pages: Array<[string, string]> = [
    ["/products", "/products"],
    ["category", "/products?category=skincare"],
    ["search", "/products?q=shea"],
    ["search, typo", "/products?q=vasline"],
    ["brand", "/products?brand=NIVEA"],
    ["price sort", "/products?sort=price-asc"],
    ["load more (page 10)", "/products?page=10"],
    ["/sale", "/sale"],
    ["product page", `/products/slug/${product}`],
    ["/api/products", "/api/products?limit=24"],
    ["sitemap index", "/sitemap.xml"],
    ["sitemap products-1", "/sitemap/products-1.xml"],
  ];
  const rssBefore = storefrontRssMb();
  console.log(`waiting ${idleSeconds} s so every cache is cold …`);
  await sleep(idleSeconds * 1000);
  const results = new Map<string, Figures>();
  for (const [name, path] of pages) results.set(name, { first: await firstRequestMs(`${base}${path}`), p50: 0, p99: 0, rps: 0, errors: 0 });
  for (const [name, path] of pages) {
    await cannon(`${base}${path}`); // warm-up run, not counted
    const measured = [];
    for (let run = 0; run < runs; run++) measured.push(await cannon(`${base}${path}`));
    const figures = results.get(name)!;
    Object.assign(figures, { p50: median(measured.map((m) => m.p50)), p99: median(measured.map((m) => m.p99)), rps: median(measured.map((m) => m.rps)), errors: measured.reduce((s, m) => s + m.errors, 0) });
    process.stdout.write(`\r  measured ${name}                 `);
  }
  process.stdout.write("\n");
  const rssAfter = storefrontRssMb();

  console.log(`\n${total.toLocaleString("en")} products, ${new Date().toISOString().slice(0, 16)} UTC, load average ${(await fs.promises.readFile("/proc/loadavg", "utf8")).split(" ").slice(0, 3).join(" ")}; medians of ${runs} runs × ${duration} s at 10 connections with a cookie\n`);
  console.log("| page | first request after idle | p50 | p99 | req/s | errors |");
  console.log("|---|---|---|---|---|---|");
  for (const [name, path] of pages) {
    const f = results.get(name)!;
    console.log(`| ${name} \`${path}\` | ${f.first} ms | ${f.p50} ms | ${f.p99} ms | ${f.rps} | ${f.errors} |`);
  }
  console.log(`\nstorefront RSS: ${rssBefore ?? "?"} MB before the load, ${rssAfter ?? "?"} MB after`);
  if (failures.length) {
    console.error(`\nFailed: ${failures.join(", ")}`);
    process.exit(1);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
