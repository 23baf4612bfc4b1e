/* eslint-disable security/detect-non-literal-fs-filename -- reads this repository's own route folders, found from its root */
import fs from "node:fs";
import path from "node:path";

/** The HTTP methods a Medusa route file may export. */
const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE", "OPTIONS", "HEAD"] as const;

/**
 * Where Medusa loads API routes from in this shop (its file-based router): Medusa's own
 * (`@medusajs/medusa/dist/api`), each of our plugins' (`plugins/<name>/src/api`, built to
 * `.medusa/server/src/api`) and the commerce app's (`commerce/src/api`).
 */
export function routeRoots(repoRoot: string): Array<{ dir: string; compiled: boolean }> {
  const medusaApi = path.join(path.dirname(require.resolve("@medusajs/medusa/package.json", { paths: [path.join(repoRoot, "commerce")] })), "dist", "api");
  const plugins = fs.readdirSync(path.join(repoRoot, "plugins")).map((name) => path.join(repoRoot, "plugins", name, "src", "api"));
  return [{ dir: medusaApi, compiled: true }, ...[...plugins, path.join(repoRoot, "commerce", "src", "api")].filter((dir) => fs.existsSync(dir)).map((dir) => ({ dir, compiled: false }))];
}

/** `admin/products/[id]/route.js` → `/admin/products/:id` (Medusa's own mapping of folders to paths). */
function routePath(relativeDir: string): string {
  return `/${relativeDir
    .split(path.sep)
    .filter(Boolean)
    .map((segment) => (/^\[(.+)\]$/.test(segment) ? `:${segment.slice(1, -1)}` : segment))
    .join("/")}`;
}

const COMPILED_EXPORT = /exports\.(GET|POST|PUT|PATCH|DELETE|OPTIONS|HEAD)\s*=\s*(GET|POST|PUT|PATCH|DELETE|OPTIONS|HEAD)\b/g;
const SOURCE_EXPORT = /export\s+(?:const|async\s+function|function)\s+(GET|POST|PUT|PATCH|DELETE|OPTIONS|HEAD)\b/g;

/** The methods a route file defines: `exports.GET = GET` (compiled) or `export const|function GET` (sources). */
function methodsOf(source: string, compiled: boolean): string[] {
  const found = new Set<string>();
  for (const match of source.matchAll(compiled ? COMPILED_EXPORT : SOURCE_EXPORT)) if (!compiled || match[1] === match[2]) found.add(match[1]!);
  return METHODS.filter((method) => found.has(method));
}

/** Every route this shop's Medusa serves, as "METHOD /path/:param", sorted. */
export function scanRoutes(repoRoot: string): string[] {
  const routes = new Set<string>();
  for (const { dir, compiled } of routeRoots(repoRoot)) {
    const walk = (current: string) => {
      for (const entry of fs.readdirSync(current, { withFileTypes: true })) {
        const full = path.join(current, entry.name);
        if (entry.isDirectory()) walk(full);
        else if (compiled ? entry.name === "route.js" : /^route\.tsx?$/.test(entry.name)) {
          for (const method of methodsOf(fs.readFileSync(full, "utf8"), compiled)) routes.add(`${method} ${routePath(path.relative(dir, current))}`);
        }
      }
    };
    walk(dir);
  }
  return [...routes].sort();
}
