/**
 * What one add-to-cart costs Medusa, call by call (bench/README.md, "Add to cart: profile and fix"):
 * each Medusa call the storefront makes for `POST /api/cart` is sent directly --count times, and the
 * CPU time the Medusa and Postgres processes spent is read from /proc before and after — robust on a
 * machine whose wall-clock times swing with other jobs. Never part of `npm test`.
 *
 *   PORT=3201 MEDUSA_PORT=9201 PG_PORT=54490 npm start           # in another terminal
 *   PG_PORT=54490 npx tsx bench/cart-calls.ts --medusa http://localhost:9201 --medusa-pid <pid> --postgres-pid <postmaster pid>
 *
 * `--medusa-pid`: the `medusa start` process (`pgrep -f "medusa start"`); `--postgres-pid`: the first
 * line of <data dir>/postgres/postmaster.pid (its backends are counted too). Signs in as the demo
 * shopper on its own device and adds to her open cart (emptied between scenarios). Lines change
 * through /store/glow/my-cart… only: Medusa's own line routes are closed (route-decisions.ts).
 */
import fs from "node:fs";
import { execSync } from "node:child_process";
import { flag, publishableKey } from "./lib/cli.ts";
import { processCpuMs } from "./lib/measure.ts";

const medusa = flag("medusa", "http://localhost:9000").replace(/\/$/, "");
const medusaPid = Number(flag("medusa-pid", "0"));
const postgresPid = Number(flag("postgres-pid", "0"));
const count = Number(flag("count", "20"));
if (!medusaPid || !postgresPid) throw new Error("Pass --medusa-pid and --postgres-pid (see the comment at the top).");

const postgresCpuMs = () =>
  execSync(`ps --ppid ${postgresPid} -o pid=`)
    .toString()
    .trim()
    .split(/\s+/)
    .map(Number)
    .reduce((sum, pid) => sum + processCpuMs(pid), processCpuMs(postgresPid));


async function json<T>(response: Response): Promise<T> {
  const text = await response.text();
  if (!response.ok) throw new Error(`${response.status} ${text}`);
  return JSON.parse(text) as T;
}

const key = await publishableKey();
const H = { "x-publishable-api-key": key, "content-type": "application/json" };
const device = "cartcallsbench1";
const { session } = await json<{ session: { token: string } }>(
  await fetch(`${medusa}/store/phone-auth/login`, { method: "POST", headers: H, body: JSON.stringify({ phone: "+233244000001", password: "Shopper#2026", device_fingerprint: device, remember: false }) }),
);
const sessionHeaders = { ...H, "x-glow-session": session.token, "x-glow-device": device };
const customerToken = async () => (await json<{ token: string }>(await fetch(`${medusa}/store/phone-auth/session`, { headers: sessionHeaders }))).token;
// The session check's JWT lives a minute (ADR 140): renewed before each scenario.
const A = { ...H, authorization: `Bearer ${await customerToken()}` };
const { regions } = await json<{ regions: Array<{ id: string; currency_code: string }> }>(await fetch(`${medusa}/store/regions?fields=id,currency_code`, { headers: H }));
const region = (regions.find((r) => r.currency_code === "ghs") ?? regions[0])!.id;
const { products } = await json<{ products: Array<{ id: string; variants: Array<{ id: string; inventory_quantity?: number }> }> }>(
  await fetch(`${medusa}/store/products?limit=50&fields=id,variants.id,%2Bvariants.inventory_quantity`, { headers: H }),
);
const product = products.reduce((best, p) => ((p.variants[0]?.inventory_quantity ?? 0) > (best.variants[0]?.inventory_quantity ?? 0) ? p : best));
const variantId = product.variants[0]!.id;
if ((product.variants[0]?.inventory_quantity ?? 0) < count + 5) throw new Error("Not enough stock for the add scenarios; lower --count.");
const addToMyCart = () => fetch(`${medusa}/store/glow/my-cart/line-items`, { method: "POST", headers: A, body: JSON.stringify({ variant_id: variantId, quantity: 1 }) });
/** The customer's own open cart: "add to my cart" makes it (or names the one she has). */
const { cart } = await json<{ cart: { id: string } }>(await addToMyCart());

