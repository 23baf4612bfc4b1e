/**
 * One shopper's burst of adds, and another shopper's add during it (issue 31 point 4; bench/README.md,
 * "Bursts of adds"). Against a running shop's Medusa: Ama (the demo shopper) sends --burst adds of one
 * product at once; 50 ms in, Kofi (a second shopper, registered through the SMS outbox on the first
 * run) adds once. Reported per run and as medians: how many of Ama's adds answered 200, how long until
 * the last one answered, Kofi's add alone before the burst and during it, and the Medusa process's CPU
 * time for the burst (read from /proc). Never part of `npm test`.
 *
 *   PORT=3201 MEDUSA_PORT=9201 PG_PORT=54490 npm start           # in another terminal
 *   PG_PORT=54490 npx tsx bench/add-burst.ts --medusa http://localhost:9201 --medusa-pid $(pgrep -f "medusa start" | head -1)
 */
import fs from "node:fs";
import path from "node:path";
import { flag, publishableKey } from "./lib/cli.ts";
import { median, processCpuMs } from "./lib/measure.ts";

const medusa = flag("medusa", "http://localhost:9000").replace(/\/$/, "");
const medusaPid = Number(flag("medusa-pid", "0"));
const burst = Number(flag("burst", "60"));
const runs = Number(flag("runs", "3"));
const outbox = flag("outbox", path.join(".data", "sms-outbox.jsonl"));


async function json<T>(response: Response): Promise<T> {
  const text = await response.text();
  if (!response.ok) throw new Error(`${response.status} ${text}`);
  return JSON.parse(text) as T;
}

const H = { "x-publishable-api-key": await publishableKey(), "content-type": "application/json" };
const post = (route: string, body: unknown, headers: Record<string, string> = H) => fetch(`${medusa}${route}`, { method: "POST", headers, body: JSON.stringify(body) });

interface Shopper {
  name: string;
  session: Record<string, string>;
  auth: Record<string, string>;
}

async function signIn(name: string, phone: string, password: string, device: string): Promise<Shopper> {
  const login = await post("/store/phone-auth/login", { phone, password, device_fingerprint: device, remember: false });
  let token: string;
  if (login.ok) token = ((await login.json()) as { session: { token: string } }).session.token;
  else {
    // First run on this database: register the second shopper, reading the code from the SMS outbox.
    const since = Date.now();
    await json(await post("/store/phone-auth/registration/code", { phone }));
    let code: string | undefined;
    for (let i = 0; i < 50 && !code; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      const lines = fs.existsSync(outbox) ? fs.readFileSync(outbox, "utf8").trim().split("\n") : [];
      for (const line of lines.reverse()) {
        const sms = JSON.parse(line) as { to: string; body: string; sentAt: string };
        if (sms.to.endsWith(phone.slice(-9)) && Date.parse(sms.sentAt) >= since - 1000) {
          code = /\b[A-Z0-9]{6}\b/.exec(sms.body)?.[0];
          break;
        }
      }
    }
    if (!code) throw new Error(`No registration code for ${phone} in ${outbox}; pass --outbox.`);
    const { verification_token } = await json<{ verification_token: string }>(await post("/store/phone-auth/registration/verify", { phone, code }));
    const registered = await json<{ session: { token: string } }>(
      await post("/store/phone-auth/register", { phone, password, first_name: name, last_name: "Bench", verification_token, device_fingerprint: device, remember: false }),
    );
    token = registered.session.token;
  }
  const session = { ...H, "x-glow-session": token, "x-glow-device": device };
  return { name, session, auth: {} };
}

async function renew(shopper: Shopper): Promise<void> {
  const { token } = await json<{ token: string }>(await fetch(`${medusa}/store/phone-auth/session`, { headers: shopper.session }));
  shopper.auth = { ...H, authorization: `Bearer ${token}` };
}

async function emptyCart(shopper: Shopper): Promise<void> {
  const { cart_id: cartId } = await json<{ cart_id: string | null }>(await fetch(`${medusa}/store/phone-auth/session`, { headers: shopper.session }));
  if (!cartId) return;
  const { cart } = await json<{ cart: { items?: Array<{ id: string }> } }>(await fetch(`${medusa}/store/carts/${cartId}?fields=id,items.id`, { headers: shopper.auth }));
  // The shop's own remove (Medusa's line routes are closed), under the customer's lock.
  for (const item of cart.items ?? []) await fetch(`${medusa}/store/glow/my-cart/line-items/${item.id}`, { method: "DELETE", headers: shopper.auth }).then((r) => r.text());
}

const ama = await signIn("Ama", "+233244000001", "Shopper#2026", "addburstbench1");
const kofi = await signIn("Kofi", "+233209900001", "Bench#Burst-2026", "addburstbench2");
const { products } = await json<{ products: Array<{ id: string; variants: Array<{ id: string; inventory_quantity?: number }> }> }>(
  await fetch(`${medusa}/store/products?limit=100&fields=id,variants.id,%2Bvariants.inventory_quantity`, { headers: H }),
);
const variant = products.flatMap((p) => p.variants).find((v) => (v.inventory_quantity ?? 0) >= burst);
if (!variant) throw new Error(`No variant with ${burst} in stock; lower --burst.`);

const addOnce = async (shopper: Shopper): Promise<{ status: number; ms: number }> => {
  const started = performance.now();
  const response = await post("/store/glow/my-cart/line-items", { variant_id: variant.id, quantity: 1 }, shopper.auth);
  await response.text();
  return { status: response.status, ms: performance.now() - started };
};

console.log(`load average ${fs.readFileSync("/proc/loadavg", "utf8").split(" ").slice(0, 3).join(" ")}, ${new Date().toISOString()}, burst of ${burst}, ${runs} runs`);
console.log("| run | Ama's adds 200 | last answer ms | Kofi's add alone ms | Kofi's add during the burst ms | Medusa CPU ms |\n|---|---|---|---|---|---|");
const rows: number[][] = [];
for (let run = 1; run <= runs; run++) {
  for (const shopper of [ama, kofi]) {
    await renew(shopper);
    await emptyCart(shopper);
  }
  await addOnce(kofi); // warm-up
  await emptyCart(kofi);
  const alone = median([(await addOnce(kofi)).ms, (await addOnce(kofi)).ms, (await addOnce(kofi)).ms]);
  await emptyCart(kofi);
  const cpuBefore = processCpuMs(medusaPid);
  const started = performance.now();
  const amaAdds = Promise.all(Array.from({ length: burst }, () => addOnce(ama)));
  await new Promise((resolve) => setTimeout(resolve, 50));
  const during = await addOnce(kofi);
  const answers = await amaAdds;
  const lastMs = performance.now() - started;
  const cpu = processCpuMs(medusaPid) - cpuBefore;
  const ok = answers.filter((a) => a.status === 200).length;
  rows.push([ok, lastMs, alone, during.ms, cpu]);
  console.log(`| ${run} | ${ok} of ${burst} | ${lastMs.toFixed(0)} | ${alone.toFixed(0)} | ${during.ms.toFixed(0)} (${during.status}) | ${cpu} |`);
}
const col = (i: number) => median(rows.map((row) => row[i]!));
console.log(`| median | ${col(0)} of ${burst} | ${col(1).toFixed(0)} | ${col(2).toFixed(0)} | ${col(3).toFixed(0)} | ${col(4)} |`);
for (const shopper of [ama, kofi]) await emptyCart(shopper);
