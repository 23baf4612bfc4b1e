import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http";
import { MedusaError } from "@medusajs/framework/utils";
import type { DeliveryFeesJson, UpdateDeliveryFeesType } from "@glow/shop-contracts";
import { MissingDeliveryOptionError, readDeliveryFees, saveDeliveryFees } from "../../../../delivery/delivery-fees";

/**
 * GET /admin/glow/delivery-fees — each Ghana region's delivery fee and free-delivery threshold, and
 * store pickup's (ADR 202); the dashboard's Delivery fees page. Medusa answers 401 to anyone who is
 * not a signed-in staff user (every /admin route).
 */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse<DeliveryFeesJson>): Promise<void> {
  res.json(await readDeliveryFees(req.scope));
}

/** POST /admin/glow/delivery-fees — saves the zones named (body checked by `UpdateDeliveryFees`, middlewares.ts). */
export async function POST(req: AuthenticatedMedusaRequest<UpdateDeliveryFeesType>, res: MedusaResponse<DeliveryFeesJson>): Promise<void> {
  try {
    res.json(await saveDeliveryFees(req.scope, req.validatedBody));
  } catch (error) {
    if (error instanceof MissingDeliveryOptionError) throw new MedusaError(MedusaError.Types.INVALID_DATA, error.message);
    throw error;
  }
}
