import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http";
import { randomToken, sha256 } from "../../../../lib/codes";
import { MESSAGES, PhoneAuthError } from "../../../../lib/errors";
import { customerAnswer, deviceTokenOf, handler, phoneAuthService, requestMeta, requireCustomer, sessionAnswer } from "../../../../lib/http";
import { hashPassword } from "../../../../lib/password";
import { customerIdForPhone } from "../../../../lib/signin";
import { registerPhoneCustomerWorkflow } from "../../../../workflows/register-phone-customer";
import type { RegisterBodyType } from "../validators";

/** POST /store/phone-auth/register — needs the verification token from /registration/verify; signs in. */
export const POST = handler(async (req: MedusaRequest<RegisterBodyType>, res: MedusaResponse) => {
  const body = req.validatedBody;
  const service = phoneAuthService(req);
  const proof = await service.otp.peekProof("registration_proof", body.phone, body.verification_token);
  if (!proof) throw new PhoneAuthError(401, MESSAGES.badVerification);
  if (await customerIdForPhone(req, body.phone)) throw new PhoneAuthError(409, MESSAGES.alreadyRegistered);

  const token = randomToken();
  const { result } = await registerPhoneCustomerWorkflow(req.scope).run({
    input: {
      phone: body.phone,
      password_hash: await hashPassword(body.password),
      first_name: body.first_name,
      last_name: body.last_name,
      email: body.email,
      location: body.location,
      proof_id: proof.id,
      session: { token_hash: sha256(token), device_fingerprint: body.device_fingerprint, remember: body.remember, ...requestMeta(req) },
    },
  });
  const customer = await requireCustomer(req, result.customer_id);
  const deviceToken = await service.rememberDevice(result.customer_id, deviceTokenOf(req));
  res.json({ session: sessionAnswer(token, result.session), customer: customerAnswer(customer), ...(deviceToken ? { device_token: deviceToken } : {}) });
});
