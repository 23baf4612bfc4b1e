import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";

const IGNORED_DIRS = new Set(["node_modules", ".medusa", "build", "dist", ".cache", "coverage", "test-results"]);

/**
 * A content hash over files and directory trees: the database's migration and seed stamps (builds
 * are turbo's, scripts/lib/turbo.ts), which live in the database itself and so follow it.
 */
export function fingerprint(paths: string[]): string {
  const hash = crypto.createHash("sha256");
  const visit = (target: string): void => {
    let stat: fs.Stats;
    try {
      stat = fs.statSync(target);
    } catch {
      hash.update(`missing:${target}\n`);
      return;
    }
    if (stat.isDirectory()) {
      for (const entry of fs.readdirSync(target).sort()) {
        if (IGNORED_DIRS.has(entry)) continue;
        visit(path.join(target, entry));
      }
      return;
    }
    hash.update(`file:${target}\n`);
    hash.update(fs.readFileSync(target));
  };
  for (const target of paths) visit(target);
  return hash.digest("hex");
}
