import { defineMiddlewares } from "@medusajs/framework/http";
import { storeCartMiddlewares } from "./store/carts/middlewares";
import { storeOrderMiddlewares } from "./store/orders/middlewares";
import { myCartMiddlewares } from "./store/glow/my-cart/middlewares";
import { glowCatalogMiddlewares } from "./store/glow/catalog/middlewares";
// --- security (issue 34): headers on every answer, Medusa's own store routes closed or owner-only ---
import { securityMiddlewares } from "./security/middlewares";
import { setSecurityHeadersOnEveryResponse } from "./security/response-headers";

setSecurityHeadersOnEveryResponse();
// --- end security ---

export default defineMiddlewares({ routes: [...securityMiddlewares, ...storeCartMiddlewares, ...storeOrderMiddlewares, ...myCartMiddlewares, ...glowCatalogMiddlewares] });
