/**
 * `npx tsx scripts/db-snapshots.ts` — writes the MikroORM schema snapshot
 * (`migrations/.snapshot-<module>.json`) of every plugin module that has none, with Medusa's own
 * tooling against a real, empty Postgres (embedded, in a temporary data dir): `medusa
 * plugin:db:generate` writes the snapshot of the models together with a migration that would create
 * the module from nothing; that migration duplicates the module's existing ones and is removed. A
 * second run must then find nothing to generate, which proves the snapshot matches the models.
 * With snapshots in place, `plugin:db:generate` writes only the difference after a model change.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { info } from "./lib/log.ts";
import { medusaBin, pluginDirs } from "./lib/medusa.ts";
import pg from "pg";
import { startEmbeddedPostgres } from "./lib/postgres.ts";
import { runCommand } from "./lib/processes.ts";

const missing = pluginDirs().filter((dir) => {
  const modules = path.join(dir, "src", "modules");
  if (!fs.existsSync(modules)) return false;
  return fs.readdirSync(modules).some((name) => {
    const migrations = path.join(modules, name, "migrations");
    return fs.existsSync(migrations) && !fs.readdirSync(migrations).some((file) => file.startsWith(".snapshot-"));
  });
});
if (missing.length === 0) {
  info("Every plugin module has a snapshot.");
  process.exit(0);
}

const temp = fs.mkdtempSync(path.join(os.tmpdir(), "glow-snapshots-"));
// Postgres runs as the OS user "postgres" when we are root: it must be able to reach its data dir.
fs.chmodSync(temp, 0o755);
const database = await startEmbeddedPostgres({ dataDir: path.join(temp, "postgres"), preferredPort: Number(process.env.SNAPSHOT_PG_PORT ?? 54830), database: "glow", logFile: path.join(temp, "postgres.log") });
const migrationFiles = (dir: string) =>
  fs
    .readdirSync(path.join(dir, "src", "modules"))
    .flatMap((name) => {
      const migrations = path.join(dir, "src", "modules", name, "migrations");
      return fs.existsSync(migrations) ? fs.readdirSync(migrations).map((file) => path.join(migrations, file)) : [];
    })
    .filter((file) => /Migration\d+\.ts$/.test(file));
try {
  for (const dir of missing) {
    const before = new Set(migrationFiles(dir));
    // Medusa's generator connects with DB_* and to a database named medusa-<module> (its CLI config).
    const url = new URL(database.url);
    const env: NodeJS.ProcessEnv = { ...process.env, DB_HOST: url.hostname, DB_PORT: url.port, DB_USERNAME: decodeURIComponent(url.username), DB_PASSWORD: decodeURIComponent(url.password), NODE_ENV: "development" };
    delete env.DATABASE_URL;
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    for (const name of fs.readdirSync(path.join(dir, "src", "modules"))) await client.query(`CREATE DATABASE "medusa-${name}"`).catch(() => undefined);
    await client.end();
    info(`${path.basename(dir)}: generating snapshots`);
    await runCommand(medusaBin, ["plugin:db:generate"], { cwd: dir, env, logFile: path.join(temp, `${path.basename(dir)}.log`) });
    for (const file of migrationFiles(dir)) if (!before.has(file)) fs.rmSync(file);
    await runCommand(medusaBin, ["plugin:db:generate"], { cwd: dir, env, logFile: path.join(temp, `${path.basename(dir)}-check.log`) });
    const extra = migrationFiles(dir).filter((file) => !before.has(file));
    if (extra.length) throw new Error(`The snapshot does not match the models of ${dir}: ${extra.join(", ")}`);
  }
} finally {
  await database.stop?.();
  fs.rmSync(temp, { recursive: true, force: true });
}
