/**
 * `npm run test:scale` — the shop as it runs in production on one machine (ADR 071), then the
 * Playwright tests in e2e/scale*.spec.ts against it:
 *
 *   Redis (Debian's redis-server) ─┬─ Medusa server A ── storefront A ─┐
 *   Postgres (embedded)  ──────────┼─ Medusa server B ── storefront B ─┼─ nginx with deploy/nginx.conf (the shop's URL)
 *                                  └─ Medusa worker (subscribers, jobs: the SMS sender)
 *   s3rver (S3 protocol on loopback, npm) ── uploaded pictures of every Medusa process (ADR 091)
 *
 * Every Medusa process has REDIS_URL (event bus, workflow engine, locking, cache, phone-auth limits)
 * and its MEDUSA_WORKER_MODE. A control endpoint lets the tests stop and start Postgres and Redis
 * (fault tests). Fresh data in .data/scale on every run; builds are shared with `npm test`.
 *
 * The proxy is the shop's own (deploy/nginx.conf on Debian's nginx, installed when missing), with
 * loopback addresses and one addition: it takes the client address from the tests' X-Forwarded-For
 * (nginx's real-IP module, as behind a cloud load balancer), so "many IPs" tests stay many IPs.
 *
 * Ports (env): SCALE_PROXY_PORT 3400 (the shop), SCALE_ADMIN_PROXY_PORT 3408 (Medusa's admin port), SCALE_STOREFRONT_PORTS 3401,3402, SCALE_MEDUSA_PORTS 9401,9402,
 * SCALE_WORKER_PORT 9403, SCALE_S3_PORT 9404, SCALE_CONTROL_PORT 3409, SCALE_REDIS_PORT 6390, SCALE_PG_PORT 54400.
 * `--keep` leaves everything running after the tests (Ctrl-C stops it); arguments after `--` go to
 * Playwright (`npm run test:scale -- -- --grep faults` through npm).
 * Then (unless --skip-crash, --keep or Playwright arguments) the crash-safety test, `npm run test:crash`,
 * on a copy of this run's stopped cluster: see scripts/test-crash.ts and ADR 075.
 */
import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { ensureChromium } from "./lib/browser.ts";
import { ensureSecrets, loadDotEnv } from "./lib/env.ts";
import { Steps, UserFacingError, bold, dim, fail, info } from "./lib/log.ts";
import { buildAll, linkStaticUploads, medusaBin, migrateIfNeeded, seedIfNeeded } from "./lib/medusa.ts";
import { binDir, commerceBuildDir, repoRoot, storefrontDir } from "./lib/paths.ts";
import { startEmbeddedPostgres, type Database } from "./lib/postgres.ts";
import { ProcessGroup, runCommand, waitFor } from "./lib/processes.ts";
import { ensureNginx, prepareNginx, shopProxySite } from "./lib/nginx.ts";
import S3rver from "s3rver";

loadDotEnv();
process.env.MEDUSA_DISABLE_TELEMETRY ??= "true";
// The scale run shares the test build (no admin dashboard) with `npm test`.
process.env.MEDUSA_DISABLE_ADMIN ??= "true";

const num = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const list = (name: string, fallback: number[]) => (process.env[name] ? process.env[name]!.split(",").map(Number) : fallback);
const ports = {
  proxy: num("SCALE_PROXY_PORT", 3400),
  adminProxy: num("SCALE_ADMIN_PROXY_PORT", 3408),
  storefronts: list("SCALE_STOREFRONT_PORTS", [3401, 3402]),
  medusa: list("SCALE_MEDUSA_PORTS", [9401, 9402]),
  worker: num("SCALE_WORKER_PORT", 9403),
  s3: num("SCALE_S3_PORT", 9404),
  control: num("SCALE_CONTROL_PORT", 3409),
  redis: num("SCALE_REDIS_PORT", 6390),
  postgres: num("SCALE_PG_PORT", 54400),
};
const keep = process.argv.includes("--keep");
// After the topology: the crash-safety test (scripts/test-crash.ts, ADR 075) on a copy of this run's
// cleanly stopped, migrated and seeded cluster. Skipped with --skip-crash or when Playwright gets arguments.
const passThroughGiven = process.argv.includes("--");
const crash = !keep && !passThroughGiven && !process.argv.includes("--skip-crash");
const passThrough = process.argv.includes("--") ? process.argv.slice(process.argv.indexOf("--") + 1) : [];
const data = path.join(repoRoot, ".data", "scale");
const logDir = path.join(data, "logs");
const children = new ProcessGroup();
let database: Database | undefined;
let control: http.Server | undefined;
let s3: S3rver | undefined;
/** The bucket every Medusa process keeps uploads in, served by s3rver on loopback (MinIO in docker-compose). */
const S3_BUCKET = "glow-uploads";
const s3Url = () => `http://127.0.0.1:${ports.s3}`;
/** A staff user of this run only (e2e/scale-uploads.spec.ts uploads with it), whatever the seed's demo accounts. */
const STAFF = { email: "scale-staff@glow.local", password: "Scale#Staff-2026" };
let stopping = false;

