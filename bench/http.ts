/**
 * HTTP throughput and latency of the storefront (autocannon on loopback), issue 8:
 *
 *   PORT=3201 MEDUSA_PORT=9201 PG_PORT=54490 npm start           # in another terminal
 *   npx tsx bench/http.ts --base http://localhost:3201 --medusa http://localhost:9201 [--runs 3] [--duration 10]
 *
 * Scenarios: SSR `/`, `/products`, a product page (each as a cookie-less visitor and as one with a
 * signed-out browser's device cookies, both of whom the page cache may answer, and with a personal
 * cookie, rendered every time), `GET /api/products?featured=true&limit=8`
 * (each at 10 and 50 connections, warmed up, median of --runs runs of --duration seconds), and
 * `POST /api/cart` as the demo shopper (--cart-requests per run, default 30, the cart emptied
 * before each run so stock never runs out; one shopper's cart changes are serialised by the
 * storefront on purpose, so with N connections the latency includes waiting for N-1 adds). Then the cost of our layer: the same product list through `/api/products`
 * versus Medusa's `/store/products` directly, in one run, as a ratio. Budgets (issue 8) are checked
 * and printed; the script exits 1 when one is missed. Never part of `npm test`.
 * The publishable key for the direct Medusa run comes from --key or MEDUSA_PUBLISHABLE_KEY, else
 * from the shop's database (--database-url, default the embedded one of `npm start`).
 */
import os from "node:os";
import autocannon from "autocannon";
import { flag, publishableKey } from "./lib/cli.ts";
import { median } from "./lib/measure.ts";

const base = flag("base", "http://localhost:3000").replace(/\/$/, "");
const medusa = flag("medusa", "http://localhost:9000").replace(/\/$/, "");
const runs = Number(flag("runs", "3"));
const duration = Number(flag("duration", "10"));
const only = flag("only", "");

const BUDGET = { featuredP95Ms: 50, homeReqPerSec: 200, addToCartP95Ms: 300 };

interface Figures {
  reqPerSec: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  non2xx: number;
}


/** One autocannon run; percentiles from every response's latency (autocannon's summary has no p95). */
function cannon(options: autocannon.Options): Promise<Figures> {
  return new Promise((resolve, reject) => {
    const samples: number[] = [];
    const instance = autocannon({ ...options, timeout: 30 }, (error, result) => {
      if (error) return reject(error);
      samples.sort((a, b) => a - b);
      const pct = (p: number) => (samples.length ? Math.round(samples[Math.min(samples.length - 1, Math.floor((p / 100) * samples.length))]!) : NaN);
      resolve({
        reqPerSec: result.requests.average,
        p50: pct(50),
        p95: pct(95),
        p99: pct(99),
        errors: result.errors + result.timeouts,
        non2xx: result.non2xx,
      });
    });
    instance.on("response", (_client, _status, _bytes, responseTime) => samples.push(responseTime));
  });
}

function medianOf(results: Figures[]): Figures {
  return {
    reqPerSec: median(results.map((r) => r.reqPerSec)),
    p50: median(results.map((r) => r.p50)),
    p95: median(results.map((r) => r.p95)),
    p99: median(results.map((r) => r.p99)),
    errors: results.reduce((sum, r) => sum + r.errors, 0),
    non2xx: results.reduce((sum, r) => sum + r.non2xx, 0),
  };
}


