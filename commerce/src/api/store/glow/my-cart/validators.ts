import type { z } from "@medusajs/framework/zod";
import type { MyCartAddRequestSchema, MyCartLineParamsSchema, MyCartUpdateRequestSchema } from "@glow/shop-contracts";

/**
 * The bodies and parameters of /store/glow/my-cart/*: their schemas are the contracts'
 * (@glow/shop-contracts `myCartContracts`, ADR 161), validated by contractRoutes() in ./middlewares.ts.
 */
export type StoreMyCartAddLineItemType = z.infer<typeof MyCartAddRequestSchema>;
export type StoreMyCartUpdateLineItemType = z.infer<typeof MyCartUpdateRequestSchema>;
export type StoreMyCartLineParamsType = z.infer<typeof MyCartLineParamsSchema>;