/**
 * The shop's options for this run (ADR 240): a short sign-in failure window so the abuse tests can wait
 * for recovery; the limits themselves are the defaults, written out because the tests count on them.
 */
const LIMITS = { codesPerPhonePerMinute: 1, codesPerPhonePerHour: 5, codesPerIpPerHour: 20, loginFailuresPerPhone: 5, loginFailureWindowSeconds: 8 };
const optionsFile = path.join(data, "shop-options.json");

function ensureRedisServer(): string {
  const found = ["/usr/bin/redis-server", "/usr/local/bin/redis-server"].find((p) => fs.existsSync(p));
  if (found) return found;
  if (process.getuid?.() === 0 && spawnSync("which", ["apt-get"]).status === 0) {
    info("No redis-server found: installing Debian's redis-server with apt-get…");
    execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit" });
    // RUNLEVEL=1 keeps the package from starting a system-wide Redis on 6379.
    execFileSync("apt-get", ["install", "-y", "-qq", "--no-install-recommends", "redis-server"], { stdio: "inherit", env: { ...process.env, DEBIAN_FRONTEND: "noninteractive", RUNLEVEL: "1" } });
    if (fs.existsSync("/usr/bin/redis-server")) return "/usr/bin/redis-server";
  }
  throw new UserFacingError("The scale test needs redis-server.", "Install it (`apt-get install -y redis-server`) or put it on the PATH.");
}

async function startRedis(redisServer: string): Promise<void> {
  fs.mkdirSync(path.join(data, "redis"), { recursive: true });
  children.start("redis", redisServer, ["--port", String(ports.redis), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no", "--dir", path.join(data, "redis")], {
    cwd: data,
    logFile: path.join(logDir, "redis.log"),
  });
  await waitFor([`tcp:127.0.0.1:${ports.redis}`], 15_000).catch(() => {
    throw new UserFacingError(`redis-server did not answer on port ${ports.redis} (see ${path.join(logDir, "redis.log")}).`);
  });
}

async function startPostgres(): Promise<Database> {
  const db = await startEmbeddedPostgres({ dataDir: path.join(data, "postgres"), preferredPort: ports.postgres, database: "glow", logFile: path.join(logDir, "postgres.log") });
  if (db.port !== ports.postgres) throw new UserFacingError(`Postgres could not get port ${ports.postgres} (got ${db.port}); set SCALE_PG_PORT.`);
  return db;
}

/** POST /postgres/stop|start, /redis/stop|start — the fault tests' switches. */
function startControl(redisServer: string): Promise<http.Server> {
  const server = http.createServer((req, res) => {
    const done = (status: number, body: unknown) => res.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
    const action = async () => {
      switch (`${req.method} ${req.url}`) {
        case "POST /postgres/stop":
          await database?.stop?.();
          return done(200, { postgres: "stopped" });
        case "POST /postgres/start":
          database = await startPostgres();
          return done(200, { postgres: "started" });
        case "POST /redis/stop":
          await children.stop("redis");
          return done(200, { redis: "stopped" });
        case "POST /redis/start":
          await startRedis(redisServer);
          return done(200, { redis: "started" });
        default:
          return done(404, { message: "unknown control" });
      }
    };
    action().catch((error: unknown) => done(500, { message: error instanceof Error ? error.message : String(error) }));
  });
  return new Promise((resolve) => server.listen(ports.control, "127.0.0.1", () => resolve(server)));
}

/** Stops the proxy, the apps, Redis and Postgres (cleanly: the crash test copies the cluster). */
async function stopTopology(): Promise<void> {
  if (stopping) return;
  stopping = true;
  control?.close();
  await children.stopAll();
  await s3?.close().catch(() => undefined);
  await database?.stop?.().catch(() => undefined);
}

async function shutdown(code: number): Promise<never> {
  await stopTopology();
  process.exit(code);
}
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => void shutdown(130));

