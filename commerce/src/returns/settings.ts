import { shopOptions } from "../config/options";

/** The return window in days (option `returns.windowDays`, ADR 230 and 240). */
export function returnWindowDays(): number {
  return shopOptions().returns.windowDays;
}
