import type { MedusaNextFunction, MedusaRequest, MedusaResponse, MiddlewareRoute } from "@medusajs/framework/http";
import { Modules } from "@medusajs/framework/utils";
import { PRODUCT_SALES_CHANNELS_CHANGED } from "../../../catalog/product-index-events";

/** Product ids named in a `{ add, remove }` body (Medusa's own validator checks the rest). */
function productIdsOf(body: unknown): string[] {
  const { add, remove } = (body ?? {}) as { add?: unknown; remove?: unknown };
  const ids = [add, remove].flatMap((list) => (Array.isArray(list) ? list : [])).filter((id): id is string => typeof id === "string");
  return [...new Set(ids)];
}

/**
 * Products added to or taken off a sales channel in the dashboard (`POST /admin/sales-channels/:id/products`)
 * leave the shop's catalog, or join it, within seconds like any other product change (issue 34): once
 * Medusa's route has answered with success, the products are named in an event the product index
 * follows (catalog/product-index-events.ts). Medusa's workflow for this change emits no event itself.
 */
async function announceSalesChannelProducts(req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction): Promise<void> {
  const ids = productIdsOf(req.body);
  if (ids.length > 0) {
    res.on("finish", () => {
      if (res.statusCode >= 400) return;
      const eventBus = req.scope.resolve(Modules.EVENT_BUS);
      void eventBus.emit({ name: PRODUCT_SALES_CHANNELS_CHANGED, data: { id: ids } }).catch((error: unknown) => {
        req.scope.resolve("logger").warn(`catalog: products ${ids.join(", ")} changed sales channels, but the index was not told: ${String(error)}`);
      });
    });
  }
  next();
}

export const adminSalesChannelMiddlewares: MiddlewareRoute[] = [
  { method: ["POST"], matcher: "/admin/sales-channels/:id/products", middlewares: [announceSalesChannelProducts] },
];
