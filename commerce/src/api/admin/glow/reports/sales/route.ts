import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http";
import { parseInput } from "@glow/medusa-http";
import type { SalesReportJson } from "@glow/shop-contracts";
import { salesReport } from "../../../../../reports/sales";
import { ReportRangeQuery } from "../validators";

/**
 * GET /admin/glow/reports/sales?from=&to= — staff only (Medusa's /admin guard): the Reports page's
 * totals by day, week and month, by category and payment method, top products and refunds (ADR 215).
 */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse<SalesReportJson>): Promise<void> {
  res.json(await salesReport(req.scope, parseInput(ReportRangeQuery, req.query)));
}
