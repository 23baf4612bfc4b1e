import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework";
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils";
import { CONSULTATION_CONFIRMED_TEMPLATE, consultationConfirmedSms, normalizeGhanaPhone } from "@glow/shop-contracts";
import { CONSULTATION_BOOKED_EVENT } from "../lib/events";
import { CONSULTATION_MODULE } from "../modules/consultation";
import type ConsultationModuleService from "../modules/consultation/service";

/**
 * The confirmation SMS of a consultation, through the Notification module's `sms` channel (ADR 205).
 * Once per booking and slot: setting "booked" again for the same date and time sends nothing more;
 * a failure is logged and recorded by the module, and never undoes the staff member's change.
 */
export default async function consultationBookedSms({ event, container }: SubscriberArgs<{ id: string }>) {
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER);
  try {
    const service = container.resolve<ConsultationModuleService>(CONSULTATION_MODULE);
    const [booking] = await service.listConsultationRequests({ id: event.data.id }, { take: 1 });
    if (!booking || booking.status !== "booked") return;
    const to = normalizeGhanaPhone(booking.phone);
    if (!to) {
      logger.warn(`consultation ${booking.id}: no valid phone number for the confirmation SMS`);
      return;
    }
    const text = consultationConfirmedSms({ name: booking.name, date: booking.preferred_date, time: booking.preferred_time, contactMethod: booking.contact_method });
    await container.resolve(Modules.NOTIFICATION).createNotifications({
      to,
      channel: "sms",
      template: CONSULTATION_CONFIRMED_TEMPLATE,
      content: { text },
      data: { consultation_id: booking.id, text },
      trigger_type: event.name,
      resource_id: booking.id,
      resource_type: "consultation",
      idempotency_key: `consultation-sms:${booking.id}:confirmed:${booking.preferred_date}T${booking.preferred_time}`,
    });
  } catch (error) {
    logger.error(`consultation ${event.data.id}: the confirmation SMS failed: ${error instanceof Error ? error.message : String(error)}`);
  }
}

export const config: SubscriberConfig = { event: CONSULTATION_BOOKED_EVENT, context: { subscriberId: "glow-consultation-booked-sms" } };
