import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http";
import { CONSULTATION_MODULE } from "../../../modules/consultation";
import type ConsultationModuleService from "../../../modules/consultation/service";

/** GET /admin/consultations?limit=50&offset=0 — staff see bookings, newest first (admin routes require a staff session). */
export async function GET(req: MedusaRequest, res: MedusaResponse): Promise<void> {
  const limit = Math.min(Math.max(Number.parseInt(String(req.query.limit ?? "50"), 10) || 50, 1), 200);
  const offset = Math.max(Number.parseInt(String(req.query.offset ?? "0"), 10) || 0, 0);
  const service = req.scope.resolve<ConsultationModuleService>(CONSULTATION_MODULE);
  const [consultations, count] = await service.listAndCountConsultationRequests({}, { take: limit, skip: offset, order: { created_at: "DESC" } });
  res.json({ consultations, count, limit, offset });
}
