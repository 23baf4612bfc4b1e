import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { repoRoot } from "./paths.ts";
import { migrationName, nameProblem, pluginNames, scaffoldPlugin } from "./scaffold.ts";
import { pluginReferences, withPluginReferences } from "./solution.ts";

/**
 * `npm run new-plugin` (ADR 241) on a copy of the files it reads and writes. That its output
 * type-checks, lints and passes its unit and integration tests against a real Medusa is checked by
 * running it on the tree (ADR 241, "how it was proved").
 */
const temporary: string[] = [];
afterEach(() => {
  for (const dir of temporary.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function copyOfTree(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "glow-new-plugin-"));
  temporary.push(root);
  const copy = (relative: string) => fs.cpSync(path.join(repoRoot, relative), path.join(root, relative), { recursive: true });
  for (const file of ["README.md", "tsconfig.json", "commerce/package.json", "commerce/src/api/security/route-decisions.ts", "packages/shop-contracts/src"]) copy(file);
  for (const plugin of fs.readdirSync(path.join(repoRoot, "plugins"))) {
    for (const part of ["package.json", "tsconfig.check.json", "src/modules"]) {
      if (fs.existsSync(path.join(repoRoot, "plugins", plugin, part))) copy(`plugins/${plugin}/${part}`);
    }
  }
  return root;
}

const filesUnder = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? filesUnder(path.join(dir, entry.name)) : [path.join(dir, entry.name)]));

describe("npm run new-plugin", () => {
  it("names a plugin's parts from its kebab-case name", () => {
    expect(pluginNames("gift-cards")).toEqual({ kebab: "gift-cards", snake: "gift_cards", camel: "giftCards", Pascal: "GiftCards", CONST: "GIFT_CARDS", title: "gift cards", Title: "Gift cards" });
    expect(migrationName(new Date("2026-11-28T13:45:12.345Z"))).toBe("Migration20261128134512");
  });

  it.each([
    [undefined, "Name the plugin"],
    ["GiftCards", "is not a kebab-case name"],
    ["gift_cards", "is not a kebab-case name"],
    ["-gift", "is not a kebab-case name"],
    ["a".repeat(31), "longer than 30 characters"],
    ["product", "one of Medusa's own modules"],
    ["wishlist", "plugins/wishlist already exists"],
    ["cart", "one of Medusa's own modules"],
    ["glow", "/store/glow is already a route"],
  ])("refuses %s: %s", (name, problem) => {
    expect(nameProblem(repoRoot, name)).toContain(problem);
  });

  it("makes the plugin from the template and registers it", () => {
    const root = copyOfTree();
    const { created, changed } = scaffoldPlugin(root, "gift-cards", { now: new Date("2026-11-28T13:45:12Z") });
    expect(created).toEqual(
      expect.arrayContaining([
        "plugins/gift-cards/package.json",
        "plugins/gift-cards/src/modules/gift-cards/models/gift-cards.ts",
        "plugins/gift-cards/src/modules/gift-cards/migrations/Migration20261128134512.ts",
        "plugins/gift-cards/src/modules/gift-cards/migrations/.snapshot-medusa-gift-cards.json",
        "plugins/gift-cards/src/api/store/gift-cards/route.ts",
        "plugins/gift-cards/src/api/admin/gift-cards/route.ts",
        "plugins/gift-cards/src/api/middlewares.ts",
        "plugins/gift-cards/src/api/validators.unit.test.ts",
        "plugins/gift-cards/src/admin/routes/gift-cards/page.tsx",
        "packages/shop-contracts/src/gift-cards.ts",
        "commerce/integration-tests/http/gift-cards.spec.ts",
      ]),
    );
    expect(changed).toEqual(["commerce/package.json", "packages/shop-contracts/src/index.ts", "README.md", "tsconfig.json"]);
    // Every placeholder replaced; the JSON files parse.
    for (const file of created.map((f) => path.join(root, f))) {
      const text = fs.readFileSync(file, "utf8");
      expect(text, file).not.toMatch(/__(kebab|snake|camel|Pascal|CONST|title|Title|MIGRATION)__/);
      if (file.endsWith(".json")) expect(() => JSON.parse(text), file).not.toThrow();
    }
    const manifest = JSON.parse(fs.readFileSync(path.join(root, "plugins/gift-cards/package.json"), "utf8"));
    expect(manifest).toMatchObject({ name: "@glow/plugin-gift-cards", glow: { plugin: true, routes: { "GET /store/gift-cards": "public", "POST /admin/gift-cards": "staff" } } });
    expect(fs.readFileSync(path.join(root, "plugins/gift-cards/src/modules/gift-cards/index.ts"), "utf8")).toContain('GIFT_CARDS_MODULE = "giftCards"');
    expect(fs.readFileSync(path.join(root, "plugins/gift-cards/src/modules/gift-cards/migrations/Migration20261128134512.ts"), "utf8")).toContain(
      'create table if not exists "gift_cards"',
    );
    expect(JSON.parse(fs.readFileSync(path.join(root, "commerce/package.json"), "utf8")).dependencies["@glow/plugin-gift-cards"]).toBe("0.1.0");
    expect(fs.readFileSync(path.join(root, "packages/shop-contracts/src/index.ts"), "utf8")).toMatch(/export \* from "\.\/gift-cards\.js";\n$/);
    expect(fs.readFileSync(path.join(root, "README.md"), "utf8")).toContain("| `plugins/gift-cards` (Medusa admin page) | `gift-cards.ts` | `gift-cards` · |");
    expect(JSON.parse(fs.readFileSync(path.join(root, "tsconfig.json"), "utf8")).references).toContainEqual({ path: "plugins/gift-cards/tsconfig.check.json" });
    // A second time is refused, before anything is written.
    expect(() => scaffoldPlugin(root, "gift-cards")).toThrow("plugins/gift-cards already exists");
    expect(filesUnder(path.join(root, "plugins", "gift-cards")).length).toBe(created.filter((f) => f.startsWith("plugins/")).length);
  });
});

describe("the solution's plugin references", () => {
  it("are one per plugin folder with a tsconfig.check.json, in the place of the old ones", () => {
    expect(pluginReferences().map((r) => r.path)).toContain("plugins/wishlist/tsconfig.check.json");
    const solution = { references: [{ path: "packages/a" }, { path: "plugins/old/tsconfig.check.json" }, { path: "commerce/tsconfig.check.json" }] };
    expect(withPluginReferences(solution, [{ path: "plugins/a/tsconfig.check.json" }, { path: "plugins/b/tsconfig.check.json" }]).references.map((r) => r.path)).toEqual([
      "packages/a",
      "plugins/a/tsconfig.check.json",
      "plugins/b/tsconfig.check.json",
      "commerce/tsconfig.check.json",
    ]);
  });
});
