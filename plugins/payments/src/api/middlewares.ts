import { authenticate, defineMiddlewares, type MedusaNextFunction, type MedusaRequest, type MedusaResponse } from "@medusajs/framework/http";

/**
 * Only the cart's own signed-in customer may place its order (issue 14): anyone else, or a cart
 * without a customer, gets the same 404 as an unknown id. The Paystack webhook completes carts
 * itself (signature-checked) and does not pass through here.
 */
async function ownCartOnly(req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) {
  const customerId = (req as MedusaRequest & { auth_context?: { actor_id?: string } }).auth_context?.actor_id;
  const cartId = String(req.params?.id ?? "");
  try {
    const { data } = await req.scope.resolve("query").graph({ entity: "cart", fields: ["id", "customer_id"], filters: { id: cartId } });
    const owner = (data[0] as { customer_id?: string | null } | undefined)?.customer_id;
    if (data.length && (!customerId || owner !== customerId)) {
      res.status(404).json({ message: "Cart not found." });
      return;
    }
  } catch (error) {
    return next(error);
  }
  next();
}

export default defineMiddlewares({
  routes: [
    {
      // The signature is computed over the exact bytes Paystack sent.
      matcher: "/hooks/paystack",
      method: ["POST"],
      bodyParser: { preserveRawBody: true, sizeLimit: "256kb" },
    },
    {
      matcher: "/store/checkout/carts/:id/complete",
      method: ["POST"],
      middlewares: [authenticate("customer", ["bearer"]), ownCartOnly],
    },
  ],
});
