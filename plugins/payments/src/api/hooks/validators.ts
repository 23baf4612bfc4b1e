import { z } from "@medusajs/framework/zod";

/** The part of Paystack's webhook event we read (https://paystack.com/docs/payments/webhooks/). */
export const PaystackWebhookEvent = z.object({
  event: z.string(),
  data: z.object({
    reference: z.string().max(200),
    status: z.string().optional(),
    amount: z.number().optional(),
    metadata: z
      .union([z.object({ session_id: z.string().max(100).optional() }).passthrough(), z.string(), z.null()])
      .optional()
      .transform((value) => (typeof value === "object" && value !== null ? value : undefined)),
  }),
});
