import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Medusa records applied migrations by class name in one `mikro_orm_migrations` table shared by every
 * module, so two plugins with a migration of the same name means the second is silently "up to date"
 * and its tables never exist (it happened when banners and reviews both picked 20261121120000).
 */
const root = path.resolve(import.meta.dirname, "..");

function migrationFiles(): string[] {
  const files: string[] = [];
  const pluginsDir = path.join(root, "plugins");
  for (const plugin of fs.readdirSync(pluginsDir)) {
    const modulesDir = path.join(pluginsDir, plugin, "src", "modules");
    if (!fs.existsSync(modulesDir)) continue;
    for (const moduleName of fs.readdirSync(modulesDir)) {
      const dir = path.join(modulesDir, moduleName, "migrations");
      if (!fs.existsSync(dir)) continue;
      for (const file of fs.readdirSync(dir)) if (/^Migration\d+\.ts$/.test(file)) files.push(path.join(dir, file));
    }
  }
  return files;
}

describe("plugin migrations", () => {
  it("have names unique across all plugins, and each class is named like its file", () => {
    const files = migrationFiles();
    expect(files.length).toBeGreaterThan(0);
    const seen = new Map<string, string>();
    for (const file of files) {
      const name = path.basename(file, ".ts");
      expect(fs.readFileSync(file, "utf8"), file).toContain(`class ${name} `);
      expect(seen.get(name), `${name} is used by ${seen.get(name)} and ${path.relative(root, file)}`).toBeUndefined();
      seen.set(name, path.relative(root, file));
    }
  });
});
