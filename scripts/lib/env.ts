import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { UserFacingError } from "./log.ts";
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

export interface MedusaListen {
  /** The address Medusa listens on (`medusa start --host`). */
  host: string;
  /** How processes on this machine reach it: the bound address, loopback for a wildcard (URL-ready: IPv6 in brackets). */
  localHost: string;
  /** Whether other machines can reach it (a wildcard or a non-loopback address). */
  public: boolean;
}

const WILDCARDS_V4 = new Set(["0.0.0.0"]);
const WILDCARDS_V6 = new Set(["::", "0:0:0:0:0:0:0:0", "[::]"]);

/**
 * Where `npm start` binds Medusa: loopback (127.0.0.1) unless `MEDUSA_HOST` says otherwise. The
 * storefront is the shop's public face; Medusa's store and auth routes are for it alone, and its admin
 * is opened to a LAN on purpose with `MEDUSA_HOST=0.0.0.0` (docs/configuration.md "Opening the admin to your LAN").
 */
export function medusaListen(value: string | undefined = process.env.MEDUSA_HOST): MedusaListen {
  const host = value?.trim() || "127.0.0.1";
  if (/[\s/?#@]/.test(host) || host.includes("://")) {
    throw new UserFacingError(`MEDUSA_HOST=${JSON.stringify(value)} is not an address to listen on.`, "Use an IP address of this machine, e.g. MEDUSA_HOST=0.0.0.0 (every interface) or leave it unset (127.0.0.1, this machine only).");
  }
  const bare = host.replace(/^\[(.*)\]$/, "$1");
  if (WILDCARDS_V4.has(host)) return { host, localHost: "127.0.0.1", public: true };
  if (WILDCARDS_V6.has(host)) return { host: "::", localHost: "[::1]", public: true };
  const loopback = bare === "localhost" || bare === "::1" || /^127\.\d+\.\d+\.\d+$/.test(bare);
  return { host: bare, localHost: bare.includes(":") ? `[${bare}]` : bare, public: !loopback };
}
