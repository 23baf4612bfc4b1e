import type { ExecArgs } from "@medusajs/framework/types";
import { ContainerRegistrationKeys } from "@medusajs/framework/utils";
import { seedDemoData } from "./seed-data/seed-demo-data";
import { seedDemoReviews } from "./seed-data/seed-demo-reviews";

/**
 * `medusa exec ./src/scripts/seed.ts` — seeds the demo shop once; later runs change nothing.
 * SEED_DEMO_ACCOUNTS=false leaves out the demo shopper, shop admin and staff user.
 */
export default async function seed({ container }: ExecArgs): Promise<void> {
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER);
  const started = Date.now();
  const result = await seedDemoData(container, {
    demoAccounts: process.env.SEED_DEMO_ACCOUNTS !== "false",
    log: (message) => logger.info(`seed: ${message}`),
  });
  // Verified-buyer demo reviews (real delivered orders of the demo accounts); idempotent.
  if (process.env.SEED_DEMO_ACCOUNTS !== "false") await seedDemoReviews(container, (message) => logger.info(`seed: ${message}`));
  logger.info(
    result.alreadySeeded
      ? `seed: the demo data is already there (${result.productCount} products); nothing changed.`
      : `seed: done in ${((Date.now() - started) / 1000).toFixed(1)} s — ${result.productCount} products.`,
  );
}
