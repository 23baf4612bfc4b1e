import type { MedusaContainer } from "@medusajs/framework/types";
import { ContainerRegistrationKeys } from "@medusajs/framework/utils";
import { TAP_KEYS_MODULE, type TapKeysModuleService } from "../modules/tap-keys";

/** Deletes the tap keys past their 24 hours (ADR 235): they are never read again, so the table stays small. */
export default async function forgetOldTapKeys(container: MedusaContainer): Promise<void> {
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER);
  try {
    const deleted = await container.resolve<TapKeysModuleService>(TAP_KEYS_MODULE).deleteExpired();
    if (deleted > 0) logger.info(`[tap keys] forgot ${deleted} keys older than 24 hours`);
  } catch (error) {
    logger.warn(`[tap keys] old keys not deleted: ${(error as Error).message}`);
  }
}

export const config = { name: "forget-old-tap-keys", schedule: "17 * * * *" };
