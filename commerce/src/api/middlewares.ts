import { defineMiddlewares } from "@medusajs/framework/http";
import { storeCartMiddlewares } from "./store/carts/middlewares";
import { glowCartMiddlewares } from "./store/glow/carts/middlewares";

export default defineMiddlewares({ routes: [...storeCartMiddlewares, ...glowCartMiddlewares] });
