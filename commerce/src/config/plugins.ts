/* eslint-disable security/detect-non-literal-fs-filename -- reads this repository's own plugins/*\/package.json, found from its root */
import fs from "node:fs";
import path from "node:path";

/**
 * Our Medusa plugins, discovered (issue 33, ADR 241): every `plugins/<name>/package.json` with a
 * `"glow": { "plugin": true }` field is registered in medusa-config.ts and type-checked, and the route
 * decisions it declares (`"glow": { "routes": { "GET /store/x": "public" } }`) join the route inventory
 * (../api/security/route-decisions.ts). Nothing else lists a plugin by name but `commerce/package.json`'s
 * dependencies (what npm installs for the production image), which `npm run new-plugin` writes.
 */
export interface GlowPlugin {
  /** The package name, what Medusa resolves: `@glow/plugin-wishlist`. */
  name: string;
  /** The folder under plugins/: `wishlist`. */
  folder: string;
  /** `false`: registered outside production only (the shop-info wiring probe). */
  inProduction: boolean;
  /** The decisions of the routes the plugin adds, "METHOD /path/:param" → decision. */
  routes: Record<string, string>;
}

interface PluginManifest {
  name?: unknown;
  glow?: { plugin?: unknown; inProduction?: unknown; routes?: unknown };
}

/** The repository root from anywhere inside it (sources, commerce/, commerce/.medusa/server, the image's /app). */
export function repoRootFrom(start: string): string | undefined {
  let here = path.resolve(start);
  for (;;) {
    if (fs.existsSync(path.join(here, "plugins")) && fs.existsSync(path.join(here, "commerce"))) return here;
    if (here === path.dirname(here)) return undefined;
    here = path.dirname(here);
  }
}

/** The plugins under `<repoRoot>/plugins`, by folder name; a package.json without the marker is not one of ours. */
export function discoverPlugins(repoRoot: string): GlowPlugin[] {
  const dir = path.join(repoRoot, "plugins");
  if (!fs.existsSync(dir)) return [];
  const found: GlowPlugin[] = [];
  for (const folder of fs.readdirSync(dir).sort()) {
    const file = path.join(dir, folder, "package.json");
    if (!fs.existsSync(file)) continue;
    const manifest = JSON.parse(fs.readFileSync(file, "utf8")) as PluginManifest;
    if (manifest.glow?.plugin !== true) continue;
    if (typeof manifest.name !== "string") throw new Error(`plugins/${folder}/package.json: no "name"`);
    const routes = manifest.glow.routes ?? {};
    if (typeof routes !== "object" || routes === null || Object.values(routes).some((value) => typeof value !== "string")) {
      throw new Error(`plugins/${folder}/package.json: "glow.routes" must map "METHOD /path" to a decision`);
    }
    found.push({ name: manifest.name, folder, inProduction: manifest.glow.inProduction !== false, routes: routes as Record<string, string> });
  }
  return found;
}
