import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { fingerprint, readStamp, writeStamp } from "./fingerprint.ts";
import { info } from "./log.ts";
import { binDir, commerceBuildDir, commerceDir, dataDir, packagesDir, pluginsDir, repoRoot, storefrontDir } from "./paths.ts";
import { runCommand } from "./processes.ts";

export const medusaBin = path.join(binDir, "medusa");
export const PUBLISHABLE_KEY_TITLE = "Glow Storefront";
const STAMP = ".glow-build-stamp";

function workspaceDirs(parent: string): string[] {
  if (!fs.existsSync(parent)) return [];
  return fs
    .readdirSync(parent)
    .map((name) => path.join(parent, name))
    .filter((dir) => fs.existsSync(path.join(dir, "package.json")));
}

export const pluginDirs = (): string[] => workspaceDirs(pluginsDir);

const lockfile = path.join(repoRoot, "package-lock.json");

interface BuildTarget {
  name: string;
  cwd: string;
  outputDir: string;
  inputs: string[];
  /** Settings that change the output without being files (hashed with the inputs). */
  settings?: string[];
  command: string;
  args: string[];
  /** Empty the output dir first (tsc, unlike Medusa's builds, leaves files of deleted sources behind). */
  clean?: boolean;
  /** Workspace package names this one requires at build time (built first). */
  needs?: string[];
  packageName?: string;
  /** Environment of this build on top of the caller's. */
  env?: NodeJS.ProcessEnv;
  /** Rough duration for the log line. */
  takes?: string;
}

function readPackage(dir: string): { name: string; dependencies?: Record<string, string> } {
  return JSON.parse(fs.readFileSync(path.join(dir, "package.json"), "utf8")) as { name: string; dependencies?: Record<string, string> };
}

/** The `@glow/*` workspace packages a package lists in its dependencies. */
const glowDependencies = (dir: string): string[] => Object.keys(readPackage(dir).dependencies ?? {}).filter((name) => name.startsWith("@glow/"));

/** Where `medusa build --admin-only` writes the dashboard; installed into the server build's public/admin. */
const adminBuildDir = path.join(commerceDir, ".medusa", "admin");
const installedAdminDir = path.join(commerceBuildDir, "public", "admin");
const INSTALLED_ADMIN_STAMP = ".glow-admin-stamp";
export const adminDisabled = (): boolean => process.env.MEDUSA_DISABLE_ADMIN === "true";

