import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http";
import { ContainerRegistrationKeys } from "@medusajs/framework/utils";

type AuthedRequest = MedusaRequest & { auth_context?: { actor_id?: string; actor_type?: string } };
const SAFE_ID = /^[\w-]{1,128}$/;
type Middleware = (req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) => Promise<void>;

/**
 * A middleware that lets a request about one `entity` (a cart, an order) go on only for that
 * entity's own signed-in customer. Glow has no guest checkout, so an entity of another customer, or
 * one with no customer, answers the same 404 as an unknown id; an unknown id goes on to Medusa's own
 * 404. `idOf` picks the id from the request (path parameter or body).
 */
function ownedByCustomerOnly(entity: "cart" | "order", notFound: string, idOf: (req: MedusaRequest) => unknown): Middleware {
  return async (req, res, next) => {
    const id = idOf(req);
    if (typeof id !== "string" || !id) return next();
    // Medusa ids are letters, digits, `_` and `-`: anything else (a NUL, which Postgres answers with
    // a 500) names nothing, so it gets the same 404 without a query (issue 34).
    if (!SAFE_ID.test(id)) {
      res.status(404).json({ message: notFound });
      return;
    }
    const auth = (req as AuthedRequest).auth_context;
    const customerId = auth?.actor_type === "customer" ? auth.actor_id : undefined;
    try {
      const { data } = await req.scope.resolve(ContainerRegistrationKeys.QUERY).graph({ entity, fields: ["id", "customer_id"], filters: { id } });
      const owner = (data[0] as { customer_id?: string | null } | undefined)?.customer_id;
      if (data.length && (!customerId || owner !== customerId)) {
        res.status(404).json({ message: notFound });
        return;
      }
    } catch (error) {
      return next(error);
    }
    next();
  };
}

/**
 * Only a cart's own signed-in customer may read or change it (issue 20): Medusa's store cart routes
 * treat the cart id as the only key.
 */
export function ownCartOnly(cartIdOf: (req: MedusaRequest) => unknown = (req) => req.params?.id): Middleware {
  return ownedByCustomerOnly("cart", "Cart not found.", cartIdOf);
}

/**
 * Only an order's own signed-in customer may reach it: Medusa answers `GET /store/orders/:id` to
 * anyone who knows the id (meant for guest order pages), and its transfer request
 * (`POST /store/orders/:id/transfer/request`, meant for claiming a guest order) takes any signed-in
 * customer and answers with the whole order.
 */
export function ownOrderOnly(orderIdOf: (req: MedusaRequest) => unknown = (req) => req.params?.id): Middleware {
  return ownedByCustomerOnly("order", "Order not found.", orderIdOf);
}
