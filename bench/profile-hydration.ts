/**
 * Where the main thread goes while a page boots: a Chrome trace with V8 CPU samples at Lighthouse's
 * 4× CPU slowdown, cut into the long tasks (> 50 ms at 4×), with the functions that took the most time
 * in each. Diagnostics for the Lighthouse budget (bench/README.md), not a benchmark.
 *
 *   npx tsx bench/profile-hydration.ts --base http://localhost:3260 --path /products [--top 12]
 *   npx tsx bench/profile-hydration.ts --base http://localhost:3260 --path / --rate 1 --threshold 10
 *
 * Function names are readable when the storefront was built with `npx remix vite:build --minify false`.
 */
import { chromium } from "playwright";
import { flag } from "./lib/cli.ts";

const base = flag("base", "http://localhost:3000").replace(/\/$/, "");
const pagePath = flag("path", "/products");
const top = Number(flag("top", "12"));
/**
 * --rate 1 --threshold 12.5 lists what Lighthouse's simulated runs see: they load the page without CPU
 * throttling and multiply every task by 4, so a task over 12.5 ms real is a "long task" (> 50 ms) there,
 * and the last one after the scripts arrive sets the Regular 3G time to interactive (bench/README.md).
 */
const rate = Number(flag("rate", "4"));
const thresholdMs = Number(flag("threshold", "50"));

type CallFrame = { functionName: string; url: string; lineNumber: number; columnNumber: number };
type ProfileNode = { id: number; callFrame: CallFrame; parent?: number };
type TraceEvent = { name: string; ph: string; pid: number; tid: number; ts: number; dur?: number; id?: string; args?: Record<string, unknown> };

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
});
const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
const page = await context.newPage();
const cdp = await context.newCDPSession(page);
await cdp.send("Emulation.setCPUThrottlingRate", { rate });
await browser.startTracing(page, { categories: ["devtools.timeline", "disabled-by-default-devtools.timeline", "disabled-by-default-v8.cpu_profiler", "v8.execute", "blink.user_timing"] });
await page.goto(base + pagePath, { waitUntil: "load" });
await page.waitForTimeout(6000);
const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
await browser.close();

const events = trace.traceEvents;
const threadNames = events.filter((e) => e.name === "thread_name");
const mains = threadNames.filter((e) => (e.args as { name: string }).name === "CrRendererMain");
// The page's renderer is the one that parsed its HTML (other renderers: about:blank, images).
const countTasks = (pid: number, tid: number) => events.filter((e) => e.pid === pid && e.tid === tid && e.name === "ParseHTML").length;
const main = mains.sort((a, b) => countTasks(b.pid, b.tid) - countTasks(a.pid, a.tid))[0];
if (!main) throw new Error("No renderer main thread in the trace.");
const onMain = events.filter((e) => e.pid === main.pid && e.tid === main.tid);
const navigationStart = Math.min(...onMain.filter((e) => e.name === "navigationStart" || e.name === "markAsMainFrame").map((e) => e.ts), Infinity);
const t0 = Number.isFinite(navigationStart) ? navigationStart : Math.min(...onMain.map((e) => e.ts));

// V8 samples: "Profile" gives the start time, "ProfileChunk"s give nodes, samples and time deltas.
const nodes = new Map<number, ProfileNode>();
const samples: { id: number; ts: number }[] = [];
let clock = 0;
for (const e of events.filter((x) => x.pid === main.pid && (x.name === "Profile" || x.name === "ProfileChunk"))) {
  const data = (e.args as { data: { startTime?: number; cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] }; timeDeltas?: number[] } }).data;
  if (e.name === "Profile") clock = data.startTime ?? e.ts;
  for (const n of data.cpuProfile?.nodes ?? []) nodes.set(n.id, n);
  const ids = data.cpuProfile?.samples ?? [];
  ids.forEach((id, i) => {
    clock += data.timeDeltas?.[i] ?? 0;
    samples.push({ id, ts: clock });
  });
}

const label = (f: CallFrame) => `${f.functionName || "(anonymous)"} ${(f.url ?? "").split("/").pop()}:${(f.lineNumber ?? -1) + 1}`;
const tasks = onMain.filter((e) => e.name === "RunTask" && (e.dur ?? 0) > thresholdMs * 1000).sort((a, b) => a.ts - b.ts);
console.log(`${pagePath}: ${tasks.length} tasks over ${thresholdMs} ms at ${rate}× CPU; ${samples.length} samples`);
for (const task of tasks) {
  const inside = samples.filter((s) => s.ts >= task.ts && s.ts <= task.ts + task.dur!);
  const self = new Map<string, number>();
  const inclusive = new Map<string, number>();
  inside.forEach((s, i) => {
    const next = inside[i + 1];
    const dt = next ? (next.ts - s.ts) / 1000 : 0;
    const node = nodes.get(s.id);
    if (!node) return;
    self.set(label(node.callFrame), (self.get(label(node.callFrame)) ?? 0) + dt);
    const seen = new Set<string>();
    for (let n: ProfileNode | undefined = node; n; n = n.parent === undefined ? undefined : nodes.get(n.parent)) {
      const l = label(n.callFrame);
      if (seen.has(l)) continue;
      seen.add(l);
      inclusive.set(l, (inclusive.get(l) ?? 0) + dt);
    }
  });
  const kinds = new Map<string, number>();
  for (const e of onMain) {
    if (e.ph === "X" && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= task.ts + task.dur! && e !== task && ["Layout", "UpdateLayoutTree", "ParseHTML", "EvaluateScript", "v8.evaluateModule", "FunctionCall", "MajorGC", "MinorGC", "Paint", "TimerFire"].includes(e.name)) {
      kinds.set(e.name, (kinds.get(e.name) ?? 0) + (e.dur ?? 0) / 1000);
    }
  }
  const fmt = (m: Map<string, number>) =>
    [...m].sort((a, b) => b[1] - a[1]).slice(0, top).map(([k, v]) => `      ${v.toFixed(1).padStart(6)} ms  ${k}`).join("\n");
  console.log(`\n  task at ${((task.ts - t0) / 1000).toFixed(0)} ms, ${(task.dur! / 1000).toFixed(0)} ms: ${[...kinds].map(([k, v]) => `${k} ${v.toFixed(0)}`).join(", ")}\n    self:\n${fmt(self)}\n    inclusive:\n${fmt(inclusive)}`);
}
