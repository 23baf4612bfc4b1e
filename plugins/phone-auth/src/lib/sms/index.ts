import { ArkeselGateway } from "./arkesel";
import { LocalOutboxGateway, outboxPath } from "./local";
import { TwilioGateway } from "./twilio";
import type { Log, SmsGateway } from "./types";

export type GatewayName = "local" | "arkesel" | "twilio";

export interface SmsProviderOptions {
  gateway?: GatewayName;
  senderId?: string;
  outboxFile?: string;
  arkesel?: { apiKey?: string; baseUrl?: string };
  twilio?: { accountSid?: string; authToken?: string; from?: string; baseUrl?: string };
}

/** A Twilio messaging service's SID: TWILIO_FROM may name one instead of a sender. */
const MESSAGING_SERVICE_SID = /^MG[0-9a-f]{32}$/i;

/**
 * A shop on this machine (`npm start` on the embedded database, `npm run test:scale`, tests) rather
 * than a deployment: no DATABASE_URL of its own, or GLOW_LOCAL_SHOP=true (set by scripts/start.ts
 * for the embedded database), or NODE_ENV=test. ADR 086.
 */
export function isLocalShop(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.GLOW_LOCAL_SHOP === "true" || !env.DATABASE_URL || env.NODE_ENV === "test";
}

/**
 * Picks the gateway: options, else SMS_GATEWAY, else `local` (the outbox file) on a local shop. A
 * deployment must name a real gateway: it refuses to start without one, and with `local`, which
 * would write every sign-in code to a file and the log (ADR 086).
 */
export function createGateway(options: SmsProviderOptions = {}, env: NodeJS.ProcessEnv = process.env, log?: Log): SmsGateway {
  const chosen = (options.gateway || env.SMS_GATEWAY || "").toLowerCase();
  if (!isLocalShop(env) && (!chosen || chosen === "local")) {
    throw new Error(
      `${chosen ? "SMS_GATEWAY=local" : "SMS_GATEWAY is not set, and"} is refused in a deployment (DATABASE_URL is set): sign-in codes would only be written to a file and the log. ` +
        "Set SMS_GATEWAY=arkesel or twilio with its credentials (see .env.example), or GLOW_LOCAL_SHOP=true for a shop used only on this machine.",
    );
  }
  const name = chosen || "local";
  const senderId = options.senderId || "Glow";
  switch (name) {
    case "local":
      return new LocalOutboxGateway(options.outboxFile || (() => outboxPath(env)), log);
    case "arkesel":
      return new ArkeselGateway({
        apiKey: options.arkesel?.apiKey || env.ARKESEL_API_KEY || "",
        senderId,
        baseUrl: options.arkesel?.baseUrl,
      });
    case "twilio": {
      const from = options.twilio?.from || env.TWILIO_FROM || undefined;
      const service = from !== undefined && MESSAGING_SERVICE_SID.test(from);
      return new TwilioGateway({
        accountSid: options.twilio?.accountSid || env.TWILIO_ACCOUNT_SID || "",
        authToken: options.twilio?.authToken || env.TWILIO_AUTH_TOKEN || "",
        from: service ? undefined : from,
        messagingServiceSid: service ? from : undefined,
        baseUrl: options.twilio?.baseUrl,
      });
    }
    default:
      throw new Error(`Unknown SMS_GATEWAY "${name}" (use local, arkesel or twilio)`);
  }
}

export type { SmsGateway, SmsMessage } from "./types";
