/** `npm run build` — builds our plugins, the Medusa backend + admin and the storefront (`--force` rebuilds all). */
import { ensureSecrets, loadDotEnv } from "./lib/env.ts";
import { Steps, UserFacingError, fail } from "./lib/log.ts";
import { buildAll } from "./lib/medusa.ts";

loadDotEnv();
const force = process.argv.includes("--force");
const secrets = ensureSecrets();
const env = { ...process.env, NODE_ENV: "production", MEDUSA_DISABLE_TELEMETRY: "true", JWT_SECRET: secrets.jwtSecret, COOKIE_SECRET: secrets.cookieSecret };

try {
  await new Steps(1).run(force ? "Building everything" : "Building what changed", () => buildAll(force, env), "the admin dashboard takes about a minute");
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
  if (error instanceof UserFacingError && error.hint) console.error(`  ${error.hint}`);
  process.exit(1);
}
