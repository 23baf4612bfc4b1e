import { model } from "@medusajs/framework/utils";

/**
 * A verified buyer's review of a product. `product_id` and `customer_id` point at the Product and
 * Customer modules through read-only module links (src/links); this module never imports them.
 * The unique index makes a second review of the same product by the same customer impossible at
 * the database level, whatever the timing of concurrent requests.
 */
export const Review = model
  .define("review", {
    id: model.id({ prefix: "rev" }).primaryKey(),
    product_id: model.text(),
    customer_id: model.text(),
    /** 1–5, whole stars (checked by the validators and by a database check). */
    rating: model.number(),
    comment: model.text().nullable(),
    is_approved: model.boolean().default(false),
    admin_response: model.text().nullable(),
    admin_response_at: model.dateTime().nullable(),
  })
  .indexes([
    { on: ["customer_id", "product_id"], unique: true },
    // The public list and the aggregate read a product's approved reviews.
    { on: ["product_id", "is_approved"] },
    // The moderation queue.
    { on: ["is_approved", "created_at"] },
  ]);
