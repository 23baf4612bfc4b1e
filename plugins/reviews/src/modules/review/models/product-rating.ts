import { model } from "@medusajs/framework/utils";

/**
 * The aggregate of a product's APPROVED reviews, one row per product that ever had one approved:
 * kept up to date by the approve/unapprove/delete workflows (step refresh-product-rating), so the
 * catalog reads the rating of a whole product list in one query instead of counting reviews per card.
 * The average is derived (rating_sum / review_count, one decimal) so it can never drift from the sum.
 */
export const ProductRating = model
  .define("product_rating", {
    id: model.id({ prefix: "prat" }).primaryKey(),
    product_id: model.text(),
    review_count: model.number().default(0),
    rating_sum: model.number().default(0),
  })
  .indexes([{ on: ["product_id"], unique: true }]);
