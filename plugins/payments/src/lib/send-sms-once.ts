import type { MedusaContainer } from "@medusajs/framework/types";
import { Modules } from "@medusajs/framework/utils";

export interface SmsOnce {
  to: string;
  template: string;
  text: string;
  data: Record<string, unknown>;
  trigger: string;
  resourceId: string;
  resourceType: string;
  /** What makes this SMS one of a kind (order + step + fulfilment…). */
  key: string;
}

/** Tries of one SMS after the first failed; then staff see it failed and tell the shopper themselves. */
const MAX_RETRIES = 5;

/**
 * One SMS through the Notification module, sent at most once per `key` (ADR 205).
 *
 * The module's `idempotency_key` skips a key it already sent, and lets one of two racing copies
 * through (unique index). It also re-sends a key whose notification failed, but then updates a
 * notification id it never stored ("Notification … not found", Medusa 2.21): the SMS goes out and
 * the record still says failed. So a retry gets a key of its own (`<key>:retry-<n>`, with
 * `original_notification_id` pointing at the failed one): the failed try stays visible to staff
 * beside the one that went.
 */
export async function sendSmsOnce(container: MedusaContainer, sms: SmsOnce): Promise<"sent" | "already-sent" | "failed"> {
  const notifications = container.resolve(Modules.NOTIFICATION);
  const earlier = (await notifications.listNotifications({ resource_id: sms.resourceId, template: sms.template }, { take: 50 })).filter(
    (n) => n.data?.sms_key === sms.key,
  );
  if (earlier.some((n) => n.status !== "failure")) return "already-sent";
  if (earlier.length > MAX_RETRIES) return "failed";
  const first = [...earlier].sort((a, b) => new Date(a.created_at).getTime() - new Date(b.created_at).getTime())[0];
  await notifications.createNotifications({
    to: sms.to,
    channel: "sms",
    template: sms.template,
    // The provider sends content.text; `data` keeps the text for staff (the module does not store content).
    content: { text: sms.text },
    data: { ...sms.data, text: sms.text, sms_key: sms.key },
    trigger_type: sms.trigger,
    resource_id: sms.resourceId,
    resource_type: sms.resourceType,
    original_notification_id: first?.id ?? null,
    idempotency_key: earlier.length ? `${sms.key}:retry-${earlier.length}` : sms.key,
  });
  return "sent";
}
