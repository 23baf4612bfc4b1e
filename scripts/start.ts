/**
 * `npm start` — one command from a fresh clone to a running shop:
 * embedded Postgres → builds (when stale) → migrations (when stale) → demo seed (first run)
 * → Medusa on 127.0.0.1:9000 (admin at /app; MEDUSA_HOST opens it to a LAN) → storefront on :3000.
 * Ctrl-C stops everything cleanly.
 *
 * `npm run dev` does the same with both apps in watch mode.
 */
import os from "node:os";
import path from "node:path";
import { ensureSecrets, loadDotEnv, medusaListen, ports } from "./lib/env.ts";
import { launcherEnvProblems } from "./lib/launcher-env.ts";
import { Steps, UserFacingError, bold, cyan, dim, fail, formatSeconds, green, info } from "./lib/log.ts";
import { buildAll, buildPlugins, linkStaticUploads, medusaBin, migrateIfNeeded, seedIfNeeded } from "./lib/medusa.ts";
import { binDir, commerceBuildDir, commerceDir, dataDir, repoRoot, storefrontDir } from "./lib/paths.ts";
import { defaultPgPort, startEmbeddedPostgres, useExternalPostgres, isPortFree, type Database } from "./lib/postgres.ts";
import { ProcessGroup, logTail, waitFor } from "./lib/processes.ts";

const dev = process.argv.includes("--dev");
const startedAt = Date.now();
loadDotEnv();
process.env.MEDUSA_DISABLE_TELEMETRY ??= "true";

const children = new ProcessGroup();
let database: Database | undefined;
let shuttingDown = false;

let signalsDuringShutdown = 0;

async function shutdown(code: number): Promise<void> {
  if (shuttingDown) {
    // Ctrl-C reaches both tsx and this process; only a third signal forces an exit.
    signalsDuringShutdown += 1;
    if (signalsDuringShutdown >= 2) {
      console.log("Forced exit: Postgres may need a moment to recover on the next start.");
      process.exit(130);
    }
    return;
  }
  shuttingDown = true;
  console.log(dim("\nStopping the storefront and Medusa…"));
  await children.stopAll();
  if (database?.stop) {
    console.log(dim("Stopping Postgres…"));
    await database.stop().catch(() => undefined);
  }
  console.log(dim("Stopped."));
  process.exit(code);
}

for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) {
  process.on(signal, () => void shutdown(0));
}

