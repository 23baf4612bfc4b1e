/**
 * A throw-away embedded Postgres for Medusa's integration tests, separate from the shop's data
 * so tests can run while `npm start` is up. Prints `READY <port>` and runs until SIGTERM or stdin closes.
 */
import fs from "node:fs";
import path from "node:path";
import { dataDir } from "./lib/paths.ts";
import { startEmbeddedPostgres } from "./lib/postgres.ts";

const dir = path.join(dataDir(), "test-postgres");
fs.rmSync(dir, { recursive: true, force: true });
const database = await startEmbeddedPostgres({
  dataDir: dir,
  preferredPort: Number(process.env.TEST_PG_PORT ?? 54360),
  database: "postgres",
  logFile: path.join(dataDir(), "logs", "test-postgres.log"),
  // Thrown away after the run, so durability buys nothing: without fsync the per-test database
  // restores (CREATE DATABASE … TEMPLATE) and the migrations do not wait on the disk (ADR 190).
  settings: { fsync: "off", synchronous_commit: "off", full_page_writes: "off" },
});
console.log(`READY ${database.port} ${database.user} ${database.password}`);

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await database.stop?.();
  fs.rmSync(dir, { recursive: true, force: true });
  process.exit(0);
};
process.on("SIGTERM", () => void stop());
process.on("SIGINT", () => void stop());
process.stdin.on("end", () => void stop());
process.stdin.resume();
