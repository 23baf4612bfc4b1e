/**
 * What signing in costs a page render (issue 16): autocannon on loopback against a running production
 * build, each page rendered for an anonymous visitor **with a cookie** (so the page cache, which only
 * serves cookie-less visitors, never answers) and for the signed-in demo shopper, runs interleaved
 * (anonymous, signed in, anonymous, …) so both sides see the same machine load. The figure that
 * counts is the **ratio** signed-in req/s ÷ anonymous req/s of the same page: it does not depend on
 * how fast (or how busy) the machine is. Never part of `npm test`.
 *
 *   PORT=3450 MEDUSA_PORT=9450 PG_PORT=54750 MEDUSA_DISABLE_ADMIN=true GLOW_DATA_DIR=.data/bench npm start   # another terminal
 *   npx tsx bench/signed-in-ratio.ts --base http://localhost:3450 [--runs 5] [--duration 8] [--connections 10]
 *
 * `--bases URL1,URL2` measures two storefront builds on the same Medusa (e.g. main's build started by
 * hand on another port with the same SESSION_SECRET), interleaved page by page: a before/after pair
 * taken in the same minutes. The demo shopper signs in once through the first base.
 * `--modes` says how the signed-in side behaves (comma-separated, each measured against the same
 * anonymous runs; default `browser`):
 * - `browser`: each autocannon connection keeps its own cookies and follows `Set-Cookie`, like one
 *   fast browser (ADR 140): most renders trust the ≤ 5 s assertion and ask Medusa nothing;
 * - `session-only`: the session cookie alone, `Set-Cookie` ignored (issue 31): every render runs
 *   Medusa's full session check;
 * - `aged`: the session cookie and an assertion 5–(5 + duration) s old, `Set-Cookie` ignored: what a
 *   busy shop's shoppers send, each opening a page every 10–30 s; every render runs the light check
 *   (ADR 207).
 * Run the shop with `GLOW_OPTIONS_FILE=e2e/shop-options.json` (page cache off) since issue 31: the page cache serves the anonymous side.
 * Budgets (issue 16): ratio ≥ 0.75 and signed-in p50 ≤ 80 ms at 10 connections; exits 1 on a miss.
 */
import os from "node:os";
import autocannon from "autocannon";
import { flag } from "./lib/cli.ts";
import { signInCookie, withAgedAssertion } from "./lib/shopper.ts";

const bases = flag("bases", flag("base", "http://localhost:3000"))
  .split(",")
  .map((b) => b.trim().replace(/\/$/, ""))
  .filter(Boolean);
const runs = Number(flag("runs", "5"));
const duration = Number(flag("duration", "8"));
const connections = Number(flag("connections", "10"));
const phone = flag("phone", "0244000001");
const password = flag("password", "Shopper#2026");
const BUDGET = { ratio: 0.75, signedInP50Ms: 80 };
const MODES = ["browser", "session-only", "aged"] as const;
type Mode = (typeof MODES)[number];
const modes = flag("modes", "browser")
  .split(",")
  .map((m) => m.trim())
  .filter(Boolean) as Mode[];
for (const mode of modes) if (!MODES.includes(mode)) throw new Error(`--modes: "${mode}" is not one of ${MODES.join(", ")}.`);
if (modes.includes("aged") && duration > 50) throw new Error("--duration: at most 50 s with the aged mode (its assertion must stay under a minute old).");

