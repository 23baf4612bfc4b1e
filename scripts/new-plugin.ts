/**
 * `npm run new-plugin <name>` — a new Medusa plugin in plugins/<name>, made from
 * scripts/new-plugin/template and registered (scripts/lib/scaffold.ts, ADR 241), then `npm install`
 * to link the workspace (`--no-install` skips it). Prints what it made and what to fill in.
 */
import { bold, cyan, dim, fail, green } from "./lib/log.ts";
import { repoRoot } from "./lib/paths.ts";
import { runCommand } from "./lib/processes.ts";
import { CONTRACT_DOCS, pluginNames, regenerateContractDocs, scaffoldPlugin } from "./lib/scaffold.ts";

const args = process.argv.slice(2);
const name = args.find((arg) => !arg.startsWith("--"));
let made: { created: string[]; changed: string[] };
try {
  made = scaffoldPlugin(repoRoot, name ?? "");
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
const names = pluginNames(name!);
try {
  await regenerateContractDocs(repoRoot);
  made.changed.push(CONTRACT_DOCS);
} catch {
  fail(`${CONTRACT_DOCS} could not be generated again: run UPDATE_CONTRACT_DOCS=1 node_modules/.bin/vitest run tests/contract-docs.test.ts.`);
}
console.log(`${green("✔")} ${bold(`@glow/plugin-${names.kebab}`)} made from scripts/new-plugin/template`);
for (const file of made.created) console.log(dim(`  + ${file}`));
for (const file of made.changed) console.log(dim(`  ~ ${file}`));

if (!args.includes("--no-install")) {
  console.log(`\n${bold("npm install")} ${dim("(links the new workspace and records it in package-lock.json)")}`);
  try {
    await runCommand("npm", ["install", "--no-audit", "--no-fund"], { cwd: repoRoot, env: process.env });
  } catch (error) {
    fail(`npm install failed: ${error instanceof Error ? error.message : String(error)}. Run it yourself before starting the shop.`);
    process.exit(1);
  }
} else {
  console.log(`\nRun ${cyan("npm install")} before starting the shop: it links the new workspace.`);
}

console.log(`
${bold("It works as it is")}: ${cyan("npm test")} type-checks, lints, unit-tests and builds it, and runs
commerce/integration-tests/http/${names.kebab}.spec.ts against a real Medusa. ${bold("Now fill in")}:
  1. plugins/${names.kebab}/src/modules/${names.kebab}/models/${names.kebab}.ts — the fields; then the migration
     (npx medusa plugin:db:generate in plugins/${names.kebab}, or by hand) and its snapshot.
  2. packages/shop-contracts/src/${names.kebab}.ts — the endpoints' requests and answers (ADR 160).
  3. plugins/${names.kebab}/src/api/ — the routes; each new route's decision in plugins/${names.kebab}/package.json
     "glow.routes" (public | customer-own | staff | closed; ADR 204). /admin routes a role other than
     owner and manager may call: commerce/src/api/security/staff-roles.ts (ADR 225).
  4. plugins/${names.kebab}/src/admin/routes/${names.kebab}/page.tsx — the dashboard page; its journey in e2e/admin-dashboard.spec.ts.
  5. The tests: src/api/validators.unit.test.ts and commerce/integration-tests/http/${names.kebab}.spec.ts.
  6. The TODOs in plugins/${names.kebab}/package.json ("description"), its README.md and README.md's
     "Where things live" row. Options from the options file: commerce/medusa-config.ts's pluginOptions.`);
