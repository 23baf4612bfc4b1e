import Medusa from "@medusajs/js-sdk";
import { medusaConfig } from "./config.server";

let sdk: Medusa | undefined;

/** One SDK per process. It keeps no customer token of its own ("nostore"): customer auth is passed per request. */
export function medusa(): Medusa {
  if (!sdk) {
    const { baseUrl, publishableKey } = medusaConfig();
    sdk = new Medusa({ baseUrl, publishableKey, auth: { type: "jwt", jwtTokenStorageMethod: "nostore" } });
  }
  return sdk;
}

/** A small in-process memo for values that almost never change (the region id, tag ids). */
export function memoize<T>(ttlMs: number, load: () => Promise<T>): () => Promise<T> {
  let cached: { value: Promise<T>; expires: number } | undefined;
  return () => {
    const now = Date.now();
    if (!cached || cached.expires < now) {
      const value = load();
      cached = { value, expires: now + ttlMs };
      value.catch(() => {
        cached = undefined;
      });
    }
    return cached.value;
  };
}
