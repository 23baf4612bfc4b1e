/**
 * Simulated client networks. The shop under test believes X-Forwarded-For from loopback hops
 * (TRUST_PROXY=loopback, as behind the deployment's proxy), so a test can come from a network of its
 * own: the code limits stay the production ones (20 codes an hour per network, ADR 085) while the
 * suites together register more shoppers than one network may. Addresses are 10.15.x.y, a block no
 * other suite uses (e2e/abuse.spec.ts has 10.14.x.y), starting at a run-specific offset.
 */
let counter = (Date.now() % 200) * 250;

/** A client address no earlier call of this run returned. */
export function freshNetwork(): string {
  counter += 1;
  return `10.15.${Math.floor(counter / 250) % 250}.${(counter % 250) + 1}`;
}

/** Headers that make a request (or a whole browser context, as `extraHTTPHeaders`) come from `ip`. */
export const fromNetwork = (ip: string): Record<string, string> => ({ "x-forwarded-for": ip });
