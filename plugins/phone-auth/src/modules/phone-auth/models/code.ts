import { model } from "@medusajs/framework/utils";

/** One-time codes and the proofs they are exchanged for. Only an HMAC of the code is stored. */
const PhoneAuthCode = model
  .define("phone_auth_code", {
    id: model.id({ prefix: "pacode" }).primaryKey(),
    purpose: model.text(),
    phone: model.text(),
    code_hash: model.text(),
    expires_at: model.dateTime(),
    attempts: model.number().default(0),
    consumed_at: model.dateTime().nullable(),
  })
  .indexes([{ on: ["phone", "purpose"] }]);

export default PhoneAuthCode;
