import { Module } from "@medusajs/framework/utils";
import TapKeysModuleService from "./service";

/** The idempotency keys of shoppers' taps that "add to my cart" answered (ADR 235). */
export const TAP_KEYS_MODULE = "tapKeys";

export default Module(TAP_KEYS_MODULE, { service: TapKeysModuleService });

export { TapKeysModuleService };
