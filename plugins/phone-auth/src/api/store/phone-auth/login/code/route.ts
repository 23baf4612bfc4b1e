import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http";
import { renderSms } from "../../../../../lib/config";
import { clientIp, deviceTokenOf, handler, phoneAuthService, requestSms, requireCustomer } from "../../../../../lib/http";
import { checkPassword, signIn } from "../../../../../lib/signin";
import type { LoginCodeBodyType } from "../../validators";

/**
 * POST /store/phone-auth/login/code (spec "send-otp") — checks phone + password. A trusted device (its
 * server-issued token, ADR 086), or the customer's "Ask for a code on new devices" off → signs in at
 * once; otherwise texts a 6-digit code and answers `pending_token`, which the code step must present:
 * the code only finishes the sign-in whose password step sent it.
 */
export const POST = handler(async (req: MedusaRequest<LoginCodeBodyType>, res: MedusaResponse) => {
  const { phone, password, device_fingerprint, remember_device } = req.validatedBody;
  const { customerId } = await checkPassword(req, phone, password);
  const service = phoneAuthService(req);
  const customer = await requireCustomer(req, customerId);
  if (!customer.ask_code_on_new_device || (await service.isTrustedDevice(customerId, deviceTokenOf(req)))) {
    res.json({ requires_otp: false, ...(await signIn(req, customerId, device_fingerprint, remember_device)) });
    return;
  }
  await service.limits.consumeCodeSend("device_login", phone, clientIp(req));
  const { code } = await service.otp.issue("device_login", phone);
  const pendingToken = await service.otp.issueProof("login_pending", phone);
  await requestSms(req, phone, renderSms(service.config.sms.deviceLogin, code), "device_login");
  res.json({ requires_otp: true, expires_in: service.config.codeTtlSeconds, pending_token: pendingToken });
});
