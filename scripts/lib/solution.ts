import fs from "node:fs";
import path from "node:path";
import { pluginsDir, repoRoot } from "./paths.ts";

/**
 * The root tsconfig.json lists each plugin's `tsconfig.check.json` (tsc -b cannot glob project
 * references). `npm run typecheck` and `npm run new-plugin` rewrite that part from the folders under
 * plugins/ (ADR 241), so nobody lists a plugin there by hand; the other references stay as written.
 */
interface Solution {
  references: Array<{ path: string }>;
  [key: string]: unknown;
}

const solutionFile = path.join(repoRoot, "tsconfig.json");
const isPluginReference = (reference: { path: string }) => /^plugins\/[^/]+\/tsconfig\.check\.json$/.test(reference.path);

/** The plugin references the solution should have: one per plugins/<name>/tsconfig.check.json, by name. */
export function pluginReferences(dir = pluginsDir): Array<{ path: string }> {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .sort()
    .filter((name) => fs.existsSync(path.join(dir, name, "tsconfig.check.json")))
    .map((name) => ({ path: `plugins/${name}/tsconfig.check.json` }));
}

/** The solution with its plugin references replaced by `plugins` (in the place of the first one). */
export function withPluginReferences(solution: Solution, plugins: Array<{ path: string }>): Solution {
  const at = solution.references.findIndex(isPluginReference);
  const others = solution.references.filter((reference) => !isPluginReference(reference));
  const insertAt = at < 0 ? others.length : solution.references.slice(0, at).filter((reference) => !isPluginReference(reference)).length;
  return { ...solution, references: [...others.slice(0, insertAt), ...plugins, ...others.slice(insertAt)] };
}

/** Writes tsconfig.json when its plugin references are not those of plugins/; true when it changed. */
export function syncSolution(file = solutionFile, dir = pluginsDir): boolean {
  const before = fs.readFileSync(file, "utf8");
  const after = `${JSON.stringify(withPluginReferences(JSON.parse(before) as Solution, pluginReferences(dir)), null, 2)}\n`;
  if (after === before) return false;
  fs.writeFileSync(file, after);
  return true;
}
