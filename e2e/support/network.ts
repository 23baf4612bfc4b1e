/**
 * Simulated client networks. The shop under test believes X-Forwarded-For from loopback hops
 * (TRUST_PROXY=loopback, as behind the deployment's proxy), so a test can come from a network of its
 * own: the limits stay the production ones (20 codes an hour per network, 10 failed sign-ins a minute
 * per network, ADR 085) while the suites together, on several Playwright workers at once, register more
 * shoppers than one network may. Addresses are 10.15.x.y unless a suite asks for a block of its own
 * (e2e/abuse.spec.ts has 10.14.x.y), starting at a run-specific offset.
 */
import { workerSlot, WORKER_SLOTS } from "./worker.ts";

const SPACE = 250 * 250;
let counter = (Date.now() % 200) * 250;

/**
 * A client address no earlier call of this run returned, on any worker: each worker takes every
 * WORKER_SLOTS-th address, offset by its slot (ADR 180).
 */
export function freshNetwork(block = 15): string {
  counter += 1;
  const n = (counter * WORKER_SLOTS + workerSlot()) % SPACE;
  return `10.${block}.${Math.floor(n / 250)}.${(n % 250) + 1}`;
}

/** Headers that make a request (or a whole browser context, as `extraHTTPHeaders`) come from `ip`. */
export const fromNetwork = (ip: string): Record<string, string> => ({ "x-forwarded-for": ip });
