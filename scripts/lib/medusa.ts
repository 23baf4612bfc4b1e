import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import { fingerprint } from "./fingerprint.ts";
import { info } from "./log.ts";
import { binDir, commerceBuildDir, commerceDir, dataDir, pluginsDir, repoRoot } from "./paths.ts";
import { runCommand } from "./processes.ts";
import { runTurbo } from "./turbo.ts";

export const medusaBin = path.join(binDir, "medusa");
export const PUBLISHABLE_KEY_TITLE = "Glow Storefront";

function workspaceDirs(parent: string): string[] {
  if (!fs.existsSync(parent)) return [];
  return fs
    .readdirSync(parent)
    .map((name) => path.join(parent, name))
    .filter((dir) => fs.existsSync(path.join(dir, "package.json")));
}

export const pluginDirs = (): string[] => workspaceDirs(pluginsDir);

const lockfile = path.join(repoRoot, "package-lock.json");

/** Where `medusa build --admin-only` writes the dashboard; installed into the server build's public/admin. */
const adminBuildDir = path.join(commerceDir, ".medusa", "admin");
const installedAdminDir = path.join(commerceBuildDir, "public", "admin");
export const adminDisabled = (): boolean => process.env.MEDUSA_DISABLE_ADMIN === "true";

/** Every plugin and the shared packages it needs (turbo.json's `^build`); no plugin imports another (ADR 160). */
export async function buildPlugins(force: boolean, env: NodeJS.ProcessEnv): Promise<void> {
  await runTurbo({ tasks: ["build"], filters: ["./plugins/*"], force, env });
}

/**
 * What type-checking needs built first that `tsc -b` cannot build: the plugins, whose environment
 * and options schemas (`src/lib/env.ts`, `src/lib/options.ts`) the Medusa app composes (ADR 170,
 * 240), with the shared packages they depend on. Unchanged ones are restored from turbo's cache.
 */
export const buildTypeDependencies = buildPlugins;

/**
 * Shared packages, plugins, the Medusa backend and the storefront in one task graph (turbo.json,
 * ADR 245): two at a time on a 2-core machine, each after the `@glow/*` packages it depends on, so
 * the storefront's Vite build overlaps the plugin → Medusa chain. Then the admin dashboard, in a run
 * of its own: its cache key is its own sources and the plugins' admin pages, not the backend build,
 * so a backend change does not rebuild it (ADR 130). It is skipped with MEDUSA_DISABLE_ADMIN=true;
 * its cached build is installed either way.
 */
export async function buildAll(force: boolean, env: NodeJS.ProcessEnv): Promise<void> {
  await runTurbo({ tasks: ["build"], force, env });
  if (!adminDisabled()) await runTurbo({ tasks: ["build:admin"], filters: ["@glow/commerce"], force, env });
  installAdmin();
}

/**
 * Copies the dashboard build into the server build (`public/admin`, where `medusa start` serves
 * /app), unless the one there is that build already: the backend build empties its output folder.
 */
function installAdmin(): void {
  const builtIndex = path.join(adminBuildDir, "index.html");
  const installedIndex = path.join(installedAdminDir, "index.html");
  if (!fs.existsSync(builtIndex) || !fs.existsSync(commerceBuildDir)) return;
  // index.html names the dashboard's hashed bundles: the same file means the same build.
  if (fs.existsSync(installedIndex) && fs.readFileSync(installedIndex).equals(fs.readFileSync(builtIndex))) return;
  fs.rmSync(installedAdminDir, { recursive: true, force: true });
  fs.cpSync(adminBuildDir, installedAdminDir, { recursive: true });
}

/** Medusa serves /static from its app folder; point it at the shop's uploads in the data dir. */
export function linkStaticUploads(appDir: string): void {
  const uploads = path.join(dataDir(), "uploads");
  fs.mkdirSync(uploads, { recursive: true });
  const link = path.join(appDir, "static");
  try {
    const stat = fs.lstatSync(link);
    if (stat.isSymbolicLink() && fs.readlinkSync(link) === uploads) return;
    fs.rmSync(link, { recursive: true, force: true });
  } catch {
    // Nothing there yet.
  }
  fs.symlinkSync(uploads, link, "dir");
}

