import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import * as contracts from "@glow/shop-contracts";
import type { Contract } from "@glow/shop-contracts";

/**
 * Every endpoint contract of @glow/shop-contracts (ADR 160) names a route a plugin (or the commerce
 * app) really defines: a contract whose path or method has no route would type-check and fail only
 * at run time. And the other way round (ADR 161): every method of every store route of phone-auth
 * and of the commerce app's own `/store/glow` routes has a contract, so a new endpoint cannot skip one.
 */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** Every endpoint contract exported by the package (single ones and groups such as `newsContracts`). */
function allContracts(): Array<[string, Contract]> {
  const found: Array<[string, Contract]> = [];
  const isContract = (value: unknown): value is Contract =>
    typeof value === "object" && value !== null && typeof (value as Contract).path === "string" && typeof (value as Contract).method === "string" && "response" in value;
  for (const [name, value] of Object.entries(contracts)) {
    if (isContract(value)) found.push([name, value]);
    else if (name.endsWith("Contracts") && typeof value === "object" && value !== null) {
      for (const [key, inner] of Object.entries(value)) if (isContract(inner)) found.push([`${name}.${key}`, inner]);
    }
  }
  return found;
}

describe("endpoint contracts", () => {
  const all = allContracts();

  it("cover the plugins' endpoints", () => {
    expect(all.length).toBeGreaterThan(50);
  });

  it.each(all)("%s names a route a plugin defines", (_name, contract) => {
    const dir = contract.path.replace(/^\//, "").replace(/:([A-Za-z_]+)/g, "[$1]");
    const routes = [...fs.readdirSync(path.join(repoRoot, "plugins")).map((plugin) => path.join("plugins", plugin)), "commerce"]
      .map((app) => path.join(repoRoot, app, "src", "api", dir, "route.ts"))
      .filter((file) => fs.existsSync(file));
    expect(routes, `no route.ts for ${dir} in a plugin or the commerce app`).toHaveLength(1);
    expect(fs.readFileSync(routes[0]!, "utf8")).toMatch(new RegExp(`export (const|async function|function) ${contract.method}\\b`));
  });
});

/** `route.ts` files under a folder, recursively. */
function routeFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return routeFiles(full);
    return entry.name === "route.ts" ? [full] : [];
  });
}

describe("store routes without a contract", () => {
  const known = new Set(allContracts().map(([, contract]) => `${contract.method} ${contract.path}`));
  const roots = [
    ["plugins/phone-auth/src/api", "store/phone-auth"],
    ["plugins/phone-auth/src/api", "admin/phone-auth"],
    ["commerce/src/api", "store/glow"],
  ] as const;
  const endpoints = roots.flatMap(([api, under]) =>
    routeFiles(path.join(repoRoot, api, under)).flatMap((file) => {
      const route = `/${path.relative(path.join(repoRoot, api), path.dirname(file)).split(path.sep).join("/")}`.replace(/\[([A-Za-z_]+)\]/g, ":$1");
      const methods = [...fs.readFileSync(file, "utf8").matchAll(/export (?:const|async function|function) (GET|POST|DELETE|PUT|PATCH)\b/g)].map((m) => m[1]!);
      return methods.map((method) => [`${method} ${route}`, path.relative(repoRoot, file)] as const);
    }),
  );

  it("finds the routes it checks", () => {
    expect(endpoints.length).toBeGreaterThan(20);
    expect(endpoints.map(([endpoint]) => endpoint)).toContain("GET /store/phone-auth/session");
  });

  it.each(endpoints)("%s (%s) has a contract in @glow/shop-contracts", (endpoint) => {
    expect(known.has(endpoint), `add a contract for ${endpoint} (packages/shop-contracts/src/phone-auth.ts, cart-mine.ts or catalog.ts)`).toBe(true);
  });
});
