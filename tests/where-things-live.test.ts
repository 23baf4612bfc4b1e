import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/**
 * Docs that stay true (issue 22): README's "Where things live" names every part of every feature —
 * each storefront lib folder and route, each plugin and package, each integration and e2e spec — so
 * a new one cannot land without a row saying what it belongs to.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const readme = fs.readFileSync(path.join(root, "README.md"), "utf8");
const section = readme.slice(readme.indexOf("## Where things live"), readme.indexOf("## Commands"));
const rows = section.split("\n").filter((line) => line.startsWith("| ") && !line.startsWith("| Feature") && !line.startsWith("|---"));
const cells = (column: number) => rows.map((row) => row.split(" | ")[column] ?? "").join(" ");

const dirs = (dir: string) => fs.readdirSync(path.join(root, dir), { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name);
const files = (dir: string, pattern: RegExp) => fs.readdirSync(path.join(root, dir)).filter((name) => pattern.test(name));

/** `a.{b,c}.ts` → `a.b.ts`, `a.c.ts`. */
function expand(token: string): string[] {
  const match = /\{([^{}]*)\}/.exec(token);
  if (!match) return [token];
  return match[1]!.split(",").flatMap((part) => expand(token.slice(0, match.index) + part + token.slice(match.index + match[0].length)));
}

/** The route patterns named in the Storefront column, as regular expressions over file names. */
function routePatterns(): RegExp[] {
  const tokens = [...cells(1).matchAll(/`([^`]+)`/g)].flatMap((m) => expand(m[1]!));
  return tokens
    .filter((t) => /\.(tsx?|\*)$|\*/.test(t) && !t.startsWith("lib/") && !t.startsWith("components/") && !t.startsWith("app/"))
    .map((t) => t.replace(/^routes\//, ""))
    .map((t) => new RegExp(`^${t.replace(/[.+?^${}()|[\]\\]/g, "\\$&").replace(/\*/g, ".*")}$`));
}

describe(`README "Where things live"`, () => {
  it("names every storefront lib folder", () => {
    expect(dirs("storefront/app/lib").filter((name) => !section.includes(`lib/${name}/`))).toEqual([]);
  });

  it("places every route file in a feature's row", () => {
    const patterns = routePatterns();
    expect(patterns.length).toBeGreaterThan(30);
    expect(files("storefront/app/routes", /\.tsx?$/).filter((route) => !patterns.some((p) => p.test(route)))).toEqual([]);
  });

  it("names every component folder", () => {
    const named = [...section.matchAll(/`components\/([^`]+)`/g)].flatMap((m) => expand(m[1]!)).map((c) => c.split("/")[0]);
    expect(dirs("storefront/app/components").filter((name) => !named.includes(name))).toEqual([]);
  });

  it("names every plugin and package", () => {
    expect(dirs("plugins").filter((name) => !section.includes(`plugins/${name}`) && !section.includes(`${name} plugin`))).toEqual([]);
    expect(dirs("packages").filter((name) => !section.includes(`packages/${name}`))).toEqual([]);
  });

  it("lists every integration and e2e spec in a feature's Tests cell", () => {
    // Each row's cell is "integration specs · e2e specs".
    const parts = rows.map((row) => (row.split(" | ")[4] ?? "").split("·"));
    const integration = parts.map((p) => (p.length > 1 ? p[0] : "")).join(" ");
    const e2e = parts.map((p) => p[1] ?? "").join(" ");
    const named = (text: string) => new Set([...text.matchAll(/`([\w.-]+)`/g)].map((m) => m[1]!));
    const specName = (file: string) => file.replace(/\.spec\.ts$/, "");
    expect(files("commerce/integration-tests/http", /\.spec\.ts$/).map(specName).filter((name) => !named(integration).has(name))).toEqual([]);
    expect(files("e2e", /\.spec\.ts$/).map(specName).filter((name) => !named(e2e).has(name))).toEqual([]);
  });
});
