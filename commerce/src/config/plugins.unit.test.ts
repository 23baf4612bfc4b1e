import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { discoverPlugins, repoRootFrom } from "./plugins";

const repoRoot = path.resolve(__dirname, "..", "..", "..");

/** ADR 241: plugins are found by the `glow.plugin` field of their package.json, not listed. */
describe("discoverPlugins", () => {
  it("finds every plugin of the shop, shop-info outside production only", () => {
    expect(repoRootFrom(__dirname)).toBe(repoRoot);
    const plugins = discoverPlugins(repoRoot);
    const names = plugins.map((plugin) => plugin.name);
    for (const name of ["banners", "consultations", "news", "payments", "phone-auth", "reviews", "shop-info", "wishlist"]) expect(names).toContain(`@glow/plugin-${name}`);
    expect(plugins.filter((plugin) => !plugin.inProduction).map((plugin) => plugin.name)).toEqual(["@glow/plugin-shop-info"]);
  });

  it("registers each plugin folder with the marker, by folder name, and refuses malformed route decisions", () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "glow-plugins-"));
    try {
      const write = (folder: string, manifest: unknown) => {
        fs.mkdirSync(path.join(root, "plugins", folder), { recursive: true });
        fs.writeFileSync(path.join(root, "plugins", folder, "package.json"), JSON.stringify(manifest));
      };
      write("b", { name: "@glow/plugin-b", glow: { plugin: true, routes: { "GET /store/b": "public" } } });
      write("a", { name: "@glow/plugin-a", glow: { plugin: true } });
      write("not-one", { name: "something-else" });
      fs.mkdirSync(path.join(root, "plugins", "empty"));
      expect(discoverPlugins(root)).toEqual([
        { name: "@glow/plugin-a", folder: "a", inProduction: true, routes: {} },
        { name: "@glow/plugin-b", folder: "b", inProduction: true, routes: { "GET /store/b": "public" } },
      ]);
      write("c", { name: "@glow/plugin-c", glow: { plugin: true, routes: { "GET /store/c": 1 } } });
      expect(() => discoverPlugins(root)).toThrow('plugins/c/package.json: "glow.routes"');
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});
