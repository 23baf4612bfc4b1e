import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http";
import { PhoneAuthError } from "../../../../lib/errors";
import { deviceTokenOf, handler, phoneAuthService, requireCustomer } from "../../../../lib/http";
import { checkPassword, signIn } from "../../../../lib/signin";
import type { LoginBodyType } from "../validators";

/** POST /store/phone-auth/login — phone + password; the visible Sign In form. */
export const POST = handler(async (req: MedusaRequest<LoginBodyType>, res: MedusaResponse) => {
  const { phone, password, device_fingerprint, remember } = req.validatedBody;
  const { customerId } = await checkPassword(req, phone, password);
  // A customer who turned on "Ask for a code on new devices" cannot skip the code through the plain route.
  const customer = await requireCustomer(req, customerId);
  if (customer.ask_code_on_new_device && !(await phoneAuthService(req).isTrustedDevice(customerId, deviceTokenOf(req)))) {
    throw new PhoneAuthError(403, "This account asks for a code on new devices. Please sign in again to receive a code.", { requires_otp: true }, "requires_otp");
  }
  res.json(await signIn(req, customerId, device_fingerprint, remember));
});
