import { defineMiddlewares } from "@medusajs/framework/http";

export default defineMiddlewares({
  routes: [
    {
      // The signature is computed over the exact bytes Paystack sent.
      matcher: "/hooks/paystack",
      method: ["POST"],
      bodyParser: { preserveRawBody: true, sizeLimit: "256kb" },
    },
  ],
});
