import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http";
import { CONSULTATION_MODULE } from "../../../modules/consultation";
import type ConsultationModuleService from "../../../modules/consultation/service";
import { ListConsultationsSchema } from "./validators";

/**
 * GET /admin/consultations?limit=50&offset=0&status=new — staff see bookings, newest first (admin
 * routes require a staff session). With `from=2026-11-30&to=2026-12-06` (the week view): the bookings
 * whose preferred day is in that range, in the order they happen (day, then time).
 */
export async function GET(req: MedusaRequest, res: MedusaResponse): Promise<void> {
  const parsed = ListConsultationsSchema.safeParse(req.query ?? {});
  if (!parsed.success) {
    res.status(400).json({ message: parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ") });
    return;
  }
  const { limit, offset, status, from, to } = parsed.data;
  const service = req.scope.resolve<ConsultationModuleService>(CONSULTATION_MODULE);
  // YYYY-MM-DD strings order as the days do.
  const inRange = from && to ? { preferred_date: { $gte: from, $lte: to } } : {};
  const order: Record<string, "ASC" | "DESC"> = from && to ? { preferred_date: "ASC", preferred_time: "ASC", created_at: "ASC" } : { created_at: "DESC" };
  const [consultations, count] = await service.listAndCountConsultationRequests({ ...(status ? { status } : {}), ...inRange }, { take: limit, skip: offset, order });
  res.json({ consultations, count, limit, offset });
}
