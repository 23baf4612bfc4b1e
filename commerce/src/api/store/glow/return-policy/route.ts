import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http";
import { returnWindowDays } from "../../../../returns/settings";

/** GET /store/glow/return-policy — `{ window_days }`: the /returns page states the shop's return window (ADR 230). */
export async function GET(_req: MedusaRequest, res: MedusaResponse): Promise<void> {
  res.json({ window_days: returnWindowDays() });
}