async function main(): Promise<void> {
  const problems = launcherEnvProblems();
  if (problems.length > 0) throw new UserFacingError(`Wrong environment for npm start:\n  ${problems.join("\n  ")}`, 'Fix them, or unset them for the defaults (docs/configuration.md "Environment").');
  const { storefront: storefrontPort, medusa: medusaPort } = ports();
  // Medusa listens on loopback unless MEDUSA_HOST says otherwise: the storefront is the public face.
  const listen = medusaListen();
  const medusaLocalUrl = `http://${listen.localHost}:${medusaPort}`;
  const adminHost = ["127.0.0.1", "[::1]"].includes(listen.localHost) ? "localhost" : listen.localHost;
  for (const [name, port, variable] of [["storefront", storefrontPort, "PORT"], ["Medusa", medusaPort, "MEDUSA_PORT"]] as const) {
    if (!(await isPortFree(port))) {
      throw new UserFacingError(`Port ${port} (for the ${name}) is already in use.`, `Stop whatever uses it, or pick another port: ${variable}=<port> npm ${dev ? "run dev" : "start"}.`);
    }
  }
  const data = dataDir();
  const logDir = path.join(data, "logs");
  const steps = new Steps(6);
  const secrets = ensureSecrets();
  const backendUrl = process.env.MEDUSA_BACKEND_URL ?? `http://localhost:${medusaPort}`;

  database = await steps.run(process.env.DATABASE_URL ? "Connecting to the Postgres at DATABASE_URL" : "Starting the embedded Postgres", () =>
    process.env.DATABASE_URL
      ? useExternalPostgres(process.env.DATABASE_URL)
      : startEmbeddedPostgres({ dataDir: path.join(data, "postgres"), preferredPort: defaultPgPort(), database: "glow", logFile: path.join(logDir, "postgres.log") }),
  );
  info(`Postgres: ${database.embedded ? `embedded, port ${database.port}, data in ${path.relative(repoRoot, path.join(data, "postgres"))}` : `external (${database.host}:${database.port})`}`);

  const medusaEnv: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: dev ? "development" : "production",
    DATABASE_URL: database.url,
    PORT: String(medusaPort),
    MEDUSA_PORT: String(medusaPort),
    MEDUSA_BACKEND_URL: backendUrl,
    STOREFRONT_URL: process.env.STOREFRONT_URL ?? `http://localhost:${storefrontPort}`,
    GLOW_DATA_DIR: data,
    JWT_SECRET: secrets.jwtSecret,
    COOKIE_SECRET: secrets.cookieSecret,
    // The embedded database means a shop used on this machine: demo accounts and the SMS outbox file
    // are allowed. With your own DATABASE_URL it is a deployment: neither, unless asked (ADR 086).
    ...(database.embedded ? { GLOW_LOCAL_SHOP: process.env.GLOW_LOCAL_SHOP ?? "true" } : {}),
  };
  const localShop = medusaEnv.GLOW_LOCAL_SHOP === "true";
  const demoAccounts = process.env.SEED_DEMO_ACCOUNTS === "true" || (localShop && process.env.SEED_DEMO_ACCOUNTS !== "false");
  // Builds run with production settings; only the database URL is irrelevant to them.
  const buildEnv: NodeJS.ProcessEnv = { ...medusaEnv, NODE_ENV: "production" };

  if (dev) await steps.run("Building our Medusa plugins (when changed)", () => buildPlugins(false, buildEnv));
  else await steps.run("Building what changed (plugins, Medusa backend + admin, storefront)", () => buildAll(false, buildEnv), "first builds take about a minute");

  const appDir = dev ? commerceDir : commerceBuildDir;
  linkStaticUploads(appDir);
  await steps.run("Applying database migrations (when changed)", () => migrateIfNeeded(database!.url, appDir, medusaEnv), "a fresh database takes ~15 s");
  const publishableKey = await steps.run("Seeding the demo shop (first run, or when the seed changed)", () => seedIfNeeded(database!.url, appDir, medusaEnv), "creating 40+ products, prices and stock");

  const onCrash = (name: string, logFile: string) => (code: number | null) => {
    fail(`${name} stopped unexpectedly (exit code ${code}). Last lines of ${logFile}:\n${logTail(logFile, 30)}`);
    void shutdown(1);
  };
  const medusaLog = path.join(logDir, "medusa.log");
  await steps.run(`Starting Medusa on ${listen.host.includes(":") ? `[${listen.host}]` : listen.host}:${medusaPort}`, async () => {
    // `--host` (not Medusa's HOST variable, which a shell may set for other reasons); develop passes it on.
    children.start("medusa", medusaBin, [dev ? "develop" : "start", "--host", listen.host], { cwd: appDir, env: medusaEnv, logFile: medusaLog, onExit: onCrash("Medusa", medusaLog) });
    await waitFor([`${medusaLocalUrl}/health`], 180_000);
  });

  const storefrontLog = path.join(logDir, "storefront.log");
  const storefrontEnv: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: dev ? "development" : "production",
    PORT: String(storefrontPort),
    // The address Medusa is bound to, not "localhost" (which may resolve to ::1 first).
    MEDUSA_URL: process.env.MEDUSA_URL ?? medusaLocalUrl,
    MEDUSA_PUBLISHABLE_KEY: process.env.MEDUSA_PUBLISHABLE_KEY ?? publishableKey,
    SESSION_SECRET: secrets.sessionSecret,
    // The shop's public origin for canonical URLs, Open Graph tags and JSON-LD: from configuration,
    // never from a request's headers (issue 34, cache poisoning); the same STOREFRONT_URL as Medusa's.
    STOREFRONT_URL: medusaEnv.STOREFRONT_URL,
    GLOW_DATA_DIR: data,
    // Production serves the storefront from one process per core, up to 2, sharing only the port
    // (ADR 140): page renders are CPU-bound in the storefront (bench/README.md).
    ...(dev ? {} : { STOREFRONT_WORKERS: process.env.STOREFRONT_WORKERS ?? String(Math.min(2, os.availableParallelism())) }),
  };
  await steps.run(`Starting the storefront on port ${storefrontPort}`, async () => {
    const [command, args] = dev
      ? [path.join(binDir, "remix"), ["vite:dev", "--port", String(storefrontPort), "--strictPort"]]
      : [process.execPath, ["build/server.js"]];
    children.start("storefront", command, args, { cwd: storefrontDir, env: storefrontEnv, logFile: storefrontLog, onExit: onCrash("The storefront", storefrontLog) });
    await waitFor([`http://localhost:${storefrontPort}/`], 120_000);
  });

  console.log(`
${green("Glow is running")} ${dim(`(ready in ${formatSeconds(Date.now() - startedAt)}${dev ? ", watch mode" : ""})`)}

  ${bold("Storefront")}        ${cyan(`http://localhost:${storefrontPort}`)}
  ${bold("Medusa admin")}      ${cyan(`http://${adminHost}:${medusaPort}/app`)}   ${
    listen.public ? `(MEDUSA_HOST=${listen.host}: open to your network too)` : dim("(this machine only; MEDUSA_HOST=0.0.0.0 opens it to your LAN)")
  }

${
  demoAccounts
    ? `  ${bold("Demo accounts")} ${dim("(for use on this machine only: their passwords are public; a deployment with DATABASE_URL gets none)")}
    Shopper            0244000001        Shopper#2026   (Ama Mensah)
    Shop admin         0244000000        Admin#2026     (Kofi Boateng, isAdmin)
    Medusa dashboard   admin@glow.local  Admin#2026
`
    : `  ${bold("No demo accounts")} ${dim("(a deployment; create the staff user with `npx medusa user` in commerce/)")}
`
}
  Logs: ${path.relative(repoRoot, logDir)}/${
    (process.env.SMS_GATEWAY ?? "local") === "local" ? `   SMS codes (no gateway set, this machine only): ${path.relative(repoRoot, path.join(data, "sms-outbox.jsonl"))}` : ""
  }
  Press Ctrl-C to stop.
`);
}

main().catch(async (error: unknown) => {
  if (error instanceof UserFacingError) {
    fail(error.message);
    if (error.hint) console.error(`  ${error.hint}`);
  } else {
    fail(`Start-up failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  }
  await shutdown(1);
});
