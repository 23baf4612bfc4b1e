import path from "node:path";
import { fileURLToPath } from "node:url";

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
export const commerceDir = path.join(repoRoot, "commerce");
export const commerceBuildDir = path.join(commerceDir, ".medusa", "server");
export const storefrontDir = path.join(repoRoot, "storefront");
export const pluginsDir = path.join(repoRoot, "plugins");
/** Shared workspace libraries (e.g. @glow/medusa-http), compiled with tsc to their dist/. */
export const packagesDir = path.join(repoRoot, "packages");
export const binDir = path.join(repoRoot, "node_modules", ".bin");

/** Where Postgres data, uploads, logs and the SMS outbox live. Tests point this elsewhere. */
export function dataDir(): string {
  return path.resolve(repoRoot, process.env.GLOW_DATA_DIR ?? ".data");
}
