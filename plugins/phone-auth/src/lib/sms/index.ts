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
  twilio?: { accountSid?: string; authToken?: string; from?: string; messagingServiceSid?: string; baseUrl?: string };
}

/** Picks the gateway: options, else SMS_GATEWAY, else `local` (the outbox file). */
export function createGateway(options: SmsProviderOptions = {}, env: NodeJS.ProcessEnv = process.env, log?: Log): SmsGateway {
  const name = (options.gateway || env.SMS_GATEWAY || "local").toLowerCase();
  const senderId = options.senderId || env.SMS_SENDER_ID || "Glow";
  switch (name) {
    case "local":
      return new LocalOutboxGateway(options.outboxFile || (() => outboxPath(env)), log);
    case "arkesel":
      return new ArkeselGateway({
        apiKey: options.arkesel?.apiKey || env.ARKESEL_API_KEY || "",
        senderId,
        baseUrl: options.arkesel?.baseUrl || env.ARKESEL_BASE_URL,
      });
    case "twilio":
      return new TwilioGateway({
        accountSid: options.twilio?.accountSid || env.TWILIO_ACCOUNT_SID || "",
        authToken: options.twilio?.authToken || env.TWILIO_AUTH_TOKEN || "",
        from: options.twilio?.from || env.TWILIO_FROM || undefined,
        messagingServiceSid: options.twilio?.messagingServiceSid || env.TWILIO_MESSAGING_SERVICE_SID || undefined,
        baseUrl: options.twilio?.baseUrl || env.TWILIO_BASE_URL,
      });
    default:
      throw new Error(`Unknown SMS_GATEWAY "${name}" (use local, arkesel or twilio)`);
  }
}

export type { SmsGateway, SmsMessage } from "./types";
