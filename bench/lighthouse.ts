/**
 * Lighthouse 12 (mobile preset: Moto G Power emulation, slow 4G, 4× CPU slowdown) with Debian's
 * Chromium against a running shop, plus the home route's client JavaScript (gzip).
 *
 *   PORT=3201 npm start            # in another terminal
 *   npx tsx bench/lighthouse.ts --base http://localhost:3201 [--runs 3]
 *   npx tsx bench/lighthouse.ts --base http://localhost:3201 --profile 3g --pages /,product   # issue 16's 3G TTI
 *
 * `--profile 3g` replaces the preset's slow 4G with issue 16's "Regular 3G" (300 ms RTT, 750 kbps,
 * still 4× CPU, simulated) and checks time to interactive ≤ 4.0 s on the pages instead of the scores.
 *
 * Lighthouse runs through `npx lighthouse@12.8.2` so it never enters the project's dependencies.
 * Scores are medians of --runs runs. Never part of `npm test`.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { flag } from "./lib/cli.ts";

const base = flag("base", "http://localhost:3000").replace(/\/$/, "");
const runs = Number(flag("runs", "3"));
const chrome = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const LIGHTHOUSE = "lighthouse@12.8.2";
/** --save DIR keeps every report's JSON (for the diagnostics: LCP element and phases, critical chains, long tasks). */
const saveDir = flag("save", "");
/** --pages /,/auth limits the run to these paths (the product page is written as "product"). */
const onlyPages = flag("pages", "");
/** "3g": issue 16's Regular 3G profile (300 ms RTT, 750 kbps down and up, 4× CPU), budget TTI ≤ 4.0 s. */
const profile = flag("profile", "mobile");
const THREE_G = ["--throttling-method=simulate", "--throttling.rttMs=300", "--throttling.throughputKbps=750", "--throttling.uploadThroughputKbps=750", "--throttling.cpuSlowdownMultiplier=4"];
const TTI_BUDGET_MS = 4000;

const BUDGET = { performance: 95, accessibility: 95, bestPractices: 95, lcpMs: 2000, cls: 0.05, homeJsGzKb: 130 };
/** Issue 16 raises the browsing pages (not /auth) to performance ≥ 98 with TBT ≤ 150 ms. */
const BROWSING = { performance: 98, tbtMs: 150 };
/** Issue 4's LCP and CLS budgets are for the browsing pages; issue 8 adds /auth for the three scores only. */
const scoresOnlyPages = new Set(["/auth"]);

/**
 * The CPU slowdown that makes this host emulate the mobile preset's reference phone, from Lighthouse's
 * CPU throttling calculator (docs/throttling.md, "calibrating multipliers"): the preset's fixed 4× is
 * right for a host whose benchmark index is ~1,533; a slower or busier host should use less.
 */
export function calibratedMultiplier(benchmarkIndex: number): number {
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  return 1 + (benchmarkIndex - 150) / 650;
}

interface Run {
  performance: number;
  accessibility: number;
  bestPractices: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  fcpMs: number;
  ttiMs: number;
  benchmarkIndex: number;
  /** Compressed bytes of the page's scripts, and of everything it loaded (KB). */
  jsKb: number;
  totalKb: number;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
};

/** One retry: on a loaded machine Lighthouse now and then gives up on a page (a Chrome protocol timeout). */
function lighthouse(url: string): Run {
  try {
    return lighthouseOnce(url);
  } catch (error) {
    console.error(`Lighthouse failed on ${url} (${(error as Error).message.split("\n")[0]}); retrying once.`);
    return lighthouseOnce(url);
  }
}

