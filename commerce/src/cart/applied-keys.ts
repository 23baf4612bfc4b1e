/**
 * The idempotency keys "add to my cart" applied (ADR 235). A shopper's device gives every tap a key
 * (crypto.randomUUID) and may send it again — replayed after a dropped connection, by the service
 * worker's Background Sync and the page at once, or twice by a script. The add workflow records each
 * key it applied, per customer, under the customer's lock, and skips a key it already applied; a key
 * whose add was refused is remembered with its refusal, and answered with it again.
 *
 * Kept in Medusa's cache module for 24 hours: in memory in one Medusa, in Redis with REDIS_URL, the
 * same place as the locks that order the adds (ADR 071). A key is only ever read and written with
 * the customer's id in its name, so one customer's key never answers for another.
 */
import type { ICacheService, MedusaContainer } from "@medusajs/framework/types";
import { MedusaError, Modules } from "@medusajs/framework/utils";

/** How long a tap's key is remembered (seconds): a device replays what it queued within hours, not days. */
export const APPLIED_KEY_TTL_S = 24 * 60 * 60;

export type KeyOutcome = { outcome: "applied"; at: string } | { outcome: "refused"; type: string; message: string; at: string };

export function appliedKeyName(customerId: string, key: string): string {
  return `glow:add-key:${customerId}:${key}`;
}

function cacheOf(container: MedusaContainer): ICacheService {
  return container.resolve<ICacheService>(Modules.CACHE);
}

export async function keyOutcome(container: MedusaContainer, customerId: string, key: string): Promise<KeyOutcome | null> {
  return cacheOf(container).get<KeyOutcome>(appliedKeyName(customerId, key));
}

export async function rememberApplied(container: MedusaContainer, customerId: string, keys: string[]): Promise<void> {
  const at = new Date().toISOString();
  await Promise.all(keys.map((key) => cacheOf(container).set(appliedKeyName(customerId, key), { outcome: "applied", at } satisfies KeyOutcome, APPLIED_KEY_TTL_S)));
}

export async function forgetKeys(container: MedusaContainer, customerId: string, keys: string[]): Promise<void> {
  await Promise.all(keys.map((key) => cacheOf(container).invalidate(appliedKeyName(customerId, key))));
}

/** Remembers a key's refusal, unless the key was applied meanwhile (a refusal never hides an add that went through). */
export async function rememberRefused(container: MedusaContainer, customerId: string, key: string, error: MedusaError): Promise<void> {
  if ((await keyOutcome(container, customerId, key))?.outcome === "applied") return;
  const record: KeyOutcome = { outcome: "refused", type: error.type, message: error.message, at: new Date().toISOString() };
  await cacheOf(container).set(appliedKeyName(customerId, key), record, APPLIED_KEY_TTL_S);
}

/** The refusal a replayed key is answered with: the very error its first try got. */
export function refusalOf(outcome: KeyOutcome): MedusaError | null {
  return outcome.outcome === "refused" ? new MedusaError(outcome.type, outcome.message) : null;
}
