import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http";
import { ContainerRegistrationKeys } from "@medusajs/framework/utils";

type AuthedRequest = MedusaRequest & { auth_context?: { actor_id?: string; actor_type?: string } };

/**
 * Only a cart's own signed-in customer may read or change it (issue 20). Medusa's store cart routes
 * treat the cart id as the only key; Glow has no guest checkout, so a cart of another customer, or
 * one with no customer, answers the same 404 as an unknown id. An unknown id goes on to Medusa's
 * own 404. `cartIdOf` picks the id from the request (path parameter or body).
 */
export function ownCartOnly(cartIdOf: (req: MedusaRequest) => unknown = (req) => req.params?.id) {
  return async (req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) => {
    const cartId = cartIdOf(req);
    if (typeof cartId !== "string" || !cartId) return next();
    const auth = (req as AuthedRequest).auth_context;
    const customerId = auth?.actor_type === "customer" ? auth.actor_id : undefined;
    try {
      const { data } = await req.scope
        .resolve(ContainerRegistrationKeys.QUERY)
        .graph({ entity: "cart", fields: ["id", "customer_id"], filters: { id: cartId } });
      const owner = (data[0] as { customer_id?: string | null } | undefined)?.customer_id;
      if (data.length && (!customerId || owner !== customerId)) {
        res.status(404).json({ message: "Cart not found." });
        return;
      }
    } catch (error) {
      return next(error);
    }
    next();
  };
}
