import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http";
import { CONSULTATION_MODULE } from "../../../modules/consultation";
import type ConsultationModuleService from "../../../modules/consultation/service";
import { parseConsultationsEnv } from "../../../lib/env";
import { CreateConsultationSchema } from "./validators";

/**
 * POST /store/consultations — a shopper books a free consultation. Limits (ADR 085): 3 open bookings
 * per phone number per 24 hours and 60 new bookings for the whole shop per hour
 * (CONSULTATIONS_PER_PHONE_PER_DAY, CONSULTATIONS_PER_HOUR); above them a 429 in plain words.
 */
export async function POST(req: MedusaRequest, res: MedusaResponse): Promise<void> {
  const parsed = CreateConsultationSchema.safeParse(req.body ?? {});
  if (!parsed.success) {
    res.status(400).json({ message: parsed.error.issues.map((i) => i.message).join("; ") });
    return;
  }
  const service = req.scope.resolve<ConsultationModuleService>(CONSULTATION_MODULE);
  // Parsed per request (microseconds): tests change the limits between suites of one Medusa boot.
  // A wrong value already stopped Medusa at start-up (commerce/src/config/env.ts composes this schema).
  const limits = parseConsultationsEnv();
  const outcome = await service.createWithinLimits(parsed.data, {
    perPhonePerDay: limits.CONSULTATIONS_PER_PHONE_PER_DAY,
    perHour: limits.CONSULTATIONS_PER_HOUR,
  });
  if (!outcome.ok) {
    res.setHeader("Retry-After", outcome.reason === "phone" ? "3600" : "600");
    res.status(429).json({
      message:
        outcome.reason === "phone"
          ? "You already have consultation requests waiting for us. We will contact you soon; please try again tomorrow."
          : "We are receiving a lot of consultation requests right now. Please try again in a few minutes.",
      retryAfter: outcome.reason === "phone" ? 3600 : 600,
    });
    return;
  }
  res.status(201).json({ consultation: { id: outcome.id, status: outcome.status } });
}
