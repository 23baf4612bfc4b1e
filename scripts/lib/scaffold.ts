import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { runCommand } from "./processes.ts";
import { syncSolution } from "./solution.ts";

/**
 * `npm run new-plugin <name>` (issue 33, ADR 241): a plugin made from scripts/new-plugin/template —
 * a module with its table, migration and snapshot, a store route and two admin routes validated by
 * their contract (in @glow/shop-contracts), their route decisions, an admin page, a unit test and an
 * integration spec — and registered where discovery cannot reach: commerce/package.json (what npm
 * installs for the image), the contracts' index, README's "Where things live", tsconfig.json.
 */
/**
 * docs/contracts.md is generated from the contracts (tests/contract-docs.test.ts fails when it is
 * stale), and the new plugin brings one: the scaffold writes it again, as a contract change would.
 */
export const CONTRACT_DOCS = "docs/contracts.md";

export async function regenerateContractDocs(root: string): Promise<void> {
  await runCommand(path.join(root, "node_modules", ".bin", "vitest"), ["run", "tests/contract-docs.test.ts"], { cwd: root, env: { ...process.env, UPDATE_CONTRACT_DOCS: "1" } });
}

export const TEMPLATE_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), "..", "new-plugin", "template");

/** Medusa's own modules and tables a plugin's module name and table must not take. */
const MEDUSA_NAMES = new Set(
  "analytics api-key auth cache cart currency customer event-bus file fulfillment index inventory link locking notification order payment pricing product promotion rbac region sales-channel settings stock-location store tax translation user workflows workflow-engine".split(" "),
);

export interface PluginNames {
  kebab: string;
  snake: string;
  camel: string;
  Pascal: string;
  CONST: string;
  title: string;
  Title: string;
}

export function pluginNames(kebab: string): PluginNames {
  const words = kebab.split("-");
  const cap = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
  const title = words.join(" ");
  return {
    kebab,
    snake: words.join("_"),
    camel: words[0] + words.slice(1).map(cap).join(""),
    Pascal: words.map(cap).join(""),
    CONST: words.join("_").toUpperCase(),
    title,
    Title: cap(title),
  };
}

/** Why `name` cannot be a new plugin in `root`, or undefined when it can. */
export function nameProblem(root: string, name: string | undefined): string | undefined {
  if (!name) return "Name the plugin: npm run new-plugin <name>, e.g. npm run new-plugin gift-cards";
  if (!/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(name)) return `"${name}" is not a kebab-case name (lower-case letters and digits, words joined by "-", starting with a letter), e.g. gift-cards`;
  if (name.length > 30) return `"${name}" is longer than 30 characters (its table's index names must fit Postgres' 63)`;
  if (MEDUSA_NAMES.has(name)) return `"${name}" is one of Medusa's own modules: pick a name of this shop's feature, e.g. ${name}-notes`;
  const names = pluginNames(name);
  if (fs.existsSync(path.join(root, "plugins", name))) return `plugins/${name} already exists`;
  const contracts = path.join(root, "packages", "shop-contracts", "src");
  if (fs.existsSync(path.join(contracts, `${name}.ts`))) return `packages/shop-contracts/src/${name}.ts already exists`;
  if (fs.existsSync(path.join(root, "commerce", "integration-tests", "http", `${name}.spec.ts`))) return `commerce/integration-tests/http/${name}.spec.ts already exists`;
  for (const file of fs.readdirSync(contracts).filter((f) => f.endsWith(".ts"))) {
    const text = fs.readFileSync(path.join(contracts, file), "utf8");
    for (const identifier of [`${names.camel}Contracts`, `${names.Pascal}JsonSchema`, `Create${names.Pascal}`, `Store${names.Pascal}Query`]) {
      if (new RegExp(`\\b${identifier}\\b`).test(text)) return `@glow/shop-contracts already has ${identifier} (${file}): pick another name`;
    }
  }
  for (const plugin of fs.readdirSync(path.join(root, "plugins"))) {
    const modules = path.join(root, "plugins", plugin, "src", "modules");
    if (fs.existsSync(modules) && fs.readdirSync(modules).some((dir) => fs.existsSync(path.join(modules, dir, "index.ts")) && fs.readFileSync(path.join(modules, dir, "index.ts"), "utf8").includes(`"${names.camel}"`))) {
      return `plugins/${plugin} already has a module named "${names.camel}"`;
    }
  }
  const decisions = fs.readFileSync(path.join(root, "commerce", "src", "api", "security", "route-decisions.ts"), "utf8");
  for (const route of [`/store/${name}`, `/admin/${name}`]) {
    if (decisions.includes(` ${route}"`) || decisions.includes(` ${route}/`)) return `${route} is already a route of this shop (commerce/src/api/security/route-decisions.ts)`;
  }
  return undefined;
}