async function main(): Promise<number> {
  const steps = new Steps(crash ? 7 : 6);
  fs.rmSync(data, { recursive: true, force: true });
  fs.mkdirSync(logDir, { recursive: true });
  const secrets = ensureSecrets();
  const redisServer = ensureRedisServer();
  const nginx = ensureNginx();
  const redisUrl = `redis://127.0.0.1:${ports.redis}`;
  const shopUrl = `http://localhost:${ports.proxy}`;

  await steps.run("Building what changed", () => buildAll(false, { ...process.env, NODE_ENV: "production", JWT_SECRET: secrets.jwtSecret, COOKIE_SECRET: secrets.cookieSecret }));
  await steps.run(`Starting redis-server on ${ports.redis}, Postgres on ${ports.postgres} and s3rver on ${ports.s3}`, async () => {
    fs.mkdirSync(data, { recursive: true });
    // s3rver's address and path-style URLs are options, as MinIO's are in deploy/shop-options.json.
    fs.writeFileSync(optionsFile, JSON.stringify({ phoneAuth: { limits: LIMITS }, fileStorage: { s3Endpoint: s3Url(), s3ForcePathStyle: true } }, null, 2));
    await startRedis(redisServer);
    database = await startPostgres();
    s3 = new S3rver({ address: "127.0.0.1", port: ports.s3, silent: true, directory: path.join(data, "s3"), configureBuckets: [{ name: S3_BUCKET, configs: [] }] });
    await s3.run();
  });

  const medusaEnv = (port: number, mode: "server" | "worker"): NodeJS.ProcessEnv => ({
    ...process.env,
    GLOW_OPTIONS_FILE: optionsFile,
    NODE_ENV: "production",
    DATABASE_URL: database!.url,
    REDIS_URL: redisUrl,
    MEDUSA_WORKER_MODE: mode,
    PORT: String(port),
    MEDUSA_PORT: String(port),
    MEDUSA_BACKEND_URL: `http://127.0.0.1:${port}`,
    STOREFRONT_URL: shopUrl,
    GLOW_DATA_DIR: data,
    SMS_OUTBOX_FILE: path.join(data, "sms-outbox.jsonl"),
    JWT_SECRET: secrets.jwtSecret,
    COOKIE_SECRET: secrets.cookieSecret,
    // Uploads on S3-compatible storage shared by every Medusa process (s3rver's fixed credentials;
    // its address is in the options file).
    S3_BUCKET,
    S3_ACCESS_KEY_ID: "S3RVER",
    S3_SECRET_ACCESS_KEY: "S3RVER",
    S3_FILE_URL: `${s3Url()}/${S3_BUCKET}`,
    // A test rig on this machine, not a deployment: demo accounts and the SMS outbox file (ADR 086).
    GLOW_LOCAL_SHOP: "true",
  });
  linkStaticUploads(commerceBuildDir);
  const publishableKey = await steps.run("Migrating and seeding the scale database", async () => {
    await migrateIfNeeded(database!.url, commerceBuildDir, medusaEnv(ports.medusa[0]!, "server"));
    const key = await seedIfNeeded(database!.url, commerceBuildDir, medusaEnv(ports.medusa[0]!, "server"));
    await runCommand(medusaBin, ["user", "--email", STAFF.email, "--password", STAFF.password], {
      cwd: commerceBuildDir,
      env: medusaEnv(ports.medusa[0]!, "server"),
      logFile: path.join(logDir, "staff-user.log"),
    });
    return key;
  });

  const onCrash = (name: string) => (code: number | null) => {
    if (stopping) return;
    fail(`${name} stopped unexpectedly (exit code ${code}); see ${logDir}.`);
  };
  await steps.run(`Starting Medusa: servers on ${ports.medusa.join(", ")}, worker on ${ports.worker}`, async () => {
    const all = [...ports.medusa.map((port, i) => ({ name: `medusa-server-${"AB"[i]}`, port, mode: "server" as const })), { name: "medusa-worker", port: ports.worker, mode: "worker" as const }];
    for (const m of all) {
      // Loopback only, like `npm start` (issue 20): the servers are reached through the proxy and storefronts.
      children.start(m.name, medusaBin, ["start", "--host", "127.0.0.1"], { cwd: commerceBuildDir, env: medusaEnv(m.port, m.mode), logFile: path.join(logDir, `${m.name}.log`), onExit: onCrash(m.name) });
    }
    await waitFor(all.map((m) => `http://127.0.0.1:${m.port}/health`), 180_000);
  });

  await steps.run(`Starting storefronts on ${ports.storefronts.join(", ")} behind the proxy on ${ports.proxy}`, async () => {
    ports.storefronts.forEach((port, i) => {
      const name = `storefront-${"AB"[i]}`;
      children.start(name, process.execPath, ["build/server.js"], {
        cwd: storefrontDir,
        env: {
          ...process.env,
          NODE_ENV: "production",
          PORT: String(port),
          // Storefront A talks to Medusa A, B to B: a request through the proxy may use either pair.
          MEDUSA_URL: `http://127.0.0.1:${ports.medusa[i % ports.medusa.length]}`,
          MEDUSA_PUBLISHABLE_KEY: publishableKey,
          SESSION_SECRET: secrets.sessionSecret,
          STOREFRONT_URL: shopUrl,
          REDIS_URL: redisUrl,
          // Behind the local proxy: client addresses come from X-Forwarded-For (loopback hops trusted).
          TRUST_PROXY: "loopback",
          GLOW_DATA_DIR: data,
          // Uploaded pictures: the bucket's public address, served at /media/s3/ on the shop's origin.
          S3_FILE_URL: `${s3Url()}/${S3_BUCKET}`,
        },
        logFile: path.join(logDir, `${name}.log`),
        onExit: onCrash(name),
      });
    });
    await waitFor(ports.storefronts.map((port) => `http://localhost:${port}/`), 120_000);
    const storefrontA = `127.0.0.1:${ports.storefronts[0]}`;
    const storefrontB = `127.0.0.1:${ports.storefronts[1]}`;
    const site = shopProxySite({
      storefronts: [ports.storefronts[0]!, ports.storefronts[1]!],
      medusaServers: [ports.medusa[0]!, ports.medusa[1]!],
      files: `127.0.0.1:${ports.s3}`,
      shopPort: ports.proxy,
      adminPort: ports.adminProxy,
    });
    const args = prepareNginx(nginx, path.join(data, "nginx"), site, [
      // The tests play shoppers from many addresses through X-Forwarded-For, as a load balancer in
      // front of nginx would send them; deploy/nginx.conf then forwards that address as $remote_addr.
      "set_real_ip_from 127.0.0.1;",
      "real_ip_header X-Forwarded-For;",
      // Which storefront answered (e2e/scale.spec.ts checks both are used).
      `map $upstream_addr $glow_upstream { "${storefrontA}" A; "${storefrontB}" B; default "$upstream_addr"; }`,
      "add_header X-Glow-Upstream $glow_upstream always;",
    ]);
    children.start("nginx", nginx, args, { cwd: data, env: process.env, logFile: path.join(logDir, "nginx.log"), onExit: onCrash("nginx") });
    await waitFor([`${shopUrl}/`], 30_000);
    control = await startControl(redisServer);
  });

  console.log(`\n${bold("Scale topology up")} ${dim(`shop ${shopUrl} · logs ${path.relative(repoRoot, logDir)}/`)}`);
  if (keep) {
    console.log("--keep: leaving it running; Ctrl-C stops everything.");
    await new Promise(() => undefined);
  }

  const chromium = ensureChromium();
  let code = 0;
  const failed = (error: unknown) => {
    fail(error instanceof Error ? error.message : String(error));
    code = 1;
  };
  await steps
    .run("Running e2e/scale*.spec.ts", () =>
      // Arguments after `--` go to Playwright (e.g. `npm run test:scale -- --grep faults`).
      runCommand(path.join(binDir, "playwright"), ["test", "-c", "playwright.scale.config.ts", ...passThrough], {
        cwd: repoRoot,
        env: {
          ...process.env,
          CHROME_PATH: chromium,
          SCALE_SHOP_URL: shopUrl,
          SCALE_STOREFRONT_URLS: ports.storefronts.map((p) => `http://localhost:${p}`).join(","),
          SCALE_CONTROL_URL: `http://127.0.0.1:${ports.control}`,
          SCALE_MEDUSA_URLS: ports.medusa.map((p) => `http://127.0.0.1:${p}`).join(","),
          SCALE_S3_FILE_URL: `${s3Url()}/${S3_BUCKET}`,
          SCALE_LOCAL_UPLOADS: path.join(data, "uploads"),
          SCALE_STAFF_EMAIL: STAFF.email,
          SCALE_STAFF_PASSWORD: STAFF.password,
          SCALE_OUTBOX: path.join(data, "sms-outbox.jsonl"),
          SCALE_LOGIN_FAILURE_WINDOW_SECONDS: String(LIMITS.loginFailureWindowSeconds),
          SCALE_LOGIN_FAILURES: String(LIMITS.loginFailuresPerPhone),
          // e2e/abuse.spec.ts (issue 14) runs here too, against the Redis-backed limits.
          SCALE_MEDUSA_URL: `http://127.0.0.1:${ports.medusa[0]}`,
          PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(repoRoot, ".data", "test-reports", "scale.json"),
        },
      }),
    )
    .catch(failed);
  if (crash) {
    await stopTopology();
    await steps
      .run("Crash safety: a killed `npm start` loses no committed order (scripts/test-crash.ts)", () =>
        runCommand(path.join(binDir, "tsx"), ["scripts/test-crash.ts", "--template", path.join(data, "postgres")], { cwd: repoRoot }),
      )
      .catch(failed);
  }
  return code;
}

main()
  .then((code) => shutdown(code))
  .catch(async (error: unknown) => {
    fail(error instanceof UserFacingError ? error.message : error instanceof Error ? (error.stack ?? error.message) : String(error));
    if (error instanceof UserFacingError && error.hint) console.error(`  ${error.hint}`);
    await shutdown(1);
  });
