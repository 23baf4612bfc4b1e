import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework";
import { Modules } from "@medusajs/framework/utils";
import { maskPhone } from "../lib/phone";

export const SMS_EVENT = "phone-auth.sms.requested";

/**
 * Sends the SMS the auth routes ask for through Medusa's Notification module (channel `sms`).
 * The text travels in `content`, which the module hands to the provider but does not store.
 */
export default async function sendPhoneAuthSms({ event, container }: SubscriberArgs<{ to: string; body: string; purpose: string }>) {
  const { to, body, purpose } = event.data;
  const logger = container.resolve("logger");
  try {
    await container.resolve(Modules.NOTIFICATION).createNotifications({
      to,
      channel: "sms",
      template: `phone-auth-${purpose}`,
      content: { text: body },
      data: { purpose },
    });
  } catch (error) {
    logger.error(`phone-auth: the ${purpose} SMS to ${maskPhone(to)} failed: ${error instanceof Error ? error.message : String(error)}`);
  }
}

export const config: SubscriberConfig = { event: SMS_EVENT };
