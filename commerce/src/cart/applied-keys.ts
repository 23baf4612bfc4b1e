/**
 * The idempotency keys "add to my cart" applied (ADR 235). A shopper's device gives every tap a key
 * (crypto.randomUUID) and may send it again — replayed after a dropped connection, by the service
 * worker's Background Sync and the page at once, or twice by a script. The add workflow records each
 * key it applied, per customer, under the customer's lock, and skips a key it already applied; a key
 * whose add was refused is remembered with its refusal, and answered with it again.
 *
 * Kept in Postgres for 24 hours (src/modules/tap-keys): a tap queued on a phone is often replayed
 * after the server it first reached has restarted, which Medusa's in-memory cache (the store before
 * 2026-11-28) forgot. A key is only ever read and written with the customer's id, so one customer's
 * key never answers for another.
 */
import type { MedusaContainer } from "@medusajs/framework/types";
import { MedusaError } from "@medusajs/framework/utils";
import { TAP_KEYS_MODULE, type TapKeysModuleService } from "../modules/tap-keys";
import type { TapKeyOutcome } from "../modules/tap-keys/service";

/** How long a tap's key is remembered (seconds): a device replays what it queued within hours, not days. */
export const APPLIED_KEY_TTL_S = 24 * 60 * 60;

export type KeyOutcome = TapKeyOutcome;

function tapKeysOf(container: MedusaContainer): TapKeysModuleService {
  return container.resolve<TapKeysModuleService>(TAP_KEYS_MODULE);
}

export async function keyOutcome(container: MedusaContainer, customerId: string, key: string): Promise<KeyOutcome | null> {
  return tapKeysOf(container).outcomeOf(customerId, key);
}

export async function rememberApplied(container: MedusaContainer, customerId: string, keys: string[]): Promise<void> {
  await tapKeysOf(container).rememberApplied(customerId, keys, APPLIED_KEY_TTL_S);
}

export async function forgetKeys(container: MedusaContainer, customerId: string, keys: string[]): Promise<void> {
  await tapKeysOf(container).forget(customerId, keys);
}

/** Remembers a key's refusal, unless the key was applied meanwhile (a refusal never hides an add that went through). */
export async function rememberRefused(container: MedusaContainer, customerId: string, key: string, error: MedusaError): Promise<void> {
  await tapKeysOf(container).rememberRefused(customerId, key, { type: error.type, message: error.message, code: error.code ?? null }, APPLIED_KEY_TTL_S);
}

/** The refusal a replayed key is answered with: the very error its first try got. */
export function refusalOf(outcome: KeyOutcome): MedusaError | null {
  return outcome.outcome === "refused" ? new MedusaError(outcome.type, outcome.message, outcome.code ?? undefined) : null;
}
