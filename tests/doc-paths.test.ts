import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/**
 * Docs that stay true (issue 22): every repository path named in the README, the docs, the
 * plugins' READMEs and the code's comments exists. A path is a word that starts at one of the
 * repository's top-level folders (`storefront/app/lib/…`, an ADR under docs/decisions, …); paths
 * relative to some other folder (`lib/grants.ts`) are too ambiguous to check in general; README's
 * `lib/…`, `routes/…` and `components/…` (storefront/app by its convention, or a plugin's src/) and
 * every "ADR NNN" are checked below.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const TOP = ["storefront", "commerce", "plugins", "packages", "scripts", "e2e", "docs", "deploy", "bench", "tests"];
const PATH = new RegExp(String.raw`(?<![\w./@~-])((?:${TOP.join("|")})/[\w.\-/\[\]$*]*[\w\]$/*])`, "g");
const SKIP_DIRS = new Set(["node_modules", ".medusa", "build", "dist", ".data", ".git", ".cache", "public"]);

function walk(dir: string, accept: (file: string) => boolean, out: string[] = []): string[] {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (SKIP_DIRS.has(entry.name)) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full, accept, out);
    else if (accept(full)) out.push(full);
  }
  return out;
}

/** The comment text of a source file (line and block comments), so code that builds paths is not read as a claim. */
function commentsOf(source: string): string {
  const found: string[] = [];
  const pattern = /\/\*[\s\S]*?\*\/|(^|[^:"'`\\])\/\/[^\n]*/g;
  for (const match of source.matchAll(pattern)) found.push(match[0]);
  return found.join("\n");
}

/**
 * A named path exists as a file or folder. A glob (`e2e/scale*.spec.ts`) or placeholder matches when
 * some file in its folder fits it; an ADR may be named by its number alone (`docs/decisions/005`).
 */
function exists(named: string): boolean {
  const clean = named.replace(/[.,;:)]+$/, "").replace(/\/$/, "");
  const segments = clean.split("/");
  // Each segment is a name or a glob; the last may also be an ADR number alone.
  let candidates = [root];
  segments.forEach((segment, i) => {
    const last = i === segments.length - 1;
    const escaped = segment.replace(/[.+?^${}()|[\]\\]/g, "\\$&").replace(/\*/g, ".*");
    const pattern = new RegExp(`^${escaped}${last && /^\d+$/.test(segment) ? "-" : "$"}`);
    candidates = candidates.flatMap((dir) => {
      if (fs.existsSync(path.join(dir, segment))) return [path.join(dir, segment)];
      if (!fs.existsSync(dir) || !fs.statSync(dir).isDirectory()) return [];
      return fs
        .readdirSync(dir)
        .filter((entry) => pattern.test(entry))
        .map((entry) => path.join(dir, entry));
    });
  });
  return candidates.length > 0;
}

function missingPathsIn(files: string[], read: (file: string) => string): string[] {
  const missing: string[] = [];
  for (const file of files) {
    const text = read(file);
    for (const match of text.matchAll(PATH)) {
      const named = match[1]!;
      // Paths under a generated or runtime folder (`.data/…`, build output) are not repository files.
      if (/\/(\.medusa|build|dist|node_modules|static)(\/|$)/.test(`/${named}`)) continue;
      if (!exists(named)) missing.push(`${path.relative(root, file)}: ${named}`);
    }
  }
  return [...new Set(missing)];
}

describe("paths named in docs and comments exist", () => {
  it("in the README, docs/ and every package's README", () => {
    const docs = [
      path.join(root, "README.md"),
      ...walk(path.join(root, "docs"), (f) => f.endsWith(".md")),
      ...walk(path.join(root, "plugins"), (f) => f.endsWith("README.md")),
      ...walk(path.join(root, "bench"), (f) => f.endsWith(".md")),
    ];
    expect(missingPathsIn(docs, (f) => fs.readFileSync(f, "utf8"))).toEqual([]);
  });

  it("in the comments of the code", () => {
    const sources = TOP.filter((dir) => !["docs", "bench"].includes(dir) && fs.existsSync(path.join(root, dir))).flatMap((dir) =>
      walk(path.join(root, dir), (f) => /\.(ts|tsx|js|mjs|cjs)$/.test(f) && !f.endsWith(".d.ts")),
    );
    expect(missingPathsIn(sources, (f) => commentsOf(fs.readFileSync(f, "utf8")))).toEqual([]);
  });
});

/** `a/{b,c}/d` → `a/b/d`, `a/c/d`. */
function expandBraces(token: string): string[] {
  const match = /\{([^{}]*)\}/.exec(token);
  if (!match) return [token];
  return match[1]!.split(",").flatMap((part) => expandBraces(token.slice(0, match.index) + part + token.slice(match.index + match[0].length)));
}

describe("paths named relative to an app folder exist", () => {
  it("README's `lib/…`, `routes/…` and `components/…` paths are in storefront/app/ (or, for `lib/…`, in a plugin's src/)", () => {
    const readme = fs.readFileSync(path.join(root, "README.md"), "utf8");
    const bases = ["storefront/app", ...fs.readdirSync(path.join(root, "plugins")).map((p) => `plugins/${p}/src`)];
    const missing: string[] = [];
    for (const match of readme.matchAll(/`((?:lib|routes|components)\/[^`\s]*)`/g)) {
      for (const named of expandBraces(match[1]!)) {
        if (named.includes("<")) continue; // a placeholder: lib/<feature>/
        const clean = named.replace(/\/$/, "");
        const candidates = named.startsWith("lib/") ? bases : ["storefront/app"];
        if (!candidates.some((base) => exists(`${base}/${clean}`))) missing.push(named);
      }
    }
    expect(missing).toEqual([]);
  });
});

describe("ADRs named exist", () => {
  // Superseded ADRs live in docs/decisions/archive/ and are still ADRs.
  const decisions = path.join(root, "docs", "decisions");
  const adrs = new Set([...fs.readdirSync(decisions), ...fs.readdirSync(path.join(decisions, "archive"))].map((f) => f.slice(0, 3)));
  const named = (text: string) => [...text.matchAll(/\bADRs? ((?:\d{3}(?:, | and | or |–|-)?)+)/g)].flatMap((m) => m[1]!.match(/\d{3}/g) ?? []);

  it("in the README, docs/ and code comments", () => {
    const docs = [path.join(root, "README.md"), ...walk(path.join(root, "docs"), (f) => f.endsWith(".md")), ...walk(path.join(root, "bench"), (f) => f.endsWith(".md"))];
    const sources = TOP.filter((dir) => !["docs", "bench"].includes(dir) && fs.existsSync(path.join(root, dir))).flatMap((dir) =>
      walk(path.join(root, dir), (f) => /\.(ts|tsx|js|mjs|cjs)$/.test(f) && !f.endsWith(".d.ts")),
    );
    const missing = [
      ...docs.flatMap((f) => named(fs.readFileSync(f, "utf8")).map((n) => `${path.relative(root, f)}: ADR ${n}`)),
      ...sources.flatMap((f) => named(commentsOf(fs.readFileSync(f, "utf8"))).map((n) => `${path.relative(root, f)}: ADR ${n}`)),
    ].filter((entry) => !adrs.has(entry.slice(-3)));
    expect([...new Set(missing)]).toEqual([]);
  });
});