function targets(): { packages: BuildTarget[]; plugins: BuildTarget[]; commerce: BuildTarget; admin: BuildTarget; storefront: BuildTarget } {
  // Shared libraries the plugins, the Medusa app and the storefront use (from dist/: CommonJS + .d.ts,
  // and ESM for bundlers where a package ships it), each built by its own `build` script.
  const packages: BuildTarget[] = workspaceDirs(packagesDir).map((dir) => ({
    name: `package ${path.basename(dir)}`,
    packageName: readPackage(dir).name,
    cwd: dir,
    outputDir: path.join(dir, "dist"),
    inputs: [path.join(dir, "src"), ...fs.readdirSync(dir).filter((f) => /^(package|tsconfig.*)\.json$/.test(f)).map((f) => path.join(dir, f)), path.join(repoRoot, "tsconfig.base.json"), lockfile],
    command: "npm",
    args: ["run", "--silent", "build"],
    clean: true,
    needs: glowDependencies(dir),
  }));
  // A package's dist/ (stamp included) is an input of what is built on it: a changed API re-checks them.
  const packageOutputs = packages.map((p) => p.outputDir);
  const plugins: BuildTarget[] = pluginDirs().map((dir) => ({
    name: `plugin ${path.basename(dir)}`,
    packageName: readPackage(dir).name,
    needs: glowDependencies(dir),
    cwd: dir,
    outputDir: path.join(dir, ".medusa", "server"),
    inputs: [path.join(dir, "src"), path.join(dir, "package.json"), path.join(dir, "tsconfig.json"), lockfile, ...packageOutputs],
    command: medusaBin,
    args: ["plugin:build"],
  }));
  // The backend and the admin dashboard are built, and cached, separately (ADR 130): a backend change
  // does not rebuild the dashboard (~70 s), and a run with MEDUSA_DISABLE_ADMIN=true (test:scale,
  // test:crash) leaves the cached dashboard for the next `npm start` or `npm test`.
  const commerce: BuildTarget = {
    name: "Medusa backend",
    cwd: commerceDir,
    outputDir: commerceBuildDir,
    inputs: [
      path.join(commerceDir, "src"),
      path.join(commerceDir, "medusa-config.ts"),
      path.join(commerceDir, "package.json"),
      path.join(commerceDir, "tsconfig.json"),
      lockfile,
      ...packageOutputs,
      ...plugins.map((p) => p.outputDir),
    ],
    command: medusaBin,
    args: ["build"],
    env: { MEDUSA_DISABLE_ADMIN: "true" },
    takes: "~40 s",
  };
  const admin: BuildTarget = {
    name: "Medusa admin dashboard",
    cwd: commerceDir,
    outputDir: adminBuildDir,
    inputs: [
      path.join(commerceDir, "src", "admin"),
      path.join(commerceDir, "medusa-config.ts"),
      path.join(commerceDir, "package.json"),
      lockfile,
      ...packageOutputs,
      // What each plugin's `plugin:build` bundled of its src/admin (pages and widgets).
      ...plugins.map((p) => path.join(p.outputDir, "src", "admin")),
    ],
    settings: [],
    command: medusaBin,
    args: ["build", "--admin-only"],
    env: { MEDUSA_DISABLE_ADMIN: "false" },
    takes: "~70 s",
  };
  const storefront = {
    name: "storefront",
    cwd: storefrontDir,
    outputDir: path.join(storefrontDir, "build"),
    inputs: [
      path.join(storefrontDir, "app"),
      path.join(storefrontDir, "public"),
      path.join(storefrontDir, "vite.config.ts"),
      path.join(storefrontDir, "server.ts"),
      path.join(storefrontDir, "server-app.ts"),
      path.join(storefrontDir, "package.json"),
      path.join(storefrontDir, "tsconfig.json"),
      lockfile,
      ...packageOutputs,
    ],
    // Remix's Vite build, then server.ts compiled to build/server.js (production runs no tsx).
    command: "npm",
    args: ["run", "--silent", "build"],
  };
  return { packages, plugins, commerce, admin, storefront };
}

/** Builds a target unless its output was built from exactly these inputs. Returns whether it built. */
async function buildIfStale(target: BuildTarget, force: boolean, env: NodeJS.ProcessEnv): Promise<boolean> {
  const hash = fingerprint(target.inputs) + (target.settings?.length ? `:${target.settings.join(",")}` : "");
  const stampFile = path.join(target.outputDir, STAMP);
  if (!force && readStamp(stampFile) === hash) {
    info(`${target.name}: up to date`);
    return false;
  }
  info(`${target.name}: building (${target.takes ?? (target.cwd === storefrontDir ? "~20 s" : "a few seconds")})`);
  if (target.clean) fs.rmSync(target.outputDir, { recursive: true, force: true });
  const logDir = path.join(dataDir(), "logs");
  fs.mkdirSync(logDir, { recursive: true });
  await runCommand(target.command, target.args, {
    cwd: target.cwd,
    env: { ...env, ...target.env },
    logFile: path.join(logDir, `build-${target.name.replace(/[^a-z0-9]+/gi, "-").toLowerCase()}.log`),
  });
  writeStamp(stampFile, hash);
  return true;
}

/** How many builds run at once: the CPU count, at most 2 (a Medusa build peaks at ~1.7 GB). */
function buildConcurrency(): number {
  const fromEnv = Number(process.env.GLOW_BUILD_CONCURRENCY);
  if (Number.isInteger(fromEnv) && fromEnv > 0) return fromEnv;
  return Math.max(1, Math.min(2, os.availableParallelism()));
}

/**
 * Runs builds `concurrency` at a time, each as soon as the ones it depends on are done. The
 * first failure stops new builds from starting and is rethrown once running ones finished.
 */
