import type { ExecArgs } from "@medusajs/framework/types";
import { ContainerRegistrationKeys } from "@medusajs/framework/utils";
import { reindexCatalog, seedDemoData } from "./seed-data/seed-demo-data";
import { seedDemoReviews } from "./seed-data/seed-demo-reviews";

/**
 * Whether to seed the demo accounts (shopper, shop admin, staff user, with passwords printed in the
 * README): on a shop used on this machine, yes unless SEED_DEMO_ACCOUNTS=false; in a deployment
 * (DATABASE_URL set and not GLOW_LOCAL_SHOP=true), only with SEED_DEMO_ACCOUNTS=true (ADR 086).
 */
export function wantsDemoAccounts(env: NodeJS.ProcessEnv = process.env): boolean {
  if (env.SEED_DEMO_ACCOUNTS === "true") return true;
  if (env.SEED_DEMO_ACCOUNTS === "false") return false;
  return env.GLOW_LOCAL_SHOP === "true" || !env.DATABASE_URL;
}

/**
 * `medusa exec ./src/scripts/seed.ts` — seeds the demo shop once; later runs change nothing.
 * Demo accounts: see wantsDemoAccounts.
 */
export default async function seed({ container }: ExecArgs): Promise<void> {
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER);
  const started = Date.now();
  const demoAccounts = wantsDemoAccounts();
  if (!demoAccounts) logger.info("seed: no demo accounts (a deployment; SEED_DEMO_ACCOUNTS=true would add them)");
  const result = await seedDemoData(container, {
    demoAccounts,
    log: (message) => logger.info(`seed: ${message}`),
  });
  // Verified-buyer demo reviews (real delivered orders of the demo accounts); idempotent.
  if (demoAccounts) await seedDemoReviews(container, (message) => logger.info(`seed: ${message}`));
  // The search index from what was just seeded (events are not consumed in `medusa exec`; ADR 110).
  if (!result.alreadySeeded) await reindexCatalog(container, (message) => logger.info(`seed: ${message}`));
  logger.info(
    result.alreadySeeded
      ? `seed: the demo data is already there (${result.productCount} products); nothing changed.`
      : `seed: done in ${((Date.now() - started) / 1000).toFixed(1)} s — ${result.productCount} products.`,
  );
}
