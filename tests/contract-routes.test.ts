import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import * as contracts from "@glow/shop-contracts";
import type { Contract } from "@glow/shop-contracts";

/**
 * Every endpoint contract of @glow/shop-contracts (ADR 160) names a route a plugin really defines:
 * a contract whose path or method has no route would type-check and fail only at run time.
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
    const routes = fs
      .readdirSync(path.join(repoRoot, "plugins"))
      .map((plugin) => path.join(repoRoot, "plugins", plugin, "src", "api", dir, "route.ts"))
      .filter((file) => fs.existsSync(file));
    expect(routes, `no plugins/*/src/api/${dir}/route.ts`).toHaveLength(1);
    expect(fs.readFileSync(routes[0]!, "utf8")).toMatch(new RegExp(`export (const|async function|function) ${contract.method}\\b`));
  });
});
