import { defineMiddlewares } from "@medusajs/framework/http";
import { storeCartMiddlewares } from "./store/carts/middlewares";
import { storeOrderMiddlewares } from "./store/orders/middlewares";
import { myCartMiddlewares } from "./store/glow/my-cart/middlewares";
import { glowCatalogMiddlewares } from "./store/glow/catalog/middlewares";
import { adminDeliveryFeesMiddlewares } from "./admin/glow/delivery-fees/middlewares";
import { promoCodeGuardMiddlewares } from "./store/glow/my-cart/promotions/middlewares";

export default defineMiddlewares({
  routes: [
    ...storeCartMiddlewares,
    ...storeOrderMiddlewares,
    ...myCartMiddlewares,
    ...glowCatalogMiddlewares,
    ...adminDeliveryFeesMiddlewares,
    ...promoCodeGuardMiddlewares,
  ],
});
