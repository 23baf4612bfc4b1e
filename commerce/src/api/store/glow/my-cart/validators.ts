import type { z } from "@medusajs/framework/zod";
import type { MyCartAddRequestSchema } from "@glow/shop-contracts";

/** POST /store/glow/my-cart/line-items's body: its schema is the contract's (@glow/shop-contracts `myCartContracts`, ADR 161). */
export type StoreMyCartAddLineItemType = z.infer<typeof MyCartAddRequestSchema>;
