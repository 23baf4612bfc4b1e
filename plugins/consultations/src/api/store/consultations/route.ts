import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http";
import { CONSULTATION_MODULE } from "../../../modules/consultation";
import type ConsultationModuleService from "../../../modules/consultation/service";
import { CreateConsultationSchema } from "./validators";

/** POST /store/consultations — a shopper books a free consultation. */
export async function POST(req: MedusaRequest, res: MedusaResponse): Promise<void> {
  const parsed = CreateConsultationSchema.safeParse(req.body ?? {});
  if (!parsed.success) {
    res.status(400).json({ message: parsed.error.issues.map((i) => i.message).join("; ") });
    return;
  }
  const service = req.scope.resolve<ConsultationModuleService>(CONSULTATION_MODULE);
  const created = await service.createConsultationRequests(parsed.data);
  res.status(201).json({ consultation: { id: created.id, status: created.status } });
}
