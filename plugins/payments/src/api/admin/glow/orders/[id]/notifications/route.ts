import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http";
import { Modules } from "@medusajs/framework/utils";
import { ORDER_STEPS, type ContractOutput, type OrderStep, type orderUpdateContracts } from "@glow/shop-contracts";

type Answer = ContractOutput<(typeof orderUpdateContracts)["listNotifications"]>;

const isStep = (value: unknown): value is OrderStep => typeof value === "string" && (ORDER_STEPS as readonly string[]).includes(value);

/**
 * GET /admin/glow/orders/:id/notifications — staff (Medusa authenticates /admin): the SMS the
 * shopper was sent about this order, newest first, with the Notification module's status, so a
 * failed SMS is seen (the order page's "SMS to the customer" widget). Medusa's own
 * /admin/notifications cannot filter by order. An unknown order has none: an empty list.
 */
export async function GET(req: MedusaRequest, res: MedusaResponse<Answer>): Promise<void> {
  const notifications = await req.scope.resolve(Modules.NOTIFICATION).listNotifications(
    { resource_id: String(req.params.id), resource_type: "order", channel: "sms" },
    { order: { created_at: "DESC" }, take: 100 },
  );
  res.json({
    notifications: notifications.map((n: any) => ({
      id: n.id,
      step: isStep(n.data?.step) ? n.data.step : null,
      template: n.template ?? null,
      to: n.to,
      status: n.status,
      text: typeof n.data?.text === "string" ? n.data.text : null,
      created_at: new Date(n.created_at).toISOString(),
    })),
  });
}
