import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/**
 * The upgrade test (issue 22, ADR 150): Glow uses Medusa, Remix and React through their public entry
 * points only, and this test fails, naming the files, when an upgrade removes or moves anything we
 * import. The list is read from our sources (every value import from those packages), so it stays
 * exactly what we rely on. What the js-sdk must keep doing for our client (every resource call goes
 * through the client's `fetch`, whose `init.signal` reaches the network) is checked by
 * storefront/app/lib/medusa/client.server.test.ts.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const SOURCE_DIRS = ["storefront", "commerce", "plugins", "packages", "scripts", "bench", "e2e", "tests"];
const SKIP_DIRS = new Set(["node_modules", ".medusa", "build", "dist", ".data", ".git", ".cache", "public"]);
/** The frameworks (not @medusajs/ui and @medusajs/types: the admin bundle's components and types only). */
const FRAMEWORK = /^(@medusajs\/(framework|medusa|js-sdk|test-utils|admin-sdk)|@remix-run\/[\w-]+|react|react-dom)(\/[\w./-]+)?$/;
/**
 * A deep import reaches past a package's entry points into its build output. Files of
 * commerce/src/workflows are left to the change that replaces the quick add's internals (issue 22).
 */
const DEEP = /\/dist\//;
const DEEP_ALLOWED_UNDER = "commerce/src/workflows/";

function sourceFiles(dir: string, out: string[] = []): string[] {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (SKIP_DIRS.has(entry.name)) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) sourceFiles(full, out);
    else if (/\.(ts|tsx|js|mjs|cjs)$/.test(entry.name) && !entry.name.endsWith(".d.ts")) out.push(full);
  }
  return out;
}

/** Files that replace the global fetch (what the Medusa client module is for, ADR 150). */
const FETCH_PATCH = /\bglobalThis\.fetch\s*=(?!=)/;
/**
 * Bundler internals (ADR 152): a string literal starting with "\0" names a plugin's virtual module
 * (Rollup's convention for ids only that plugin resolves, e.g. the CommonJS helpers).
 */
