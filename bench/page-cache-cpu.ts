/**
 * What one page costs the storefront's processes in CPU time, by kind of visitor (issue 31 points 1
 * and 3; bench/README.md, "Page cache: CPU per response"). CPU time read from /proc before and after
 * --requests requests (10 at a time) is robust on a shared machine whose wall-clock req/s swing with
 * other jobs. Never part of `npm test`.
 *
 *   PORT=3201 MEDUSA_PORT=9201 PG_PORT=54490 GLOW_DATA_DIR=.data/bench npm start   # in another terminal
 *   npx tsx bench/page-cache-cpu.ts --base http://localhost:3201 --pids "$(pgrep -f 'main/storefront/build/server.js' | tr '\n' ',')"
 */
import fs from "node:fs";
import { flag } from "./lib/cli.ts";
import { median, processCpuMs } from "./lib/measure.ts";

const base = flag("base", "http://localhost:3000").replace(/\/$/, "");
const pids = flag("pids", "").split(",").map(Number).filter(Boolean);
const requests = Number(flag("requests", "600"));
const runs = Number(flag("runs", "3"));
if (pids.length === 0) throw new Error("Pass --pids: the storefront's server processes (see the comment at the top).");

const cpuMs = () => pids.reduce((sum, pid) => sum + processCpuMs(pid), 0);

const visitors: Array<[string, Record<string, string>]> = [
  ["no cookie", { "accept-encoding": "gzip, deflate, br" }],
  ["device cookie (a signed-out browser)", { "accept-encoding": "gzip, deflate, br", cookie: "device_fingerprint=benchvisitor1; glow_device=benchvisitordevicetoken01" }],
  ["personal cookie (rendered every time)", { "accept-encoding": "gzip, deflate, br", cookie: "glow_flash=benchrender1" }],
];
const pages = ["/", "/products"];

async function send(path: string, headers: Record<string, string>, count: number): Promise<{ statuses: Map<number, number>; hits: number }> {
  const statuses = new Map<number, number>();
  let hits = 0;
  let next = 0;
  await Promise.all(
    Array.from({ length: 10 }, async () => {
      while (next < count) {
        next += 1;
        const response = await fetch(`${base}${path}`, { headers });
        await response.arrayBuffer();
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        if (response.headers.get("x-glow-page-cache") === "HIT") hits += 1;
      }
    }),
  );
  return { statuses, hits };
}

console.log(`load average ${fs.readFileSync("/proc/loadavg", "utf8").split(" ").slice(0, 3).join(" ")}, ${new Date().toISOString()}, ${requests} requests × ${runs} runs`);
console.log("| page | visitor | storefront CPU ms per response (median) | served from the page cache |\n|---|---|---|---|");
for (const path of pages) {
  for (const [visitor, headers] of visitors) {
    const count = visitor.startsWith("personal") ? Math.max(30, Math.round(requests / 10)) : requests;
    await send(path, headers, 20); // warm-up
    const perResponse: number[] = [];
    let hitShare = 0;
    for (let run = 0; run < runs; run++) {
      const before = cpuMs();
      const { hits } = await send(path, headers, count);
      perResponse.push((cpuMs() - before) / count);
      hitShare = hits / count;
    }
    console.log(`| ${path} | ${visitor} | ${median(perResponse).toFixed(2)} | ${(hitShare * 100).toFixed(0)} % |`);
  }
}
