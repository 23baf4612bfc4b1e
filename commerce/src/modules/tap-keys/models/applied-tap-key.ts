import { model } from "@medusajs/framework/utils";

/**
 * A tap's idempotency key that "add to my cart" has answered (ADR 235): applied, or refused with the
 * refusal to answer again. One row per customer and key (the unique index makes a second row
 * impossible, whatever the timing); rows past `expires_at` are never read and are deleted every hour (src/jobs).
 */
export const AppliedTapKey = model
  .define("glow_applied_tap_key", {
    id: model.id({ prefix: "tapkey" }).primaryKey(),
    customer_id: model.text(),
    key: model.text(),
    outcome: model.enum(["applied", "refused"]),
    refusal_type: model.text().nullable(),
    refusal_message: model.text().nullable(),
    /** The refusal's `code` (@glow/shop-contracts MY_CART_REFUSAL_CODES), so a replay answers it too. */
    refusal_code: model.text().nullable(),
    expires_at: model.dateTime(),
  })
  .indexes([{ on: ["customer_id", "key"], unique: true }, { on: ["expires_at"] }]);
