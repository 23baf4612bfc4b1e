import { authenticate, defineMiddlewares } from "@medusajs/framework/http";
import { contractRoutes, ownCartOnly } from "@glow/medusa-http";
import { orderUpdateContracts } from "@glow/shop-contracts";

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
      // Only the cart's own signed-in customer may place its order (issue 14). The Paystack webhook
      // completes carts itself (signature-checked) and does not pass through here.
      middlewares: [authenticate("customer", ["bearer"]), ownCartOnly()],
    },
    // Staff: an order's SMS (Medusa authenticates /admin; the contract checks the order id).
    contractRoutes(orderUpdateContracts.listNotifications),
  ],
});
