import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http";
import { parseInput } from "@glow/medusa-http";
import { ratingsOf } from "../../../lib/views";
import { RatingsQuery } from "../../validators";

/**
 * GET /store/review-ratings?product_ids=a,b,c — rating (average of approved reviews, one decimal) and
 * review count of up to 250 products in ONE query on the aggregate table, so a product grid never
 * asks per card. Products without approved reviews answer 0 and 0.
 */
export async function GET(req: MedusaRequest, res: MedusaResponse): Promise<void> {
  const { product_ids } = parseInput(RatingsQuery, req.query);
  res.json({ ratings: await ratingsOf(req.scope, product_ids) });
}