const ITEM_FIELDS = ["id", "quantity", "variant_id", "product_id", "product_title", "title", "unit_price", "thumbnail", "created_at"].map((f) => `items.${f}`).join(",");
const STOCK = "variants.id,variants.manage_inventory,variants.allow_backorder,%2Bvariants.inventory_quantity";
const only = flag("only", "");
const allScenarios: Array<[string, () => Promise<Response>, boolean?]> = [
  ["session check (phone-auth)", () => fetch(`${medusa}/store/phone-auth/session`, { headers: sessionHeaders })],
  ["customer record (id,metadata)", () => fetch(`${medusa}/store/customers/me?fields=id,metadata`, { headers: A })],
  ["stock lookup with region_id (prices too)", () => fetch(`${medusa}/store/products?id[]=${product.id}&region_id=${region}&limit=1&fields=id,${STOCK}`, { headers: H })],
  ["stock lookup without region", () => fetch(`${medusa}/store/products?id[]=${product.id}&limit=1&fields=id,metadata,${STOCK}`, { headers: H })],
  ["cart, *items", () => fetch(`${medusa}/store/carts/${cart.id}?fields=${encodeURIComponent("id,completed_at,*items")}`, { headers: A })],
  ["cart, trimmed item fields", () => fetch(`${medusa}/store/carts/${cart.id}?fields=${encodeURIComponent(`id,completed_at,${ITEM_FIELDS}`)}`, { headers: A })],
  ["brands (id,metadata)", () => fetch(`${medusa}/store/products?id[]=${product.id}&limit=1&fields=id,metadata`, { headers: H })],
  ["add to my cart (POST /store/glow/my-cart/line-items: find the cart + Medusa's addToCartWorkflow under the customer lock, ADR 140)", addToMyCart, true],
];

async function emptyCart(): Promise<void> {
  const { cart: current } = await json<{ cart: { items?: Array<{ id: string }> } }>(await fetch(`${medusa}/store/carts/${cart.id}?fields=id,items.id`, { headers: A }));
  for (const item of current.items ?? []) await fetch(`${medusa}/store/glow/my-cart/line-items/${item.id}`, { method: "DELETE", headers: A }).then((r) => r.text());
}

console.log(`load average ${fs.readFileSync("/proc/loadavg", "utf8").split(" ").slice(0, 3).join(" ")}, ${new Date().toISOString()}, ${count} calls each`);
console.log("| Medusa call | Medusa CPU ms/call | Postgres CPU ms/call | wall p50 ms | wall p95 ms |\n|---|---|---|---|---|");
// `--only add` runs the scenarios whose name contains "add".
const scenarios = only ? allScenarios.filter(([name]) => name.includes(only)) : allScenarios;
for (const [name, call, adds] of scenarios) {
  A.authorization = `Bearer ${await customerToken()}`;
  for (let i = 0; i < 3; i++) await json(await call()); // warm-up
  const medusaBefore = processCpuMs(medusaPid);
  const postgresBefore = postgresCpuMs();
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    const started = performance.now();
    await json(await call());
    times.push(performance.now() - started);
  }
  const medusaCpu = (processCpuMs(medusaPid) - medusaBefore) / count;
  const postgresCpu = (postgresCpuMs() - postgresBefore) / count;
  times.sort((a, b) => a - b);
  const pct = (p: number) => times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))]!.toFixed(0);
  console.log(`| ${name} | ${medusaCpu.toFixed(0)} | ${postgresCpu.toFixed(0)} | ${pct(50)} | ${pct(95)} |`);
  if (adds) await emptyCart();
}
await emptyCart();
