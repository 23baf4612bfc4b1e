import { model } from "@medusajs/framework/utils";

/** A signed-in device. The token itself is never stored, only its SHA-256. */
const PhoneAuthSession = model
  .define("phone_auth_session", {
    id: model.id({ prefix: "pasess" }).primaryKey(),
    customer_id: model.text(),
    token_hash: model.text().unique(),
    device_fingerprint: model.text(),
    user_agent: model.text().nullable(),
    ip: model.text().nullable(),
    remember: model.boolean().default(false),
    expires_at: model.dateTime(),
    last_seen_at: model.dateTime(),
    revoked_at: model.dateTime().nullable(),
    revoke_reason: model.text().nullable(),
  })
  .indexes([{ on: ["customer_id"] }]);

export default PhoneAuthSession;
