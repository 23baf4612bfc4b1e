import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { dataDir, repoRoot } from "./paths.ts";

/** Loads the repo root's .env (if any) into process.env without overriding what the shell set. */
export function loadDotEnv(): void {
  const file = path.join(repoRoot, ".env");
  if (fs.existsSync(file)) process.loadEnvFile(file);
}

/**
 * Production mode needs real secrets. Without JWT_SECRET/COOKIE_SECRET in the environment we make
 * random ones once and keep them in the data dir, so sessions survive restarts and nobody copies anything.
 */
export function ensureSecrets(): { jwtSecret: string; cookieSecret: string; sessionSecret: string } {
  const file = path.join(dataDir(), "secrets.json");
  let stored: Record<string, string> = {};
  if (fs.existsSync(file)) stored = JSON.parse(fs.readFileSync(file, "utf8")) as Record<string, string>;
  const pick = (envName: string, key: string): string => {
    const value = process.env[envName] || stored[key] || crypto.randomBytes(32).toString("base64url");
    stored[key] = stored[key] || value;
    return value;
  };
  const secrets = {
    jwtSecret: pick("JWT_SECRET", "jwtSecret"),
    cookieSecret: pick("COOKIE_SECRET", "cookieSecret"),
    sessionSecret: pick("SESSION_SECRET", "sessionSecret"),
  };
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${JSON.stringify(stored, null, 2)}\n`, { mode: 0o600 });
  return secrets;
}

export interface Ports {
  storefront: number;
  medusa: number;
}

export function ports(): Ports {
  return { storefront: Number(process.env.PORT ?? 3000), medusa: Number(process.env.MEDUSA_PORT ?? 9000) };
}
