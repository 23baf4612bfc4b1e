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
import { median } from "./lib/measure.ts";

const base = flag("base", "http://localhost:3000").replace(/\/$/, "");
const medusa = flag("medusa", "http://localhost:9000").replace(/\/$/, "");
const databaseUrl = flag("database-url", `postgres://postgres:glow-local-postgres@localhost:${process.env.PG_PORT ?? 54329}/glow`);
const growTo = flag("grow-to", "0").split(",").map(Number);
const runs = Number(flag("runs", "3"));
const duration = Number(flag("duration", "5"));
const idleSeconds = Number(flag("idle", "31"));
const batchSize = Number(flag("batch", "500"));
const staff = { email: flag("staff-email", "admin@glow.local"), password: flag("staff-password", "Admin#2026") };

const BRANDS = ["NIVEA", "Vaseline", "Shea Moisture", "Dudu-Osun", "Zaron", "Black Opal", "CeraVe", "Garnier", "Palmer's", "Dark and Lovely", "Olay", "Neutrogena"];
const CATEGORIES = ["skincare", "body-care", "hair-care", "makeup", "nail-care"];
const NOUNS = ["Moisturizer", "Body Lotion", "Shea Butter Cream", "Face Wash", "Hair Oil", "Lip Balm", "Serum", "Sunscreen SPF 50", "Nail Polish", "Foundation"];

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