function lighthouseOnce(url: string): Run {
  const out = path.join(os.tmpdir(), `glow-lh-${process.pid}-${Date.now()}.json`);
  execFileSync(
    "npx",
    [
      "--yes",
      LIGHTHOUSE,
      url,
      "--quiet",
      "--output=json",
      `--output-path=${out}`,
      "--only-categories=performance,accessibility,best-practices",
      ...(profile === "3g" ? THREE_G : []),
      "--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync",
    ],
    { stdio: ["ignore", "ignore", "inherit"], env: { ...process.env, CHROME_PATH: chrome } },
  );
  const report = JSON.parse(fs.readFileSync(out, "utf8")) as {
    categories: Record<string, { score: number }>;
    environment: { benchmarkIndex: number };
    audits: Record<string, { numericValue?: number; details?: { items?: Array<{ resourceType?: string; transferSize?: number }> } }>;
  };
  if (saveDir) {
    fs.mkdirSync(saveDir, { recursive: true });
    const name = new URL(url).pathname.replace(/[^a-z0-9]+/gi, "_").replace(/^_|_$/g, "") || "home";
    fs.copyFileSync(out, path.join(saveDir, `${name}-${Date.now()}.json`));
  }
  fs.rmSync(out, { force: true });
  return {
    performance: Math.round(report.categories.performance!.score * 100),
    accessibility: Math.round(report.categories.accessibility!.score * 100),
    bestPractices: Math.round((report.categories["best-practices"]?.score ?? NaN) * 100),
    lcpMs: Math.round(report.audits["largest-contentful-paint"]?.numericValue ?? NaN),
    cls: Number((report.audits["cumulative-layout-shift"]?.numericValue ?? NaN).toFixed(3)),
    tbtMs: Math.round(report.audits["total-blocking-time"]?.numericValue ?? NaN),
    fcpMs: Math.round(report.audits["first-contentful-paint"]?.numericValue ?? NaN),
    ttiMs: Math.round(report.audits["interactive"]?.numericValue ?? NaN),
    benchmarkIndex: Math.round(report.environment.benchmarkIndex),
    jsKb: Math.round(
      (report.audits["network-requests"]?.details?.items ?? []).filter((r) => r.resourceType === "Script").reduce((sum, r) => sum + (r.transferSize ?? 0), 0) / 102.4,
    ) / 10,
    totalKb: Math.round((report.audits["total-byte-weight"]?.numericValue ?? NaN) / 102.4) / 10,
  };
}

/**
 * The shop shows emoji (category tiles, the fingerprint canvas); every phone has an emoji font. A
 * machine without one makes Chromium search all its fonts for each emoji during layout, which
 * measures a cost no shopper pays: say so (Debian: apt-get install -y fonts-noto-color-emoji).
 */
function emojiFont(): string {
  try {
    const match = execFileSync("fc-match", ["emoji"], { encoding: "utf8" }).trim();
    return /emoji/i.test(match) ? match : `none (fc-match emoji → ${match}); install fonts-noto-color-emoji for figures a phone would see`;
  } catch {
    return "unknown (no fc-match)";
  }
}

/** remix-serve closes idle keep-alive sockets; one retry covers a request written to a closing socket. */
async function get(url: string | URL): Promise<Response> {
  try {
    return await fetch(url);
  } catch {
    await new Promise((r) => setTimeout(r, 200));
    return fetch(url);
  }
}

/** Every script the home page loads before interaction: entry scripts and modulepreloads, gzip-compressed. */
async function homeJs(): Promise<{ files: number; rawKb: number; gzKb: number }> {
  const html = await (await get(`${base}/`)).text();
  const urls = new Set<string>();
  for (const m of html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)) urls.add(m[1]!);
  for (const m of html.matchAll(/<script[^>]+src="([^"]+)"/g)) urls.add(m[1]!);
  for (const m of html.matchAll(/import\(?\s*"(\/assets\/[^"]+\.js)"/g)) urls.add(m[1]!);
  // Pages that start their JavaScript after load (ADR 076) list the same modules in the boot script.
  for (const m of html.matchAll(/var q=(\[[^\]]*\])/g)) for (const url of JSON.parse(m[1]!) as string[]) urls.add(url);
  let raw = 0;
  let gz = 0;
  for (const url of urls) {
    const body = Buffer.from(await (await get(new URL(url, base))).arrayBuffer());
    raw += body.length;
    gz += gzipSync(body, { level: 9 }).length;
  }
  return { files: urls.size, rawKb: Math.round(raw / 102.4) / 10, gzKb: Math.round(gz / 102.4) / 10 };
}

