import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http";
import { CheckoutError, completeCheckout } from "../../../../../../lib/complete-checkout";
import { CartIdParams } from "../../../validators";

/**
 * POST /store/checkout/carts/:id/complete — places the order for a cart (see lib/complete-checkout).
 * 200 `{ order: { id, display_id }, already_completed }`; 409 `{ message, code: "out_of_stock", items }`
 * when something sold out; 402 when the payment is not confirmed; 400/404 `{ message }` otherwise.
 */
export async function POST(req: MedusaRequest, res: MedusaResponse) {
  const params = CartIdParams.safeParse(req.params);
  if (!params.success) {
    res.status(400).json({ message: "This is not a cart id." });
    return;
  }
  try {
    res.json(await completeCheckout(req.scope, params.data.id));
  } catch (error) {
    if (error instanceof CheckoutError) {
      res.status(error.status).json({ message: error.message, code: error.code, ...error.extra });
      return;
    }
    throw error;
  }
}
