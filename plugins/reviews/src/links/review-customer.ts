import { defineLink } from "@medusajs/framework/utils";
import CustomerModule from "@medusajs/medusa/customer";
import ReviewModule from "../modules/review";

/** review.customer_id → customer (read-only link). Query fetches the reviewer's name and phone as `review.customer.*`. */
export default defineLink(
  { linkable: ReviewModule.linkable.review, field: "customer_id" },
  CustomerModule.linkable.customer,
  { readOnly: true },
);