interface Figures {
  reqPerSec: number;
  p50: number;
  p95: number;
  bad: number;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/** name → value of a `Cookie` header. */
function parseCookies(header: string): Map<string, string> {
  const jar = new Map<string, string>();
  for (const part of header.split(";")) {
    const at = part.indexOf("=");
    if (at > 0) jar.set(part.slice(0, at).trim(), part.slice(at + 1).trim());
  }
  return jar;
}

/** Applies a response's `Set-Cookie` lines (raw header list) to a jar, as a browser would (Max-Age=0 or a past Expires deletes). */
function applySetCookies(jar: Map<string, string>, rawHeaders: string[]): void {
  for (let i = 0; i + 1 < rawHeaders.length; i += 2) {
    if (rawHeaders[i]!.toLowerCase() !== "set-cookie") continue;
    const [pair = "", ...attributes] = rawHeaders[i + 1]!.split(";");
    const at = pair.indexOf("=");
    if (at <= 0) continue;
    const name = pair.slice(0, at).trim();
    const gone = attributes.some((a) => /^\s*max-age=\s*(0|-\d+)\s*$/i.test(a) || (/^\s*expires=/i.test(a) && Date.parse(a.split("=").slice(1).join("=")) < Date.now()));
    if (gone) jar.delete(name);
    else jar.set(name, pair.slice(at + 1).trim());
  }
}

/** The parts of autocannon's client this script uses (`setupClient`, pipelining 1). */
interface CannonClient {
  setHeaders(headers: Record<string, string>): void;
  on(event: "headers", listener: (response: { headers: string[] }) => void): void;
}

/**
 * Each connection behaves like one browser: it starts with `cookie` and keeps what the server's
 * `Set-Cookie` answers say (ADR 140's session assertion is refreshed that way); a fixed cookie would
 * send a stale assertion after 5 s and measure only the slow path.
 */
function cannon(url: string, cookie: string, seconds: number, followSetCookie = true): Promise<Figures> {
  return new Promise((resolve, reject) => {
    const samples: number[] = [];
    const setupClient = (client: CannonClient) => {
      const jar = parseCookies(cookie);
      const header = () => [...jar].map(([name, value]) => `${name}=${value}`).join("; ");
      client.setHeaders({ cookie: header() });
      if (followSetCookie) client.on("headers", (response) => {
        const before = header();
        applySetCookies(jar, response.headers ?? []);
        if (header() !== before) client.setHeaders({ cookie: header() });
      });
    };
    const instance = autocannon({ url, connections, duration: seconds, timeout: 30, setupClient } as unknown as autocannon.Options, (error, result) => {
      if (error) return reject(error);
      samples.sort((a, b) => a - b);
      const pct = (p: number) => (samples.length ? Math.round(samples[Math.min(samples.length - 1, Math.floor((p / 100) * samples.length))]!) : NaN);
      resolve({ reqPerSec: result.requests.average, p50: pct(50), p95: pct(95), bad: result.errors + result.timeouts + result.non2xx });
    });
    instance.on("response", (_client, _status, _bytes, responseTime) => samples.push(responseTime));
  });
}

/** The signed-in cookie of one run: `aged` sends one 5–(5 + duration) s old (withAgedAssertion). */
function signedInCookie(mode: Mode, url: string, session: string): Promise<string> {
  return mode === "aged" ? withAgedAssertion(url, session) : Promise.resolve(session);
}

/** The root loader's data says who the page was rendered for: make sure each side is what it claims. */
async function renderedFor(url: string, cookie: string): Promise<"signed in" | "anonymous"> {
  const response = await fetch(url, { headers: { cookie } });
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  const html = await response.text();
  // Remix streams loader data encoded (turbo-stream); the shopper's customer id appears only when signed in.
  if (/cus_[A-Z0-9]{10,}/.test(html)) return "signed in";
  return "anonymous";
}

async function main(): Promise<void> {
  const { products } = (await (await fetch(`${bases[0]}/api/products?limit=1`)).json()) as { products: Array<{ slug: string }> };
  const pages: Array<[string, string]> = [
    ["/", "/"],
    ["/products", "/products"],
    ["product page", `/products/slug/${products[0]!.slug}`],
  ];
  const signedIn = await signInCookie(bases[0]!, { phone, password, fingerprint: "benchratio1" });
  const anonymous = "device_fingerprint=benchanon1";
  for (const base of bases) {
    for (const [, path] of pages) {
      if ((await renderedFor(base + path, signedIn)) !== "signed in") throw new Error(`${base}${path} was not rendered for the signed-in shopper.`);
      if ((await renderedFor(base + path, anonymous)) !== "anonymous") throw new Error(`${base}${path} was rendered for a shopper without a session.`);
    }
  }
  const load = () => os.loadavg().map((l) => l.toFixed(1)).join(" ");
  console.log(`Machine: ${os.cpus().length} × ${os.cpus()[0]?.model}, ${Math.round(os.totalmem() / 2 ** 30)} GB, Node ${process.version}`);
  console.log(`Start ${new Date().toISOString()}, load average ${load()}; ${connections} connections, ${runs} interleaved runs of ${duration} s per side\n`);
  const lines: string[] = [];
  const misses: string[] = [];
  for (const [name, path] of pages) {
    for (const base of bases) {
      const url = base + path;
      await cannon(url, anonymous, 2); // warm-up, both sides
      await cannon(url, signedIn, 2);
      const anon: Figures[] = [];
      const signedByMode = new Map<Mode, Figures[]>(modes.map((mode) => [mode, []]));
      for (let i = 0; i < runs; i++) {
        anon.push(await cannon(url, anonymous, duration));
        for (const mode of modes) {
          const cookie = await signedInCookie(mode, url, signedIn);
          signedByMode.get(mode)!.push(await cannon(url, cookie, duration, mode === "browser"));
        }
      }
      const a = { reqPerSec: median(anon.map((f) => f.reqPerSec)), p50: median(anon.map((f) => f.p50)), p95: median(anon.map((f) => f.p95)) };
      for (const mode of modes) {
        const signed = signedByMode.get(mode)!;
        const s = { reqPerSec: median(signed.map((f) => f.reqPerSec)), p50: median(signed.map((f) => f.p50)), p95: median(signed.map((f) => f.p95)) };
        const ratio = s.reqPerSec / a.reqPerSec;
        const pairRatios = anon.map((f, i) => signed[i]!.reqPerSec / f.reqPerSec);
        const bad = [...anon, ...signed].reduce((sum, f) => sum + f.bad, 0);
        const label = `${bases.length > 1 ? `${name} (${base})` : name}${modes.length > 1 || mode !== "browser" ? `, ${mode}` : ""}`;
        const line = `| ${label} | ${a.reqPerSec.toFixed(1)} | ${a.p50} / ${a.p95} | ${s.reqPerSec.toFixed(1)} | ${s.p50} / ${s.p95} | **${ratio.toFixed(2)}** | ${pairRatios.map((r) => r.toFixed(2)).join(", ")} | ${bad} |`;
        lines.push(line);
        console.log(line);
        if (ratio < BUDGET.ratio) misses.push(`${label}: ratio ${ratio.toFixed(2)} < ${BUDGET.ratio}`);
        if (s.p50 > BUDGET.signedInP50Ms) misses.push(`${label}: signed-in p50 ${s.p50} ms > ${BUDGET.signedInP50Ms} ms`);
        if (bad) misses.push(`${label}: ${bad} errors/non-2xx`);
      }
    }
  }
  console.log(`\nEnd ${new Date().toISOString()}, load average ${load()}\n`);
  console.log("| Page | Anonymous (cookie) req/s | p50 / p95 ms | Signed in req/s | p50 / p95 ms | Ratio | Per-pair ratios | Errors |");
  console.log("|---|---|---|---|---|---|---|---|");
  for (const line of lines) console.log(line);
  console.log(misses.length ? `\nBudgets missed (issue 16):\n- ${misses.join("\n- ")}` : "\nAll budgets met (issue 16: ratio ≥ 0.75, signed-in p50 ≤ 80 ms).");
  process.exitCode = misses.length ? 1 : 0;
}

await main();
