import type { MedusaRequest } from "@medusajs/framework/http";
import { Modules } from "@medusajs/framework/utils";
import { MESSAGES, PhoneAuthError } from "./errors";
import { GRANT_FIELD, issueGrant } from "./grants";
import { clientIp, customerAnswer, deviceTokenOf, phoneAuthService, requestMeta, requireCustomer, sessionAnswer } from "./http";

/**
 * Checks phone + password with the `phone` auth provider under the sign-in limits (ADR 085): one
 * attempt is reserved per phone and per network BEFORE the password is checked (so parallel guesses
 * cannot overrun the limit), and given back on success. A browser with this account's device token
 * is not held by its network's limit (shoppers behind one carrier NAT). Unknown phone and wrong
 * password give the same 401 after the same work.
 */
export async function checkPassword(req: MedusaRequest, phone: string, password: string): Promise<{ customerId: string; authIdentityId: string }> {
  const service = phoneAuthService(req);
  const ip = clientIp(req);
  const device = await service.deviceOf(deviceTokenOf(req));
  const knownDevice = Boolean(device && device.customer_id === (await customerIdForPhone(req, phone)));
  await service.limits.beginSignIn(phone, ip, { knownDevice });
  const auth = req.scope.resolve(Modules.AUTH);
  // The grant tells the provider this check passed the limits above (lib/grants.ts).
  const result = await auth.authenticate("phone", { body: { phone, password, [GRANT_FIELD]: issueGrant("authenticate", phone) } } as any);
  const customerId = result.success ? (result.authIdentity?.app_metadata?.customer_id as string | undefined) : undefined;
  if (!customerId) throw new PhoneAuthError(401, MESSAGES.badCredentials, {}, "bad_credentials");
  await service.limits.signInSucceeded(phone, ip, { knownDevice });
  return { customerId, authIdentityId: result.authIdentity!.id };
}

/** The customer behind a phone number's auth identity, if any. */
export async function customerIdForPhone(req: MedusaRequest, phone: string): Promise<string | null> {
  const auth = req.scope.resolve(Modules.AUTH);
  const [providerIdentity] = await auth.listProviderIdentities({ provider: "phone", entity_id: phone }, { relations: ["auth_identity"] });
  const customerId = (providerIdentity as any)?.auth_identity?.app_metadata?.customer_id;
  return typeof customerId === "string" ? customerId : null;
}

/**
 * A new session for the customer on this device, and the contract's `{ session, customer }`, plus
 * `device_token` when this browser gets a new device token (ADR 086; the storefront keeps it in an
 * HttpOnly cookie). `smsVerified`: the sign-in passed a code with "remember this device".
 */
export async function signIn(req: MedusaRequest, customerId: string, device: string, remember: boolean, options: { smsVerified?: boolean } = {}) {
  const service = phoneAuthService(req);
  const customer = await requireCustomer(req, customerId);
  const { token, session } = await service.startSession({ customer_id: customerId, device_fingerprint: device, remember, ...requestMeta(req) });
  const deviceToken = await service.rememberDevice(customerId, deviceTokenOf(req), options);
  return { session: sessionAnswer(token, session), customer: customerAnswer(customer), ...(deviceToken ? { device_token: deviceToken } : {}) };
}

/** Sets a phone account's password through the provider (which refuses without this route's grant). */
export async function setPhonePassword(req: MedusaRequest, phone: string, password: string): Promise<{ success: boolean; error?: string }> {
  const auth = req.scope.resolve(Modules.AUTH);
  const result = await auth.updateProvider("phone", { entity_id: phone, password, [GRANT_FIELD]: issueGrant("update", phone) });
  return { success: Boolean(result.success), error: result.error };
}
