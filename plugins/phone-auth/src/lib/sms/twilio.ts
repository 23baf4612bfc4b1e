import twilio from "twilio";
import type { SmsGateway, SmsMessage } from "./types";

export interface TwilioOptions {
  accountSid: string;
  authToken: string;
  /** A sender number (+1…) or alphanumeric sender ID; or use messagingServiceSid. */
  from?: string;
  messagingServiceSid?: string;
  /** Replaces https://api.twilio.com (tests point it at a local fake server). */
  baseUrl?: string;
}

/** Twilio Programmable Messaging through the official `twilio` package. */
export class TwilioGateway implements SmsGateway {
  readonly name = "twilio";
  private readonly client: ReturnType<typeof twilio>;

  constructor(private readonly options: TwilioOptions) {
    if (!options.accountSid || !options.authToken) throw new Error("TWILIO_ACCOUNT_SID and TWILIO_AUTH_TOKEN are required for the twilio SMS gateway");
    if (!options.from && !options.messagingServiceSid) throw new Error("Set TWILIO_FROM (a sender number, sender ID or messaging service SID MG…) for the twilio SMS gateway");
    const base = options.baseUrl?.replace(/\/+$/, "");
    let httpClient: any;
    if (base) {
      const inner = new twilio.RequestClient();
      httpClient = {
        request: (opts: any) => {
          const original = new URL(opts.uri);
          return inner.request({ ...opts, uri: `${base}${original.pathname}${original.search}` });
        },
      };
    }
    this.client = twilio(options.accountSid, options.authToken, httpClient ? { httpClient } : {});
  }

  async send(message: SmsMessage): Promise<{ id: string }> {
    const sent = await this.client.messages.create({
      to: message.to,
      body: message.body,
      ...(this.options.messagingServiceSid ? { messagingServiceSid: this.options.messagingServiceSid } : { from: this.options.from! }),
    });
    return { id: sent.sid };
  }
}
