import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http";
import { phoneChangeKey, phoneSessionOf } from "../../../../lib/account";
import { codeLooksValid } from "../../../../lib/codes";
import { MESSAGES, PhoneAuthError } from "../../../../lib/errors";
import { customerAnswer, handler, phoneAuthService, requireCustomer } from "../../../../lib/http";
import { changePhoneWorkflow } from "../../../../workflows/change-phone";
import type { PhoneChangeBodyType } from "../validators";

/**
 * POST /store/phone-auth/phone-change — the code from the new number's SMS makes it the account's
 * phone: on the customer and on the `phone` auth identity (sign-in uses it from now on). A number
 * another account has is refused with 409; sessions stay signed in.
 */
export const POST = handler(async (req: MedusaRequest<PhoneChangeBodyType>, res: MedusaResponse) => {
  const { customer } = phoneSessionOf(req);
  const { phone, code } = req.validatedBody;
  if (!codeLooksValid("phone_change", code)) throw new PhoneAuthError(400, "Please enter the complete 6-digit verification code.");
  if (phone === customer.phone) throw new PhoneAuthError(400, MESSAGES.samePhone);
  const service = phoneAuthService(req);
  const result = await service.otp.verify("phone_change", phoneChangeKey(phone, customer.id), code);
  if (!result.ok) throw new PhoneAuthError(401, result.reason === "dead" ? MESSAGES.codeDead : MESSAGES.badCode);
  const { errors } = await changePhoneWorkflow(req.scope).run({
    input: { customer_id: customer.id, old_phone: customer.phone ?? "", new_phone: phone },
    throwOnError: false,
  });
  if (errors.length) throw errors[0]!.error;
  res.json({ customer: customerAnswer(await requireCustomer(req, customer.id)) });
});