async function grow(token: string, growTo: number): Promise<{ added: number; seconds: number }> {
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
      const i = have + added + k;
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
interface ApiAnswer {
  count: number;
  products: Array<{ price: string; slug: string; brand?: string | null }>;
  brands: Array<{ name: string; count: number }>;
}
const api = async (query: string) => json<ApiAnswer>(`${base}/api/products?${query}`, { headers: { cookie: "glow_bench=1" } });
const PAGE_SIZE = 12;

/** Every figure the pages show, and every product's reachability, against the database; returns the failed checks. */
async function checks(total: number): Promise<{ failures: string[]; sample: string }> {
  const failures: string[] = [];
  const check = async (name: string, run: () => Promise<[boolean, string]>) => {
    let ok = false;
    let detail: string;
    try {
      [ok, detail] = await run();
    } catch (error) {
      detail = error instanceof Error ? error.message.slice(0, 200) : String(error);
    }
    console.log(`${ok ? "✔" : "✘"} ${name}: ${detail}`);
    if (!ok) failures.push(name);
  };
  const all = await api("limit=1");
  await check("/products count", async () => [all.count === total, `${all.count} / ${total}`]);
  await check("skincare count", async () => {
    const skincare = await api("category=skincare&limit=1");
    const db = await publishedCount("EXISTS (SELECT 1 FROM product_category_product pc JOIN product_category c ON c.id = pc.product_category_id WHERE pc.product_id = p.id AND c.handle = 'skincare')");
    return [skincare.count === db, `${skincare.count} / ${db}`];
  });
  await check("brand NIVEA count (list and facet)", async () => {
    const nivea = await api("brand=NIVEA&limit=1");
    const facet = all.brands.find((b) => b.name.toLowerCase() === "nivea")?.count;
    const db = await publishedCount("lower(p.metadata->>'brand') = 'nivea'");
    return [nivea.count === db && facet === db, `${nivea.count} / ${facet} / ${db}`];
  });
  // Every product under some brand filter: the brand facet adds up to every product with a brand.
  await check("every branded product under a brand filter", async () => {
    const sum = all.brands.reduce((s, b) => s + b.count, 0);
    const db = await publishedCount("coalesce(p.metadata->>'brand', '') <> ''");
    return [sum === db, `${sum} in ${all.brands.length} brands / ${db}`];
  });
  const [cheapest] = await sql<{ lo: string }>(
    `SELECT min(pr.amount) AS lo FROM product p JOIN product_variant v ON v.product_id = p.id AND v.deleted_at IS NULL
     JOIN product_variant_price_set vps ON vps.variant_id = v.id AND vps.deleted_at IS NULL JOIN price pr ON pr.price_set_id = vps.price_set_id AND pr.deleted_at IS NULL
     WHERE p.status = 'published' AND p.deleted_at IS NULL AND pr.currency_code = 'ghs'`,
  );
  await check("price low→high: cheapest first, dearest last", async () => {
    const first = await api("sort=price-asc&limit=1");
    const last = await api(`sort=price-asc&limit=1&offset=${total - 1}`);
    const dearest = await api("sort=price-desc&limit=1");
    const ok = first.count === total && Number(first.products[0]?.price) <= Number(cheapest!.lo) && last.products[0]?.price === dearest.products[0]?.price;
    return [ok, `${first.products[0]?.price} ≤ ${cheapest!.lo}; last (offset ${total - 1}) ${last.products[0]?.price} = dearest ${dearest.products[0]?.price}`];
  });
  const [oldest] = await sql<{ handle: string }>("SELECT handle FROM product WHERE status = 'published' AND deleted_at IS NULL ORDER BY created_at, id LIMIT 1");
  const lastPage = Math.max(1, Math.ceil(total / PAGE_SIZE));
  await check(`browsing: "load more" reaches the oldest product (page ${lastPage})`, async () => {
    const viaApi = await api(`limit=1&offset=${total - 1}`);
    const html = await text(`${base}/products?page=${lastPage}`);
    const ok = viaApi.products[0]?.slug === oldest!.handle && html.includes(`/products/slug/${oldest!.handle}"`);
    return [ok, `api offset ${total - 1}: ${viaApi.products[0]?.slug}; /products?page=${lastPage} ${html.includes(oldest!.handle) ? "shows" : "lacks"} ${oldest!.handle}`];
  });
  // Search: the oldest product, the newest and three at random, each found by its title.
  const sample = await sql<{ handle: string; title: string }>(
    `(SELECT handle, title FROM product WHERE status = 'published' AND deleted_at IS NULL ORDER BY created_at, id LIMIT 1)
     UNION ALL (SELECT handle, title FROM product WHERE status = 'published' AND deleted_at IS NULL ORDER BY created_at DESC, id DESC LIMIT 1)
     UNION ALL (SELECT handle, title FROM product TABLESAMPLE SYSTEM (5) WHERE status = 'published' AND deleted_at IS NULL LIMIT 3)`,
  );
  await check("search finds products by title (oldest, newest, 3 random)", async () => {
    const missing: string[] = [];
    for (const p of sample) if (!(await api(`q=${encodeURIComponent(p.title)}&limit=24`)).products.some((x) => x.slug === p.handle)) missing.push(p.title);
    return [missing.length === 0, missing.length ? `not found: ${missing.join("; ")}` : `${sample.length} / ${sample.length}`];
  });
  await check('a typo finds the brand ("vasline" → Vaseline)', async () => {
    const typo = await api("q=vasline&limit=5");
    const db = await publishedCount("lower(p.metadata->>'brand') = 'vaseline'");
    return [db > 0 && typo.count >= db && typo.products[0]?.brand === "Vaseline", `${typo.count} found, ${db} Vaseline products`];
  });
  await check("product links in the sitemap (distinct)", async () => {
    const index = await text(`${base}/sitemap.xml`);
    const files = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
    const slugs = new Set<string>();
    for (const file of files.filter((f) => f.includes("products-"))) for (const m of (await text(`${base}${file}`)).matchAll(/\/products\/slug\/([^<"]+)</g)) slugs.add(m[1]!);
    return [slugs.size === total, `${slugs.size} / ${total} in ${files.filter((f) => f.includes("products-")).length} product file(s)`];
  });
  return { failures, sample: all.products[0]!.slug };
}

async function measure(total: number, product: string): Promise<{ pages: Array<[string, string]>; results: Map<string, Figures>; rss: [number | null, number | null] }> {
  const lastPage = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const only = flag("only", "").split(",").filter(Boolean);
  const pages = ([
    ["/products", "/products"],
    ["category", "/products?category=skincare"],
    ["search", "/products?q=shea"],
    ["search, typo", "/products?q=vasline"],
    ["brand", "/products?brand=NIVEA"],
    ["price sort", "/products?sort=price-asc"],
    ["load more (page 10)", "/products?page=10"],
    ["load more (last page)", `/products?page=${lastPage}`],
    ["/sale", "/sale"],
    ["product page", `/products/slug/${product}`],
    ["/api/products", "/api/products?limit=24"],
    ["/api/products, last page", `/api/products?limit=12&offset=${(lastPage - 1) * PAGE_SIZE}`],
    ["sitemap index", "/sitemap.xml"],
    ["sitemap products-1", "/sitemap/products-1.xml"],
  ] as Array<[string, string]>).filter(([name]) => only.length === 0 || only.includes(name));
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
  return { pages, results, rss: [rssBefore, storefrontRssMb()] };
}

async function main() {
  const { token } = await json<{ token: string }>(`${medusa}/auth/user/emailpass`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(staff) });
  const [keyRow] = await sql<{ token: string }>("SELECT token FROM api_key WHERE title = 'Glow Storefront' AND type = 'publishable' AND revoked_at IS NULL LIMIT 1");
  const key = keyRow!.token;
  const failures: string[] = [];
  const sizes: Array<{ total: number; when: string; load: string; results: Map<string, Figures>; pages: Array<[string, string]>; rss: [number | null, number | null] }> = [];
  // --grow-to 0,10000,100000 measures each size in turn on the same shop (the first is the baseline for the ratios).
  for (const target of growTo) {
    const growth = await grow(token, target);
    const total = await publishedCount();
    const catchUp = await indexCaughtUp(total, key);
    console.log(`\nshop: ${total} published products; grew by ${growth.added} in ${growth.seconds.toFixed(0)} s (${growth.added ? Math.round(growth.added / growth.seconds) : 0}/s); index caught up ${catchUp.toFixed(1)} s later`);
    const checked = await checks(total);
    failures.push(...checked.failures.map((f) => `${f} at ${total}`));
    const measured = await measure(total, checked.sample);
    const load = (await fs.promises.readFile("/proc/loadavg", "utf8")).split(" ").slice(0, 3).join(" ");
    sizes.push({ total, when: new Date().toISOString().slice(0, 16), load, ...measured });
    console.log(`\n${total.toLocaleString("en")} products, ${sizes.at(-1)!.when} UTC, load average ${load}; medians of ${runs} runs × ${duration} s at 10 connections with a cookie\n`);
    console.log("| page | first request after idle | p50 | p99 | req/s | errors |");
    console.log("|---|---|---|---|---|---|");
    for (const [name, path] of measured.pages) {
      const f = measured.results.get(name)!;
      console.log(`| ${name} \`${path}\` | ${f.first} ms | ${f.p50} ms | ${f.p99} ms | ${f.rps} | ${f.errors} |`);
    }
    console.log(`\nstorefront RSS: ${measured.rss[0] ?? "?"} MB before the load, ${measured.rss[1] ?? "?"} MB after`);
  }
  if (sizes.length > 1) {
    const [baseline, ...rest] = sizes;
    console.log(`\nAll sizes (p50 ratio against ${baseline!.total.toLocaleString("en")} products, the same run; ✘ = over 1.5 ×, or over 1 s first/p99):\n`);
    console.log(`| page | ${sizes.map((s) => `first / p50 / p99 at ${s.total.toLocaleString("en")}`).join(" | ")} | ${rest.map((s) => `ratio ${s.total.toLocaleString("en")}`).join(" | ")} |`);
    console.log(`|---|${sizes.map(() => "---").join("|")}|${rest.map(() => "---").join("|")}|`);
    for (const [name] of baseline!.pages) {
      const cells = sizes.map((s) => {
        const f = s.results.get(name)!;
        return `${f.first} / ${f.p50} / ${f.p99}${f.first >= 1000 || f.p99 >= 1000 ? " ✘" : ""}`;
      });
      const ratios = rest.map((s) => {
        const ratio = s.results.get(name)!.p50 / Math.max(1, baseline!.results.get(name)!.p50);
        return `${ratio.toFixed(1)}${ratio > 1.5 ? " ✘" : ""}`;
      });
      console.log(`| ${name} | ${cells.join(" | ")} | ${ratios.join(" | ")} |`);
    }
    console.log(`\nstorefront RSS after the load: ${sizes.map((s) => `${s.rss[1] ?? "?"} MB at ${s.total.toLocaleString("en")}`).join(", ")}`);
  }
  if (failures.length) {
    console.error(`\nFailed: ${failures.join(", ")}`);
    process.exit(1);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
