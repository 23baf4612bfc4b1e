import "./zod-setup.js";
import { z } from "zod";
import { parseTrustedProxies, TRUST_PROXY_DEFAULT } from "./trusted-proxies.js";

/**
 * The `TRUST_PROXY` environment variable as both apps' configuration schemas read it (ADR 085, ADR 170):
 * the same parser decides, and its words become the message without its "TRUST_PROXY=…:" prefix
 * (the configuration error line names the variable itself).
 */
export const trustProxySetting = () =>
  z
    .string()
    .trim()
    .superRefine((value, ctx) => {
      try {
        parseTrustedProxies(value);
      } catch (error) {
        ctx.addIssue({ code: "custom", message: (error instanceof Error ? error.message : String(error)).replace(/^TRUST_PROXY=("[^"]*"|\S+):\s*/, "").replace(/\.$/, "") });
      }
    })
    .default(TRUST_PROXY_DEFAULT);
