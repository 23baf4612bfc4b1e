import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http";
import { ContainerRegistrationKeys, MedusaError } from "@medusajs/framework/utils";
import { WISHLIST_MODULE } from "../../../../../modules/wishlist";
import type WishlistModuleService from "../../../../../modules/wishlist/service";
import { AdminProductParams } from "../../../../validators";

/**
 * GET /admin/products/:id/wishlist-count — how many customers have the product on their wishlist
 * (one wishlist per customer, one item per product): `{ product_id, count }`. Staff only (Medusa
 * authenticates every /admin route); 404 for an unknown product.
 */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse<{ product_id: string; count: number }>): Promise<void> {
  // Already validated by the middleware; parsed again because Express rebuilds req.params per route layer.
  const productId = AdminProductParams.parse(req.params).id;
  const query = req.scope.resolve(ContainerRegistrationKeys.QUERY);
  const { data } = await query.graph({ entity: "product", fields: ["id"], filters: { id: productId } });
  if (data.length === 0) throw new MedusaError(MedusaError.Types.NOT_FOUND, `Product ${productId} was not found.`);

  const wishlists: WishlistModuleService = req.scope.resolve(WISHLIST_MODULE);
  const [, count] = await wishlists.listAndCountWishlistItems({ product_id: productId }, { select: ["id"], take: 1 });
  res.json({ product_id: productId, count });
}