/** The template's placeholders → this plugin's names. */
function substitute(text: string, names: PluginNames, migration: string): string {
  return text
    .replaceAll("__MIGRATION__", migration)
    .replaceAll("__kebab__", names.kebab)
    .replaceAll("__snake__", names.snake)
    .replaceAll("__camel__", names.camel)
    .replaceAll("__Pascal__", names.Pascal)
    .replaceAll("__CONST__", names.CONST)
    .replaceAll("__title__", names.title)
    .replaceAll("__Title__", names.Title);
}

/** `Migration20261128134512`: now, UTC, as Medusa names migrations. */
export const migrationName = (now = new Date()) => `Migration${now.toISOString().replace(/\D/g, "").slice(0, 14)}`;

function templateFiles(dir: string, base = dir): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? templateFiles(full, base) : [path.relative(base, full)];
  });
}

function addDependency(root: string, packageName: string): void {
  const file = path.join(root, "commerce", "package.json");
  const manifest = JSON.parse(fs.readFileSync(file, "utf8")) as { dependencies: Record<string, string> };
  manifest.dependencies = Object.fromEntries(Object.entries({ ...manifest.dependencies, [packageName]: "0.1.0" }).sort(([a], [b]) => a.localeCompare(b)));
  fs.writeFileSync(file, `${JSON.stringify(manifest, null, 2)}\n`);
}

function exportContracts(root: string, names: PluginNames): void {
  const file = path.join(root, "packages", "shop-contracts", "src", "index.ts");
  const text = fs.readFileSync(file, "utf8");
  fs.writeFileSync(file, `${text.replace(/\n*$/, "\n")}export * from "./${names.kebab}.js";\n`);
}

/** A row for the plugin at the end of README's "Where things live" table (tests/where-things-live.test.ts). */
function addReadmeRow(root: string, names: PluginNames): boolean {
  const file = path.join(root, "README.md");
  if (!fs.existsSync(file)) return false;
  const lines = fs.readFileSync(file, "utf8").split("\n");
  const start = lines.findIndex((line) => line === "## Where things live");
  if (start < 0) return false;
  let last = -1;
  for (let i = start; i < lines.length && !(i > start && lines[i]!.startsWith("## ")); i += 1) if (lines[i]!.startsWith("| ")) last = i;
  if (last < 0) return false;
  lines.splice(last + 1, 0, `| ${names.Title} (TODO: what shoppers and staff do with it) | — | \`plugins/${names.kebab}\` (Medusa admin page) | \`${names.kebab}.ts\` | \`${names.kebab}\` · |`);
  fs.writeFileSync(file, lines.join("\n"));
  return true;
}

/** Makes the plugin in `root`; the files it wrote and changed, relative to `root`. Throws a plain message when the name cannot be used. */
export function scaffoldPlugin(root: string, name: string, { now = new Date(), templateDir = TEMPLATE_DIR } = {}): { created: string[]; changed: string[] } {
  const problem = nameProblem(root, name);
  if (problem) throw new Error(problem);
  const names = pluginNames(name);
  const migration = migrationName(now);
  const created: string[] = [];
  for (const relative of templateFiles(templateDir)) {
    const target = substitute(relative, names, migration).replace(/\.tmpl$/, "");
    const destination = path.join(root, target);
    if (fs.existsSync(destination)) throw new Error(`${target} already exists`);
    fs.mkdirSync(path.dirname(destination), { recursive: true });
    fs.writeFileSync(destination, substitute(fs.readFileSync(path.join(templateDir, relative), "utf8"), names, migration));
    created.push(target);
  }
  addDependency(root, `@glow/plugin-${name}`);
  exportContracts(root, names);
  const changed = ["commerce/package.json", "packages/shop-contracts/src/index.ts"];
  if (addReadmeRow(root, names)) changed.push("README.md");
  if (syncSolution(path.join(root, "tsconfig.json"), path.join(root, "plugins"))) changed.push("tsconfig.json");
  return { created: created.sort(), changed };
}
