import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http";
import { parseInput } from "@glow/medusa-http";
import type { LowStockJson } from "@glow/shop-contracts";
import { lowStock } from "../../../../reports/low-stock";
import { LowStockQuery } from "./validators";

/**
 * GET /admin/glow/low-stock?threshold=5 — staff only (Medusa's /admin guard): the variants with at most
 * `threshold` units left to sell, fewest first, with their product's and their own names (ADR 215).
 */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse<LowStockJson>): Promise<void> {
  const { threshold } = parseInput(LowStockQuery, req.query);
  res.json(await lowStock(req.scope, threshold));
}
