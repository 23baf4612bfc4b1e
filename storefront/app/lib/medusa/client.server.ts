import Medusa, { Auth, Client, FetchError, Store } from "@medusajs/js-sdk";
import { storefrontConfig } from "~/lib/config.server";
import { medusaConfig } from "./config.server";
import { recordMedusaFailure } from "./failures.server";

/**
 * The storefront's one way to call Medusa (ADR 150): the js-sdk for Medusa's own routes, and
 * `medusaFetch` (used by `storeRequest`) for our plugins' routes, whose error bodies carry fields
 * the SDK's FetchError drops. Both go through `guarded`: the same base URL and publishable key, a
 * timeout, and every failure published for the server's 503 answer (failures.server.ts).
 */

/** A Medusa call slower than this is abandoned (Medusa waits ~30 s for a database that is gone). */
export function medusaTimeoutMs(): number {
  return storefrontConfig().medusa.timeoutMs;
}

/** Whether a failed call says Medusa is unavailable: no answer, a timeout or a 5xx, not a refusal (4xx). */
function isOutage(error: unknown): boolean {
  return !(error instanceof FetchError && typeof error.status === "number" && error.status < 500);
}

async function guarded<T>(init: { signal?: AbortSignal | null } | undefined, call: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const timeout = AbortSignal.timeout(medusaTimeoutMs());
  try {
    const result = await call(init?.signal ? AbortSignal.any([init.signal, timeout]) : timeout);
    if (result instanceof Response && result.status >= 500) recordMedusaFailure(Object.assign(new Error(`Medusa answered ${result.status}`), { status: result.status }));
    return result;
  } catch (error) {
    if (isOutage(error)) recordMedusaFailure(error);
    throw error;
  }
}

/**
 * The js-sdk's client with the timeout and failure recording: every SDK resource call goes through
 * the client's public `fetch` (js-sdk 2.x), whose `init` reaches the global fetch, signal included.
 * tests/framework-api.test.ts fails if an upgrade changes that.
 */
class GuardedClient extends Client {
  override fetch<T>(input: Parameters<Client["fetch"]>[0], init?: Parameters<Client["fetch"]>[1]): Promise<T> {
    return guarded(init, (signal) => super.fetch<T>(input, { ...init, signal }));
  }
}

/** What the storefront uses of the SDK (no admin resources). */
export type MedusaSdk = Pick<Medusa, "client" | "store" | "auth">;

let sdk: MedusaSdk | undefined;

/** One SDK per process. It keeps no customer token of its own ("nostore"): customer auth is passed per request. */
export function medusa(): MedusaSdk {
  if (!sdk) {
    const { baseUrl, publishableKey } = medusaConfig();
    const config = { baseUrl, publishableKey, auth: { type: "jwt" as const, jwtTokenStorageMethod: "nostore" as const } };
    const client = new GuardedClient(config);
    sdk = { client, store: new Store(client), auth: new Auth(client, config) };
  }
  return sdk;
}

/**
 * A call to a Medusa route answered as a plain Response (status and body as sent), with the SDK's
 * base URL, publishable key, timeout and failure recording. `path` starts with `/`.
 */
export function medusaFetch(path: string, init: RequestInit = {}): Promise<Response> {
  const { baseUrl, publishableKey } = medusaConfig();
  const headers = new Headers(init.headers);
  if (!headers.has("x-publishable-api-key")) headers.set("x-publishable-api-key", publishableKey);
  return guarded(init, (signal) => fetch(`${baseUrl}${path}`, { ...init, headers, signal }));
}
