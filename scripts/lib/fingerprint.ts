import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";

const IGNORED_DIRS = new Set(["node_modules", ".medusa", "build", "dist", ".cache", "coverage", "test-results"]);

/** A content hash over files and directory trees; used to skip builds and migrations that are up to date. */
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

export function readStamp(stampFile: string): string | undefined {
  try {
    return fs.readFileSync(stampFile, "utf8").trim();
  } catch {
    return undefined;
  }
}

export function writeStamp(stampFile: string, value: string): void {
  fs.mkdirSync(path.dirname(stampFile), { recursive: true });
  fs.writeFileSync(stampFile, `${value}\n`);
}
