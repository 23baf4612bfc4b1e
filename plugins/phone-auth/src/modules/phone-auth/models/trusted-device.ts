import { model } from "@medusajs/framework/utils";

/** A device that passed a code check with "remember this device". */
const PhoneAuthTrustedDevice = model
  .define("phone_auth_trusted_device", {
    id: model.id({ prefix: "patrust" }).primaryKey(),
    customer_id: model.text(),
    device_fingerprint: model.text(),
    trusted_until: model.dateTime(),
  })
  .indexes([{ on: ["customer_id", "device_fingerprint"] }]);

export default PhoneAuthTrustedDevice;
