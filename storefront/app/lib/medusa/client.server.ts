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