async function runBuilds(jobs: Array<{ target: BuildTarget; after: BuildTarget[] }>, force: boolean, env: NodeJS.ProcessEnv): Promise<void> {
  const done = new Set<BuildTarget>();
  const started = new Set<BuildTarget>();
  let failure: unknown;
  const limit = buildConcurrency();
  await new Promise<void>((resolve) => {
    let running = 0;
    const pump = () => {
      if (failure !== undefined || done.size === jobs.length) {
        if (running === 0) resolve();
        return;
      }
      for (const job of jobs) {
        if (running >= limit) break;
        if (started.has(job.target) || !job.after.every((t) => done.has(t))) continue;
        started.add(job.target);
        running += 1;
        buildIfStale(job.target, force, env)
          .then(() => done.add(job.target))
          .catch((error: unknown) => {
            failure ??= error;
          })
          .finally(() => {
            running -= 1;
            pump();
          });
      }
      if (running === 0) resolve();
    };
    pump();
  });
  if (failure !== undefined) throw failure;
}

/** Each package and plugin after the `@glow/*` workspace packages it depends on (packages' dist/, a plugin's declarations). */
function ordered(targets: BuildTarget[]): Array<{ target: BuildTarget; after: BuildTarget[] }> {
  const byName = new Map(targets.map((target) => [target.packageName, target]));
  return targets.map((target) => ({ target, after: (target.needs ?? []).flatMap((name) => byName.get(name) ?? []) }));
}

/**
 * What type-checking needs built first that `tsc -b` cannot build: the plugins other plugins import
 * (none since ADR 160), and the plugins with an environment schema (`src/lib/env.ts`), which the Medusa app's schema
 * composes (ADR 170), with the shared packages they depend on. `tsc -b` builds the packages'
 * declarations itself.
 */
export async function buildTypeDependencies(force: boolean, env: NodeJS.ProcessEnv): Promise<void> {
  const all = targets();
  const needed = new Set(all.plugins.flatMap((target) => target.needs ?? []));
  const hasSchema = (target: BuildTarget) => ["env.ts", "options.ts"].some((file) => fs.existsSync(path.join(target.cwd, "src", "lib", file)));
  const plugins = all.plugins.filter((target) => needed.has(target.packageName ?? "") || hasSchema(target));
  const packages = all.packages.filter((target) => plugins.some((plugin) => plugin.needs?.includes(target.packageName ?? "")));
  await runBuilds(ordered([...packages, ...plugins]), force, env);
}

/** The shared packages, then the plugins (they require the packages' dist/; no plugin imports another, ADR 160). */
export async function buildPlugins(force: boolean, env: NodeJS.ProcessEnv): Promise<void> {
  const all = targets();
  await runBuilds(ordered([...all.packages, ...all.plugins]), force, env);
}

/**
 * Shared packages, plugins (need the packages), the Medusa backend (needs both), its admin dashboard
 * (after the backend: both builds generate Medusa's types) and the storefront (needs the packages),
 * two at a time on a 2-core machine: the storefront's Vite build overlaps the chain. The dashboard is
 * skipped with MEDUSA_DISABLE_ADMIN=true; its cached build is installed either way.
 */
export async function buildAll(force: boolean, env: NodeJS.ProcessEnv): Promise<void> {
  const all = targets();
  const chain = ordered([...all.packages, ...all.plugins]);
  await runBuilds(
    [
      // The packages (a few seconds) first, then the longest build, the storefront, overlapping the plugin → Medusa chain.
      ...chain.slice(0, all.packages.length),
      { target: all.storefront, after: all.packages },
      ...chain.slice(all.packages.length),
      { target: all.commerce, after: [...all.packages, ...all.plugins] },
      ...(adminDisabled() ? [] : [{ target: all.admin, after: [...all.packages, ...all.plugins, all.commerce] }]),
    ],
    force,
    env,
  );
  installAdmin();
}

/**
 * Copies the cached dashboard build into the server build (`public/admin`, where `medusa start`
 * serves /app), unless the one there is that build already. The backend build empties its output
 * folder, so this runs after every build.
 */
function installAdmin(): void {
  const built = readStamp(path.join(adminBuildDir, STAMP));
  if (!built || !fs.existsSync(commerceBuildDir)) return;
  const marker = path.join(commerceBuildDir, INSTALLED_ADMIN_STAMP);
  if (readStamp(marker) === built && fs.existsSync(path.join(installedAdminDir, "index.html"))) return;
  fs.rmSync(installedAdminDir, { recursive: true, force: true });
  fs.cpSync(adminBuildDir, installedAdminDir, { recursive: true, filter: (source) => path.basename(source) !== STAMP });
  writeStamp(marker, built);
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
