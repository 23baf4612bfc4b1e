import { defineMiddlewares } from "@medusajs/framework/http";
import { glowCartMiddlewares } from "./store/glow/carts/middlewares";

export default defineMiddlewares({ routes: [...glowCartMiddlewares] });
