/**
 * What a signed-in page render costs in CPU time, storefront and Medusa together, by what the
 * browser sends (issue 31 point 2, ADR 207; bench/README.md, "Signed-in renders: CPU per render"):
 * - anonymous with a device cookie (the comparison; run the shop with GLOW_OPTIONS_FILE=e2e/shop-options.json, page cache off, so it
 *   is rendered, not served from the page cache);
 * - the session cookie only: every render runs Medusa's full session check;
 * - the session cookie and an assertion 5–30 s old, what a shopper opening a page every 10–30 s
 *   sends: the light check (one indexed read) since ADR 207, the full check before.
 * CPU time read from /proc before and after --requests requests (10 at a time) survives a shared
 * machine whose wall-clock req/s swing with other jobs. Never part of `npm test`.
 *
 *   PORT=3201 MEDUSA_PORT=9201 PG_PORT=54490 GLOW_OPTIONS_FILE=e2e/shop-options.json GLOW_DATA_DIR=.data/bench npm start   # another terminal
 *   npx tsx bench/signed-in-cpu.ts --base http://localhost:3201 \
 *     --pids "$(pgrep -f 'main/storefront/build/server.js' | tr '\n' ',')" --medusa-pid "$(pgrep -f 'medusa start' | head -1)"
 */
import fs from "node:fs";
import { flag } from "./lib/cli.ts";
import { median, processCpuMs } from "./lib/measure.ts";
import { signInCookie, withAgedAssertion } from "./lib/shopper.ts";

const base = flag("base", "http://localhost:3000").replace(/\/$/, "");
const storefrontPids = flag("pids", "").split(",").map(Number).filter(Boolean);
const medusaPids = flag("medusa-pid", "").split(",").map(Number).filter(Boolean);
const requests = Number(flag("requests", "300"));
const runs = Number(flag("runs", "3"));
const phone = flag("phone", "0244000001");
const password = flag("password", "Shopper#2026");
if (storefrontPids.length === 0 || medusaPids.length === 0) throw new Error("Pass --pids (the storefront's server processes) and --medusa-pid (see the comment at the top).");

const cpuOf = (pids: number[]) => pids.reduce((sum, pid) => sum + processCpuMs(pid), 0);

async function send(path: string, cookie: string, count: number): Promise<{ signedIn: number; statuses: Set<number> }> {
  let next = 0;
  let signedIn = 0;
  const statuses = new Set<number>();
  await Promise.all(
    Array.from({ length: 10 }, async () => {
      while (next < count) {
        next += 1;
        const response = await fetch(`${base}${path}`, { headers: { cookie, "accept-encoding": "gzip, deflate, br" } });
        const html = await response.text();
        statuses.add(response.status);
        if (/cus_[A-Z0-9]{10,}/.test(html)) signedIn += 1;
      }
    }),
  );
  return { signedIn, statuses };
}

const session = await signInCookie(base, { phone, password, fingerprint: "benchcpu1" });
const { products } = (await (await fetch(`${base}/api/products?limit=1`)).json()) as { products: Array<{ slug: string }> };
const pages = ["/", "/products", `/products/slug/${products[0]!.slug}`];
console.log(`load average ${fs.readFileSync("/proc/loadavg", "utf8").split(" ").slice(0, 3).join(" ")}, ${new Date().toISOString()}, ${requests} requests × ${runs} runs`);
console.log("| page | visitor | storefront CPU ms / render | Medusa CPU ms / render | total | × anonymous |\n|---|---|---|---|---|---|");
for (const path of pages) {
  let anonymousTotal = NaN;
  for (const visitor of ["anonymous, device cookie", "session cookie only", "session + assertion 5–30 s old"] as const) {
    const storefront: number[] = [];
    const medusa: number[] = [];
    for (let run = 0; run < runs; run++) {
      const cookie = visitor.startsWith("anonymous") ? "device_fingerprint=benchcpuanon1" : visitor === "session cookie only" ? session : await withAgedAssertion(`${base}${path}`, session);
      await send(path, cookie, 10); // warm-up
      const before = [cpuOf(storefrontPids), cpuOf(medusaPids)];
      const { signedIn, statuses } = await send(path, cookie, requests);
      storefront.push((cpuOf(storefrontPids) - before[0]!) / requests);
      medusa.push((cpuOf(medusaPids) - before[1]!) / requests);
      if ([...statuses].some((s) => s !== 200)) throw new Error(`${path} (${visitor}): answers ${[...statuses].join(", ")}`);
      if (visitor.startsWith("anonymous") ? signedIn !== 0 : signedIn !== requests) throw new Error(`${path} (${visitor}): ${signedIn} of ${requests} renders were for the signed-in shopper.`);
    }
    const total = median(storefront) + median(medusa);
    if (visitor.startsWith("anonymous")) anonymousTotal = total;
    console.log(`| ${path} | ${visitor} | ${median(storefront).toFixed(2)} | ${median(medusa).toFixed(2)} | ${total.toFixed(2)} | ${(total / anonymousTotal).toFixed(2)} |`);
  }
}
