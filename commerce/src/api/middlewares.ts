import { defineMiddlewares } from "@medusajs/framework/http";
import { storeCartMiddlewares } from "./store/carts/middlewares";
import { storeOrderMiddlewares } from "./store/orders/middlewares";
import { myCartMiddlewares } from "./store/glow/my-cart/middlewares";
import { storeOrderReturnMiddlewares } from "./store/glow/orders/middlewares";
import { glowCatalogMiddlewares } from "./store/glow/catalog/middlewares";
import { adminDeliveryFeesMiddlewares } from "./admin/glow/delivery-fees/middlewares";
import { adminSalesChannelMiddlewares } from "./admin/sales-channels/middlewares";
import { adminReportMiddlewares } from "./admin/glow/reports/middlewares";
import { adminLowStockMiddlewares } from "./admin/glow/low-stock/middlewares";
import { adminCustomerSearchMiddlewares } from "./admin/customers/middlewares";
import { promoCodeGuardMiddlewares } from "./store/glow/my-cart/promotions/middlewares";
// Security (issue 34): headers on every answer, Medusa's own store routes closed or owner-only (ADR 204).
import { securityMiddlewares } from "./security/middlewares";
import { setSecurityHeadersOnEveryResponse } from "./security/response-headers";

setSecurityHeadersOnEveryResponse();

export default defineMiddlewares({
  routes: [
    ...securityMiddlewares,
    ...storeCartMiddlewares,
    ...storeOrderMiddlewares,
    ...myCartMiddlewares,
    ...storeOrderReturnMiddlewares,
    ...glowCatalogMiddlewares,
    ...adminDeliveryFeesMiddlewares,
    ...adminSalesChannelMiddlewares,
    ...adminReportMiddlewares,
    ...adminLowStockMiddlewares,
    ...adminCustomerSearchMiddlewares,
    ...promoCodeGuardMiddlewares,
  ],
});
