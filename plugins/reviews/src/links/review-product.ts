import { defineLink } from "@medusajs/framework/utils";
import ProductModule from "@medusajs/medusa/product";
import ReviewModule from "../modules/review";

/** review.product_id → product (read-only link: the review row holds the id). Query fetches `review.product.*`. */
export default defineLink(
  { linkable: ReviewModule.linkable.review, field: "product_id" },
  ProductModule.linkable.product,
  { readOnly: true },
);
