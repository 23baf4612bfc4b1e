import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/**
 * Docs that stay true (issue 22): an ADR's Status line says what later ADRs did to it. When ADR B's
 * Status line says it supersedes, replaces, amends, revises or extends ADR A, A's Status line names
 * ADR B; when B supersedes A, A says "superseded by" it.
 */
const dir = path.join(path.resolve(path.dirname(fileURLToPath(import.meta.url)), ".."), "docs", "decisions");

interface Adr {
  number: string;
  file: string;
  status: string;
}

/** Superseded ADRs move to `archive/` (docs/architecture.md is the current picture); they still count. */
const archive = path.join(dir, "archive");
const adrs: Adr[] = [dir, archive]
  .flatMap((folder) => (fs.existsSync(folder) ? fs.readdirSync(folder).map((file) => path.relative(dir, path.join(folder, file))) : []))
  .filter((f) => /^(archive\/)?\d{3}-.*\.md$/.test(f))
  .map((file) => {
    const text = fs.readFileSync(path.join(dir, file), "utf8");
    const status = text.split("\n").find((line) => /\bStatus:/.test(line)) ?? "";
    return { number: path.basename(file).slice(0, 3), file, status };
  });
const byNumber = new Map(adrs.map((adr) => [adr.number, adr]));

/** What B's Status line says it did to earlier ADRs: [verb, ADR number]. */
function claims(status: string): Array<{ verb: string; target: string }> {
  const found: Array<{ verb: string; target: string }> = [];
  // A clause runs to the next verb or separator: "Amends ADR 094 and ADR 012 · …".
  for (const clause of status.matchAll(/\b(supersedes|replaces|amends|revises|extends)\b((?:(?!\b(?:supersedes|replaces|amends|revises|extends)\b)[^·;()])*)/gi)) {
    for (const ref of clause[2]!.matchAll(/ADR (\d{3})/g)) found.push({ verb: clause[1]!.toLowerCase(), target: ref[1]! });
  }
  return found;
}

describe("ADR Status lines", () => {
  it("every ADR has one", () => {
    expect(adrs.filter((adr) => !adr.status).map((adr) => adr.file)).toEqual([]);
  });

  it("name the later ADRs that supersede, amend or extend them", () => {
    const missing: string[] = [];
    for (const later of adrs) {
      for (const { verb, target } of claims(later.status)) {
        const earlier = byNumber.get(target);
        if (!earlier) {
          missing.push(`${later.file} ${verb} ADR ${target}, which does not exist`);
          continue;
        }
        if (!new RegExp(`ADR ${later.number}\\b`).test(earlier.status)) missing.push(`${earlier.file}: its Status line does not name ADR ${later.number}, which ${verb} it`);
        else if (verb === "supersedes" && !new RegExp(`superseded by \\[?ADR ${later.number}\\b`, "i").test(earlier.status))
          missing.push(`${earlier.file}: should say "Superseded by ADR ${later.number}"`);
      }
    }
    expect(missing).toEqual([]);
  });

  it("the check reads the relations it is meant to (ADR 092 supersedes ADR 073's typecheck part)", () => {
    expect(claims(byNumber.get("092")!.status)).toContainEqual({ verb: "supersedes", target: "073" });
    expect(claims(byNumber.get("095")!.status)).toEqual([
      { verb: "amends", target: "094" },
      { verb: "amends", target: "012" },
    ]);
  });
});

describe("the ADR archive", () => {
  it("holds only superseded ADRs, and the folder only live ones", () => {
    for (const adr of adrs) {
      // Wholly superseded ("Status: superseded by ADR …"), not an ADR with a part superseded.
      const superseded = /Status:\s*superseded by/i.test(adr.status);
      expect(adr.file.startsWith("archive/"), `${adr.file}: ${superseded ? "superseded, move it to archive/" : "not superseded, keep it in docs/decisions/"}`).toBe(superseded);
    }
  });
});