/** One short-lived connection for `work`, always closed. */
export async function withClient<T>(databaseUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Setup stamps live in the database itself, so they follow the database (embedded or DATABASE_URL). */
async function readDbStamp(databaseUrl: string, key: "migrations" | "seed"): Promise<string | undefined> {
  return withClient(databaseUrl, async (client) => {
    await client.query("CREATE TABLE IF NOT EXISTS glow_setup_state (key text PRIMARY KEY, value text NOT NULL, updated_at timestamptz NOT NULL DEFAULT now())");
    return (await client.query<{ value: string }>("SELECT value FROM glow_setup_state WHERE key = $1", [key])).rows[0]?.value;
  });
}

async function writeDbStamp(databaseUrl: string, key: "migrations" | "seed", value: string): Promise<void> {
  await withClient(databaseUrl, (client) =>
    client.query("INSERT INTO glow_setup_state (key, value) VALUES ($1, $2) ON CONFLICT (key) DO UPDATE SET value = $2, updated_at = now()", [key, value]),
  );
}

function migrationInputs(): string[] {
  return [
    lockfile,
    path.join(commerceDir, "medusa-config.ts"),
    path.join(commerceDir, "src", "modules"),
    path.join(commerceDir, "src", "links"),
    // Migration scripts (staff roles, ADR 225) run once per database with `medusa db:migrate`.
    path.join(commerceDir, "src", "migration-scripts"),
    // Search index definitions (ADR 110): `medusa db:migrate` creates or versions their physical indexes.
    path.join(commerceDir, "src", "search"),
    path.join(commerceDir, "src", "catalog"),
    ...pluginDirs().map((dir) => path.join(dir, "src")),
  ];
}

/** Runs `medusa db:migrate` unless this database was migrated from exactly these sources. */
export async function migrateIfNeeded(databaseUrl: string, appDir: string, env: NodeJS.ProcessEnv): Promise<boolean> {
  const hash = fingerprint(migrationInputs());
  const current = await readDbStamp(databaseUrl, "migrations");
  if (current === hash) {
    info("database schema: up to date");
    return false;
  }
  await runCommand(medusaBin, ["db:migrate"], { cwd: appDir, env, logFile: path.join(dataDir(), "logs", "migrate.log") });
  await writeDbStamp(databaseUrl, "migrations", hash);
  return true;
}

export interface SeedState {
  seeded: boolean;
  publishableKey?: string;
}

export async function readSeedState(databaseUrl: string): Promise<SeedState> {
  return withClient(databaseUrl, async (client) => {
    const store = await client.query<{ seeded: string | null }>("SELECT metadata->>'glow_seeded_at' AS seeded FROM store WHERE deleted_at IS NULL LIMIT 1");
    const key = await client.query<{ token: string }>(
      "SELECT token FROM api_key WHERE title = $1 AND type = 'publishable' AND revoked_at IS NULL AND deleted_at IS NULL ORDER BY created_at LIMIT 1",
      [PUBLISHABLE_KEY_TITLE],
    );
    return { seeded: Boolean(store.rows[0]?.seeded), publishableKey: key.rows[0]?.token };
  });
}

/**
 * Seeds the demo shop on first run, and again when the seed changed (it is idempotent and fills in
 * what a newer seed adds, e.g. demo sign-in credentials); otherwise it only reads the publishable key.
 */
export async function seedIfNeeded(databaseUrl: string, appDir: string, env: NodeJS.ProcessEnv): Promise<string> {
  let state = await readSeedState(databaseUrl);
  const seedHash = fingerprint([path.join(commerceDir, "src", "scripts"), lockfile]);
  const stamped = await readDbStamp(databaseUrl, "seed");
  if (!state.seeded || !state.publishableKey || stamped !== seedHash) {
    const script = fs.existsSync(path.join(appDir, "src", "scripts", "seed.js")) ? "./src/scripts/seed.js" : "./src/scripts/seed.ts";
    await runCommand(medusaBin, ["exec", script], { cwd: appDir, env, logFile: path.join(dataDir(), "logs", "seed.log") });
    state = await readSeedState(databaseUrl);
    await writeDbStamp(databaseUrl, "seed", seedHash);
  } else {
    info("demo data: already seeded");
  }
  if (!state.publishableKey) throw new Error(`The seed ran but no publishable API key titled "${PUBLISHABLE_KEY_TITLE}" exists.`);
  return state.publishableKey;
}
