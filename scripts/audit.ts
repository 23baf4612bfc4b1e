/**
 * `npm run audit` — `npm audit --omit=dev`: fails on a high or critical advisory in a runtime
 * dependency unless docs/decisions/072-dependency-advisories.md lists its GHSA id with a reason.
 * When the registry offers no audit endpoint (a mirror answering 405, no network), it says so and
 * exits 0, unless GLOW_AUDIT_REQUIRED=true.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fail, info, warn } from "./lib/log.ts";
import { repoRoot } from "./lib/paths.ts";

const result = spawnSync("npm", ["audit", "--omit=dev", "--json"], { cwd: repoRoot, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
let report: { error?: { code?: string; summary?: string }; vulnerabilities?: Record<string, { severity: string; via: Array<string | { url?: string; title?: string; severity?: string }> }> };
try {
  report = JSON.parse(result.stdout || "{}");
} catch {
  report = { error: { summary: result.stderr.slice(0, 500) } };
}
if (report.error || !report.vulnerabilities) {
  const why = [report.error?.code, report.error?.summary].filter(Boolean).join(": ") || "no answer";
  if (process.env.GLOW_AUDIT_REQUIRED === "true") {
    fail(`npm audit could not run: ${why}`);
    process.exit(1);
  }
  warn(`npm audit could not run here (${why.split("\n")[0]}): the registry has no audit endpoint. Run it where registry.npmjs.org is reachable.`);
  process.exit(0);
}
const adr = fs.readFileSync(path.join(repoRoot, "docs", "decisions", "072-dependency-advisories.md"), "utf8");
const accepted = new Set(adr.match(/GHSA-[\w-]+/g) ?? []);
const problems: string[] = [];
for (const [name, vulnerability] of Object.entries(report.vulnerabilities)) {
  if (vulnerability.severity !== "high" && vulnerability.severity !== "critical") continue;
  for (const via of vulnerability.via) {
    if (typeof via === "string") continue;
    const id = /GHSA-[\w-]+/.exec(via.url ?? "")?.[0] ?? via.url ?? "?";
    if (!accepted.has(id)) problems.push(`${name}: ${via.severity} ${id} ${via.title ?? ""}`);
  }
}
if (problems.length) {
  fail(`High/critical advisories in runtime dependencies, not explained in ADR 072:\n  ${problems.join("\n  ")}`);
  process.exit(1);
}
info("npm audit --omit=dev: no unexplained high or critical advisories.");
