import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http";
import { CONSULTATION_MODULE } from "../../../modules/consultation";
import type ConsultationModuleService from "../../../modules/consultation/service";
import { ListConsultationsSchema } from "./validators";

/** GET /admin/consultations?limit=50&offset=0&status=new — staff see bookings, newest first (admin routes require a staff session). */
export async function GET(req: MedusaRequest, res: MedusaResponse): Promise<void> {
  const parsed = ListConsultationsSchema.safeParse(req.query ?? {});
  if (!parsed.success) {
    res.status(400).json({ message: parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ") });
    return;
  }
  const { limit, offset, status } = parsed.data;
  const service = req.scope.resolve<ConsultationModuleService>(CONSULTATION_MODULE);
  const [consultations, count] = await service.listAndCountConsultationRequests(status ? { status } : {}, { take: limit, skip: offset, order: { created_at: "DESC" } });
  res.json({ consultations, count, limit, offset });
}