async function signIn(): Promise<string> {
  const response = await fetch(`${base}/api/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ phoneNumber: "0244000001", password: "Shopper#2026", deviceFingerprint: "benchdevice1" }),
  });
  if (!response.ok) throw new Error(`Sign-in failed: ${response.status} ${await response.text()}`);
  const cookies = response.headers.getSetCookie().map((c) => c.split(";")[0]);
  return [...cookies, "device_fingerprint=benchdevice1"].join("; ");
}

async function emptyCart(cookie: string): Promise<void> {
  const items = (await (await fetch(`${base}/api/cart`, { headers: { cookie } })).json()) as Array<{ id: string }>;
  for (const item of items) await fetch(`${base}/api/cart/${item.id}`, { method: "DELETE", headers: { cookie } });
}

const rows: string[] = [];
const row = (name: string, connections: number, f: Figures) => {
  const line = `| ${name} | ${connections} | ${f.reqPerSec.toFixed(0)} | ${f.p50} | ${f.p95} | ${f.p99} | ${f.errors + f.non2xx} |`;
  rows.push(line);
  console.log(line);
};

async function main(): Promise<void> {
  const { products } = (await (await fetch(`${base}/api/products?limit=50`)).json()) as { products: Array<{ id: string; slug: string; stockQuantity?: number }> };
  const product = products[0]!;
  console.log(`Machine: ${os.cpus().length} × ${os.cpus()[0]?.model}, ${Math.round(os.totalmem() / 2 ** 30)} GB, load average ${os.loadavg().map((l) => l.toFixed(1)).join(" ")}, ${new Date().toISOString()}`);
  console.log("| Scenario | Connections | req/s | p50 ms | p95 ms | p99 ms | errors + non-2xx |\n|---|---|---|---|---|---|---|");
  // A request carrying a personal cookie is rendered every time (the page cache serves visitors
  // without one, ADR 014, issue 31): the "rendered" rows are the cost of React SSR itself. An unsigned
  // toast cookie is personal by name and shows nothing. The "device cookie" rows are what most real
  // visitors send: the cookies a browser keeps after a sign-out, which change nothing on a public page.
  const rendered = { cookie: "glow_flash=benchrender1" };
  const deviceCookie = { cookie: "device_fingerprint=benchvisitor1; glow_device=benchvisitordevicetoken01" };
  const pages: Array<[string, string, Record<string, string>?]> = [
    ["SSR /", "/"],
    ["SSR / (device cookie)", "/", deviceCookie],
    ["SSR / (rendered: cookie)", "/", rendered],
    ["SSR /products", "/products"],
    ["SSR /products (device cookie)", "/products", deviceCookie],
    ["SSR /products (rendered: cookie)", "/products", rendered],
    [`SSR product page`, `/products/slug/${product.slug}`],
    [`SSR product page (device cookie)`, `/products/slug/${product.slug}`, deviceCookie],
    [`SSR product page (rendered: cookie)`, `/products/slug/${product.slug}`, rendered],
    ["GET /api/products?featured=true&limit=8", "/api/products?featured=true&limit=8"],
  ];
  const results = new Map<string, Figures>();
  for (const [name, path, headers] of pages) {
    if (only && !name.includes(only)) continue;
    await cannon({ url: `${base}${path}`, connections: 10, duration: 3, headers }); // warm-up
    for (const connections of [10, 50]) {
      const figures = medianOf(await sequential(runs, () => cannon({ url: `${base}${path}`, connections, duration, headers })));
      results.set(`${name}@${connections}`, figures);
      row(name, connections, figures);
    }
  }

  if (!only || "POST /api/cart".includes(only)) {
    const cookie = await signIn();
    // The product with the most stock, so 110 adds never run out.
    const target = products.reduce((best, p) => ((p.stockQuantity ?? 0) > (best.stockQuantity ?? 0) ? p : best), product);
    for (const connections of [1, 10, 50]) {
      const figures = medianOf(
        await sequential(runs, async () => {
          await emptyCart(cookie);
          return cannon({
            url: `${base}/api/cart`,
            method: "POST",
            connections,
            amount: Math.max(connections, Number(flag("cart-requests", "30"))),
            headers: { cookie, "content-type": "application/json", origin: base },
            body: JSON.stringify({ productId: target.id, quantity: 1 }),
          });
        }),
      );
      results.set(`POST /api/cart@${connections}`, figures);
      row("POST /api/cart (signed in)", connections, figures);
    }
    await emptyCart(cookie);
  }

  if (!only || "ratio".includes(only)) {
    const key = await publishableKey();
    const ours = await cannon({ url: `${base}/api/products?limit=12`, connections: 10, duration });
    const theirs = await cannon({ url: `${medusa}/store/products?limit=12`, connections: 10, duration, headers: { "x-publishable-api-key": key } });
    row("GET /api/products?limit=12 (storefront)", 10, ours);
    row("GET /store/products?limit=12 (Medusa directly)", 10, theirs);
    console.log(`\nStorefront layer cost: /api/products serves ${(ours.reqPerSec / theirs.reqPerSec).toFixed(2)}× the req/s of Medusa's /store/products; p50 ${ours.p50} vs ${theirs.p50} ms.`);
  }

  const misses: string[] = [];
  const featured = results.get("GET /api/products?featured=true&limit=8@10");
  const home = results.get("SSR /@10");
  const cart = results.get("POST /api/cart@1");
  if (featured && featured.p95 > BUDGET.featuredP95Ms) misses.push(`featured products p95 ${featured.p95} ms > ${BUDGET.featuredP95Ms} ms`);
  if (home && home.reqPerSec < BUDGET.homeReqPerSec) misses.push(`home SSR ${home.reqPerSec.toFixed(0)} req/s < ${BUDGET.homeReqPerSec}`);
  if (cart && cart.p95 > BUDGET.addToCartP95Ms) misses.push(`add-to-cart p95 ${cart.p95} ms > ${BUDGET.addToCartP95Ms} ms`);
  for (const [name, f] of results) if (f.errors + f.non2xx > 0) misses.push(`${name}: ${f.errors + f.non2xx} errors/non-2xx`);
  console.log(misses.length ? `\nBudgets missed:\n- ${misses.join("\n- ")}` : "\nAll budgets met.");
  process.exitCode = misses.length ? 1 : 0;
}

async function sequential<T>(count: number, work: () => Promise<T>): Promise<T[]> {
  const out: T[] = [];
  for (let i = 0; i < count; i++) out.push(await work());
  return out;
}

await main();