async function main() {
  const productSlug = ((await (await get(`${base}/api/products?featured=true&limit=1`)).json()) as { products: Array<{ slug: string }> }).products[0]?.slug;
  // Issue 8 adds /auth and the best-practices score (≥ 95) to issue 4's pages.
  const allPages = ["/", "/products", `/products/slug/${productSlug}`, "/auth"];
  const pages = onlyPages ? onlyPages.split(",").map((p) => (p === "product" ? `/products/slug/${productSlug}` : p)) : allPages;
  console.log(`Lighthouse ${LIGHTHOUSE} (mobile preset${profile === "3g" ? ", Regular 3G: 300 ms RTT, 750 kbps, 4× CPU" : ""}) · ${runs} run(s) per page · ${base} · Chromium ${execFileSync(chrome, ["--version"]).toString().trim()}`);
  console.log(`Load average: ${os.loadavg().map((l) => l.toFixed(1)).join(" ")}`);
  console.log(`Emoji font: ${emojiFont()}`);
  console.log(`Machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? "CPU"}, ${Math.round(os.totalmem() / 2 ** 30)} GB RAM, Node ${process.version}, ${new Date().toISOString()}\n`);
  const rows: Array<Record<string, string | number>> = [];
  const overBudget: string[] = [];
  let failed = false;
  for (const page of pages) {
    const results: Run[] = [];
    for (let i = 0; i < runs; i++) results.push(lighthouse(`${base}${page}`));
    const row = {
      page,
      performance: median(results.map((r) => r.performance)),
      accessibility: median(results.map((r) => r.accessibility)),
      "best practices": median(results.map((r) => r.bestPractices)),
      "LCP ms": median(results.map((r) => r.lcpMs)),
      CLS: median(results.map((r) => r.cls)),
      "TBT ms": median(results.map((r) => r.tbtMs)),
      "FCP ms": median(results.map((r) => r.fcpMs)),
      "TTI ms": median(results.map((r) => r.ttiMs)),
      // Transferred (compressed) bytes during the load, as Lighthouse saw them.
      "JS KB": median(results.map((r) => r.jsKb)),
      "total KB": median(results.map((r) => r.totalKb)),
      // Lighthouse's CPU benchmark of this machine during the run (higher is faster; a quiet desktop is ~1,500–2,500).
      "CPU index": median(results.map((r) => r.benchmarkIndex)),
    };
    const misses = profile === "3g" ? [row["TTI ms"] > TTI_BUDGET_MS && `TTI ${row["TTI ms"]} ms > ${TTI_BUDGET_MS} ms`].filter(Boolean) : [
      row.performance < BUDGET.performance && `performance ${row.performance} < ${BUDGET.performance}`,
      !scoresOnlyPages.has(page) && row.performance >= BUDGET.performance && row.performance < BROWSING.performance && `performance ${row.performance} < ${BROWSING.performance} (issue 16)`,
      !scoresOnlyPages.has(page) && row["TBT ms"] > BROWSING.tbtMs && `TBT ${row["TBT ms"]} ms > ${BROWSING.tbtMs} ms (issue 16)`,
      row.accessibility < BUDGET.accessibility && `accessibility ${row.accessibility} < ${BUDGET.accessibility}`,
      row["best practices"] < BUDGET.bestPractices && `best practices ${row["best practices"]} < ${BUDGET.bestPractices}`,
      !scoresOnlyPages.has(page) && row["LCP ms"] > BUDGET.lcpMs && `LCP ${row["LCP ms"]} ms > ${BUDGET.lcpMs} ms`,
      !scoresOnlyPages.has(page) && row.CLS > BUDGET.cls && `CLS ${row.CLS} > ${BUDGET.cls}`,
    ].filter(Boolean);
    if (misses.length > 0) {
      failed = true;
      overBudget.push(`${page}: ${misses.join(", ")}`);
    }
    rows.push(row);
  }
  console.table(rows);
  for (const line of overBudget) console.log(`Over budget: ${line}`);
  const slowestIndex = Math.min(...rows.map((r) => Number(r["CPU index"])));
  if (slowestIndex < 1300) {
    console.log(
      `\nNote: Lighthouse's CPU index fell to ${slowestIndex} (the preset's 4× assumes ~1,533). Lighthouse's calculator would emulate its reference phone here with ` +
        `${calibratedMultiplier(slowestIndex).toFixed(1)}×, so these scores stand for a slower phone than the preset's; measure on a quiet machine.`,
    );
  }
  const js = await homeJs();
  console.log(`\nHome route client JS: ${js.files} files, ${js.rawKb} KB raw, ${js.gzKb} KB gzip (budget ${BUDGET.homeJsGzKb} KB)`);
  if (js.gzKb > BUDGET.homeJsGzKb) failed = true;
  console.log(failed ? "\nOVER BUDGET" : "\nAll budgets met");
  process.exitCode = failed ? 1 : 0;
}

await main();
