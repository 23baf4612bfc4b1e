import { envObject } from "@glow/medusa-http";
import { COMMERCE_ENV } from "../config/env";

/** RETURN_WINDOW_DAYS (ADR 230), read and checked once like every setting of the app (ADR 170). */
let windowDays: number | undefined;
export function returnWindowDays(env: Record<string, string | undefined> = process.env): number {
  windowDays ??= envObject({ RETURN_WINDOW_DAYS: COMMERCE_ENV.RETURN_WINDOW_DAYS }).parse(env).RETURN_WINDOW_DAYS;
  return windowDays;
}