const VIRTUAL_MODULE_ID = /["'`]\\0/;
/** Remix's globals for its own runtime (the route manifest, route modules): read or patched only by Remix. */
const REMIX_GLOBAL = /__remix(Manifest|RouteModules)\b/;

interface Uses {
  /** Imported names per module specifier ("default" for a default import), with the files. */
  names: Map<string, Map<string, Set<string>>>;
  /** Specifiers from require() and import() calls, with the files. */
  dynamic: Map<string, Set<string>>;
  fetchPatches: string[];
  /** "file: what" for calls of framework components as functions, virtual module ids and Remix's globals. */
  internals: string[];
}

function frameworkUses(): Uses {
  const uses: Uses = { names: new Map(), dynamic: new Map(), fetchPatches: [], internals: [] };
  const add = (spec: string, name: string, file: string) => {
    const names = uses.names.get(spec) ?? new Map<string, Set<string>>();
    uses.names.set(spec, names.set(name, (names.get(name) ?? new Set()).add(file)));
  };
  for (const file of SOURCE_DIRS.flatMap((dir) => sourceFiles(path.join(root, dir)))) {
    const source = fs.readFileSync(file, "utf8");
    const relative = path.relative(root, file);
    if (FETCH_PATCH.test(source) && !relative.startsWith("tests/framework-api")) uses.fetchPatches.push(relative);
    if (!relative.startsWith("tests/framework-api")) {
      if (VIRTUAL_MODULE_ID.test(source)) uses.internals.push(`${relative}: a "\\0…" virtual module id`);
      if (REMIX_GLOBAL.test(source)) uses.internals.push(`${relative}: ${REMIX_GLOBAL.exec(source)![0]}`);
    }
    // Value imports and re-exports (`import type` / `export type` erase at build time).
    for (const [, clause, spec] of source.matchAll(/^\s*(?:import|export)\s+(?!type\b)([^;"'`]*?)\s+from\s+["']([^"']+)["']/gm)) {
      if (!FRAMEWORK.test(spec!)) continue;
      const named = /\{([^}]*)\}/.exec(clause!);
      const head = clause!.replace(/\{[^}]*\}/, "").replace(/,/g, " ").trim();
      if (head && !head.startsWith("*")) add(spec!, "default", relative);
      if (head.startsWith("*") || (!head && !named)) add(spec!, "*", relative);
      for (const item of named?.[1]?.split(",") ?? []) {
        const [name, alias] = item.trim().split(/\s+as\s+/).map((part) => part.trim());
        if (!name || name.startsWith("type ")) continue;
        add(spec!, name, relative);
        // A React component of the framework called as a function (its hooks and element tree become
        // ours, e.g. Remix's <Scripts>): it must be rendered as an element (ADR 152).
        const local = alias ?? name;
        if (/^@remix-run\/react$|^react-router/.test(spec!) && /^[A-Z]/.test(local) && new RegExp(`(?<![\\w.<]|function |new )${local}\\s*\\(`).test(source)) {
          uses.internals.push(`${relative}: ${local}(…) called as a function`);
        }
      }
    }
    for (const [, spec] of source.matchAll(/\b(?:require|import)\(\s*["']([^"']+)["']\s*\)/g)) {
      if (FRAMEWORK.test(spec!) || /^(@medusajs|@remix-run)\//.test(spec!)) uses.dynamic.set(spec!, (uses.dynamic.get(spec!) ?? new Set()).add(relative));
    }
  }
  return uses;
}

const uses = frameworkUses();
const where = (files: Set<string>) => [...files].sort().slice(0, 3).join(", ") + (files.size > 3 ? ` and ${files.size - 3} more` : "");

describe("framework APIs we rely on (upgrade test)", () => {
  it("finds our imports (the scan works)", () => {
    for (const spec of ["@remix-run/react", "@remix-run/node", "react", "@medusajs/js-sdk", "@medusajs/framework/utils", "@medusajs/test-utils"]) {
      expect(uses.names.has(spec), `no import of ${spec} found: the scan in tests/framework-api.test.ts is broken`).toBe(true);
    }
  });

  it("imports no framework package by a path inside it (dist/…)", () => {
    const deep = [...uses.names.keys(), ...uses.dynamic.keys()]
      .filter((spec) => DEEP.test(spec))
      .flatMap((spec) => [...[...(uses.names.get(spec)?.values() ?? [])].flatMap((files) => [...files]), ...(uses.dynamic.get(spec) ?? [])].map((file) => `${file}: ${spec}`))
      .filter((line) => !line.startsWith(DEEP_ALLOWED_UNDER));
    expect(deep, "use the package's public entry point instead").toEqual([]);
  });

  it("replaces no global fetch (calls to Medusa go through storefront/app/lib/medusa/client.server.ts)", () => {
    expect(uses.fetchPatches).toEqual([]);
  });

  it("renders Remix's components as elements, names no bundler-internal module and leaves Remix's globals alone (ADR 152)", () => {
    expect(uses.internals).toEqual([]);
  });

  for (const [spec, names] of [...uses.names].sort(([a], [b]) => a.localeCompare(b))) {
    if (DEEP.test(spec)) continue;
    it(`${spec} still exports what we import`, { timeout: 30_000 }, async () => {
      let module: Record<string, unknown>;
      try {
        module = (await import(spec)) as Record<string, unknown>;
      } catch (error) {
        throw new Error(`${spec} no longer loads (${(error as Error).message.split("\n")[0]}); imported by ${where(new Set([...names.values()].flatMap((files) => [...files])))}`);
      }
      // CommonJS packages: Node finds most named exports statically; the rest are on the default export.
      const fallback = (module.default ?? {}) as Record<string, unknown>;
      const missing = [...names]
        .filter(([name]) => name !== "*" && (name === "default" ? module.default === undefined : !(name in module) && !(name in fallback)))
        .map(([name, files]) => `${name} (used by ${where(files)})`);
      expect(missing, `an upgrade moved or removed these exports of ${spec}`).toEqual([]);
    });
  }
});
