import { channel, subscribe, unsubscribe } from "node:diagnostics_channel";

/**
 * Failed calls to Medusa (no answer, a timeout, a 5xx), published by the Medusa client
 * (client.server.ts) even when the caller catches them, so the server (server-app.ts) can answer
 * the request with the 503 page instead of a page rendered from a down backend (ADR 150).
 *
 * A named diagnostics channel, not a module variable: server-app.ts and the Remix build are two
 * bundles, each with its own copy of this module, and Node shares a channel by its name. Subscribers
 * run synchronously in the caller's async context, so the server's AsyncLocalStorage tells which
 * request the failure belongs to.
 */
export const MEDUSA_FAILURE_CHANNEL = "glow:medusa-failure";

export interface MedusaFailure {
  error: unknown;
}

export function recordMedusaFailure(error: unknown): void {
  const failures = channel(MEDUSA_FAILURE_CHANNEL);
  if (failures.hasSubscribers) failures.publish({ error } satisfies MedusaFailure);
}

/** Calls `listener` with each failure from now on; returns the unsubscribe function. */
export function onMedusaFailure(listener: (error: unknown) => void): () => void {
  const onMessage = (message: unknown) => listener((message as MedusaFailure).error);
  subscribe(MEDUSA_FAILURE_CHANNEL, onMessage);
  return () => void unsubscribe(MEDUSA_FAILURE_CHANNEL, onMessage);
}
