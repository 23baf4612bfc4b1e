import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http";
import { Modules } from "@medusajs/framework/utils";
import { CONSULTATION_MODULE } from "../../../../modules/consultation";
import type ConsultationModuleService from "../../../../modules/consultation/service";
import { CONSULTATION_BOOKED_EVENT } from "../../../../lib/events";
import { UpdateConsultationSchema } from "../validators";

/** POST /admin/consultations/:id {status?, staff_note?} — staff record where a booking stands. */
export async function POST(req: MedusaRequest, res: MedusaResponse): Promise<void> {
  const parsed = UpdateConsultationSchema.safeParse(req.body ?? {});
  if (!parsed.success) {
    res.status(400).json({ message: [...new Set(parsed.error.issues.map((i) => i.message))].join("; ") });
    return;
  }
  const service = req.scope.resolve<ConsultationModuleService>(CONSULTATION_MODULE);
  const id = String(req.params.id);
  const [existing] = await service.listConsultationRequests({ id }, { take: 1 });
  if (!existing) {
    res.status(404).json({ message: "This booking does not exist (it may have been removed)." });
    return;
  }
  const consultation = await service.updateConsultationRequests({ id, ...parsed.data });
  // Booked is the confirmation: the shopper gets an SMS (subscribers/consultation-booked-sms.ts, sent once per slot).
  if (parsed.data.status === "booked" && existing.status !== "booked") {
    await req.scope.resolve(Modules.EVENT_BUS).emit({ name: CONSULTATION_BOOKED_EVENT, data: { id } });
  }
  res.json({ consultation });
}
