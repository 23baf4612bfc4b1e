/**
 * The variables only `npm start` / `npm run dev` read (ADR 170): the apps' own are in
 * storefront/app/lib/config.server.ts and commerce/src/config/env.ts. Checked when the launcher
 * starts, before anything is built or started. docs/configuration.md "Environment" lists them (tests/env-docs.test.ts).
 */
export interface LauncherVar {
  default: string;
  meaning: string;
  /** A message saying what is wrong, or undefined when the value is fine. */
  check: (value: string) => string | undefined;
}

const port = (value: string) => (/^\d+$/.test(value) && Number(value) >= 1 && Number(value) <= 65535 ? undefined : "must be a port number from 1 to 65535");

export const LAUNCHER_ENV: Record<string, LauncherVar> = {
  PG_PORT: { default: "54329", meaning: "first port tried for the embedded Postgres", check: port },
  MEDUSA_HOST: {
    default: "127.0.0.1",
    meaning: "where `npm start` binds Medusa: this machine only. `0.0.0.0` opens the admin to your LAN (below)",
    check: (value) => (/[\s/?#@]/.test(value.trim()) || value.includes("://") ? "must be an address of this machine to listen on, e.g. 0.0.0.0" : undefined),
  },
};

/** The wrong launcher variables, one line each (empty when all are fine). */
export function launcherEnvProblems(env: NodeJS.ProcessEnv = process.env): string[] {
  return Object.entries(LAUNCHER_ENV).flatMap(([name, spec]) => {
    const value = env[name];
    if (value === undefined || value.trim() === "") return [];
    const problem = spec.check(value);
    return problem ? [`${name}=${JSON.stringify(value)}: ${problem}. Default: ${spec.default}.`] : [];
  });
}
