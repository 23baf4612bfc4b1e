/**
 * Starts an embedded Postgres for this test run (scripts/test-postgres.ts) and hands its
 * address to @medusajs/test-utils through DB_HOST/DB_PORT/DB_USERNAME/DB_PASSWORD.
 */
const { spawn } = require("node:child_process");
const path = require("node:path");

module.exports = async function globalSetup() {
  if (process.env.DB_HOST && process.env.DB_PORT) return; // An outside database was provided.
  const repoRoot = path.resolve(__dirname, "..", "..");
  const child = spawn(path.join(repoRoot, "node_modules", ".bin", "tsx"), [path.join(repoRoot, "scripts", "test-postgres.ts")], {
    cwd: repoRoot,
    stdio: ["pipe", "pipe", "inherit"],
  });
  globalThis.__GLOW_TEST_PG__ = child;
  const line = await new Promise((resolve, reject) => {
    let buffer = "";
    const timer = setTimeout(() => reject(new Error("The test Postgres did not start within 60 s (see .data/logs/test-postgres.log).")), 60000);
    child.stdout.on("data", (chunk) => {
      buffer += chunk.toString();
      const match = /READY (\d+) (\S+) (\S+)/.exec(buffer);
      if (match) {
        clearTimeout(timer);
        resolve(match);
      }
    });
    child.on("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`The test Postgres exited with code ${code} (see .data/logs/test-postgres.log).`));
    });
  });
  process.env.DB_HOST = "localhost";
  process.env.DB_PORT = line[1];
  process.env.DB_USERNAME = line[2];
  process.env.DB_PASSWORD = line[3];
  process.env.GLOW_DATA_DIR = process.env.GLOW_DATA_DIR || path.join(repoRoot, ".data", "test-data");
};
