import { defineMiddlewares } from "@medusajs/framework/http";
import { storeCartMiddlewares } from "./store/carts/middlewares";
import { glowCartMiddlewares } from "./store/glow/carts/middlewares";
import { glowCatalogMiddlewares } from "./store/glow/catalog/middlewares";

export default defineMiddlewares({ routes: [...storeCartMiddlewares, ...glowCartMiddlewares, ...glowCatalogMiddlewares] });
