/**
 * Times a storefront's cart line update (issue 33, ADR 140's last section): signs the demo shopper
 * in, puts one line in the cart, then sends `runs` sequential `PUT /api/cart/:id` quantity changes
 * (after 3 warm-ups) and prints the median, p90, min and max in ms. Run it against two storefronts
 * on one Medusa, alternating, to compare builds:
 *   node_modules/.bin/tsx bench/cart-line-updates.ts http://localhost:3200 20
 * PHONE / PASSWORD pick another shopper (default: the demo shopper).
 */
const base = process.argv[2] ?? "http://localhost:3000";
const runs = Number(process.argv[3] ?? 20);
const jar = new Map<string, string>();
const device = `bench${Math.random().toString(36).slice(2, 12)}`;
jar.set("device_fingerprint", device);
const cookieHeader = () => [...jar].map(([k, v]) => `${k}=${v}`).join("; ");

async function call(method: string, path: string, body?: unknown): Promise<{ status: number; body: any }> {
  const res = await fetch(base + path, {
    method,
    headers: { "content-type": "application/json", cookie: cookieHeader(), "x-forwarded-for": "10.77.0.9" },
    body: body === undefined ? undefined : JSON.stringify(body),
    redirect: "manual",
  });
  for (const cookie of res.headers.getSetCookie()) {
    const [pair = ""] = cookie.split(";");
    const at = pair.indexOf("=");
    jar.set(pair.slice(0, at), pair.slice(at + 1));
  }
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}

const login = await call("POST", "/api/login", { phoneNumber: process.env.PHONE ?? "0244000001", password: process.env.PASSWORD ?? "Shopper#2026", deviceFingerprint: device });
if (login.status !== 200) throw new Error(`login ${login.status} ${JSON.stringify(login.body)}`);
const { products } = (await call("GET", "/api/products?limit=100")).body as { products: Array<{ id: string; slug: string }> };
const product = products.find((p) => p.slug === "cerave-hydrating-facial-cleanser");
if (!product) throw new Error("no cerave-hydrating-facial-cleanser in /api/products");
for (const item of (await call("GET", "/api/cart")).body as Array<{ id: string }>) await call("DELETE", `/api/cart/${item.id}`);
const added = await call("POST", "/api/cart", { productId: product.id, quantity: 1 });
if (added.status !== 200) throw new Error(`add ${added.status} ${JSON.stringify(added.body)}`);
const lineId = added.body[0].id as string;
for (let i = 0; i < 3; i++) await call("PUT", `/api/cart/${lineId}`, { quantity: 2 + i });
const times: number[] = [];
for (let i = 0; i < runs; i++) {
  const started = performance.now();
  const answer = await call("PUT", `/api/cart/${lineId}`, { quantity: (i % 5) + 1 });
  times.push(performance.now() - started);
  if (answer.status !== 200 || answer.body[0].quantity !== (i % 5) + 1) throw new Error(`update ${answer.status} ${JSON.stringify(answer.body)}`);
}
await call("DELETE", `/api/cart/${lineId}`);
times.sort((a, b) => a - b);
const at = (q: number) => Math.round(times[Math.min(times.length - 1, Math.floor(q * times.length))]! * 10) / 10;
console.log(JSON.stringify({ base, runs, median: at(0.5), p90: at(0.9), min: at(0), max: at(1) }));
