import { authenticate, defineMiddlewares } from "@medusajs/framework/http";
import { ownCartOnly } from "@glow/medusa-http";

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
  ],
});
