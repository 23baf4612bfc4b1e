import type { MedusaNextFunction, MedusaRequest, MedusaResponse, MiddlewareRoute } from "@medusajs/framework/http";
import { ContainerRegistrationKeys } from "@medusajs/framework/utils";
import { ownCartOnly } from "@glow/medusa-http";
import { MAX_CART_LINE_QUANTITY } from "@glow/shop-contracts";
import { closedRouteMiddlewares } from "./route-inventory";
import { staffRoleGuard } from "./staff-role-guard";

type AuthedRequest = MedusaRequest & { auth_context?: { actor_id?: string; actor_type?: string } };

/**
 * A path whose decoded form carries a control character (`/store/carts/%00`) or a broken escape is
 * no address of ours: 400 before any handler passes it to Postgres (which answered 500 for a NUL).
 */
export function refuseMalformedPaths(req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) {
  const rawPath = (req.originalUrl ?? req.url ?? "").split("?")[0] ?? "";
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    res.status(400).json({ message: "The address is malformed." });
    return;
  }
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (/[\u0000-\u001f\u007f]/.test(decoded)) {
    res.status(400).json({ message: "The address contains characters that are not allowed." });
    return;
  }
  next();
}

const QUANTITY_MESSAGE = `quantity must be a whole number from 1 to ${MAX_CART_LINE_QUANTITY}`;
const wholeQuantity = (value: unknown) => typeof value === "number" && Number.isInteger(value) && value >= 1 && value <= MAX_CART_LINE_QUANTITY;

/**
 * Cart line quantities are whole numbers 1–99 on Medusa's own routes too (issue 34: 1.5, 0.4 and 117
 * were stored as 2, 0 and 117): every `items[].quantity` of a new cart (`POST /store/carts`), the one
 * Medusa route left that writes lines; its line routes are closed. The shop's own routes check the
 * same with their contracts (MyCartAddRequestSchema).
 */
export function wholeLineQuantities(req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) {
  const body = (req.body ?? {}) as Record<string, unknown>;
  const quantities: unknown[] = [];
  if (body && typeof body === "object" && "quantity" in body) quantities.push(body.quantity);
  if (body && typeof body === "object" && "items" in body) {
    if (!Array.isArray(body.items)) return void res.status(400).json({ message: "items must be a list" });
    for (const item of body.items) quantities.push(item && typeof item === "object" ? (item as { quantity?: unknown }).quantity : undefined);
  }
  if (!quantities.every(wholeQuantity)) return void res.status(400).json({ message: QUANTITY_MESSAGE });
  next();
}

/**
 * `/store/payment-collections/:id/…` (payment sessions): only for the collection's own cart's signed-in
 * customer, and only with a provider the cart's region offers (issue 34: anyone with the collection
 * id, even with only the publishable key, could start a session on it, also on Medusa's test
 * provider). A collection of someone else answers the 404 of an unknown one.
 */
export function ownPaymentCollectionOnly() {
  return async (req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) => {
    const id = req.params?.id;
    if (typeof id !== "string" || !/^[\w-]{1,128}$/.test(id)) return void res.status(404).json({ message: "Payment collection not found." });
    const auth = (req as AuthedRequest).auth_context;
    const customerId = auth?.actor_type === "customer" ? auth.actor_id : undefined;
    try {
      const query = req.scope.resolve(ContainerRegistrationKeys.QUERY);
      const { data: collections } = await query.graph({ entity: "payment_collection", fields: ["id"], filters: { id } });
      if (!collections.length) return next();
      // The collection's cart through Medusa's cart ↔ payment collection link.
      const { data: links } = await query.graph({ entity: "cart_payment_collection", fields: ["cart_id"], filters: { payment_collection_id: id } });
      const cartId = (links[0] as { cart_id?: string } | undefined)?.cart_id;
      const { data: carts } = cartId ? await query.graph({ entity: "cart", fields: ["id", "customer_id", "region_id"], filters: { id: cartId } }) : { data: [] };
      const cart = carts[0] as { customer_id?: string | null; region_id?: string | null } | undefined;
      if (!customerId || !cart || cart.customer_id !== customerId) return void res.status(404).json({ message: "Payment collection not found." });
      const provider = (req.body as { provider_id?: unknown } | undefined)?.provider_id;
      if (req.method === "POST" && provider !== undefined) {
        const { data: regions } = cart.region_id ? await query.graph({ entity: "region", fields: ["id", "payment_providers.id"], filters: { id: cart.region_id } }) : { data: [] };
        const offered = new Set(((regions[0] as { payment_providers?: Array<{ id: string } | null> } | undefined)?.payment_providers ?? []).filter(Boolean).map((p) => p!.id));
        if (typeof provider !== "string" || !offered.has(provider)) {
          return void res.status(400).json({ message: "This payment method is not available. Please choose another one." });
        }
      }
    } catch (error) {
      return next(error);
    }
    next();
  };
}

/**
 * `/store/shipping-options/:id/calculate` prices only options priced by calculation: Medusa answered a
 * 500 for the shop's flat-rate options (issue 34). A flat option is a 400 in plain words; an unknown
 * one the 404 of an unknown option.
 */
export async function calculatedOptionsOnly(req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) {
  const id = req.params?.id;
  if (typeof id !== "string" || !/^[\w-]{1,128}$/.test(id)) return void res.status(404).json({ message: "Delivery option not found." });
  try {
    const { data } = await req.scope.resolve(ContainerRegistrationKeys.QUERY).graph({ entity: "shipping_option", fields: ["id", "price_type"], filters: { id } });
    const option = data[0] as { price_type?: string } | undefined;
    if (!option) return void res.status(404).json({ message: "Delivery option not found." });
    if (option.price_type !== "calculated") return void res.status(400).json({ message: "This delivery option has a fixed price: there is nothing to calculate." });
  } catch (error) {
    return next(error);
  }
  next();
}

const cartIdInQuery = (req: MedusaRequest) => (req.query as { cart_id?: unknown } | undefined)?.cart_id;
const cartIdInBody = (req: MedusaRequest) => (req.body as { cart_id?: unknown } | undefined)?.cart_id;

/**
 * Issue 34's second line behind nginx (which publishes no /store route of Medusa): Medusa's own store
 * routes the shop uses answer only for the caller's own data; those it does not use are closed
 * (route-inventory.ts). Matchers without `method` are mounted with app.use: every method, every
 * sub-path and every spelling Medusa's router accepts.
 */
export const securityMiddlewares: MiddlewareRoute[] = [
  { matcher: "/store", middlewares: [refuseMalformedPaths] },
  { matcher: "/admin", middlewares: [refuseMalformedPaths] },
  // Staff roles (issue 30, ADR 225): every /admin route, every method and spelling, by the user's role.
  { matcher: "/admin", middlewares: [staffRoleGuard] },
  { matcher: "/auth", middlewares: [refuseMalformedPaths] },
  ...closedRouteMiddlewares(),
  { matcher: "/store/payment-collections/:id", middlewares: [ownPaymentCollectionOnly()] },
  // Delivery options are read for the caller's own cart only (the storefront's checkout and delivery fees).
  { matcher: "/store/shipping-options", method: ["GET"], middlewares: [ownCartOnly(cartIdInQuery)] },
  { matcher: "/store/shipping-options/:id/calculate", middlewares: [ownCartOnly(cartIdInBody), calculatedOptionsOnly] },
  // A new cart's `items`; Medusa's line routes of a cart are closed (lines go through /store/glow/my-cart).
  { matcher: "/store/carts", method: ["POST"], middlewares: [wholeLineQuantities] },
];
