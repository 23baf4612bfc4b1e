import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http";
import type { DeliveryFeesJson } from "@glow/shop-contracts";
import { readDeliveryFees } from "../../../../delivery/delivery-fees";

/**
 * GET /store/glow/delivery-fees — the public fee table (ADR 202): the product page's delivery line.
 * The storefront caches it like other catalog reads; checkout itself lists the cart's own options.
 */
export async function GET(req: MedusaRequest, res: MedusaResponse<DeliveryFeesJson>): Promise<void> {
  res.json(await readDeliveryFees(req.scope));
}
