import type { MedusaRequest } from "@medusajs/framework/http";
import { Modules } from "@medusajs/framework/utils";
import { MESSAGES, PhoneAuthError } from "./errors";
import { customerAnswer, phoneAuthService, requestMeta, requireCustomer, sessionAnswer } from "./http";

/**
 * Checks phone + password with the `phone` auth provider, under the failed-login limit.
 * Unknown phone and wrong password give the same 401 after the same hashing work.
 */
export async function checkPassword(req: MedusaRequest, phone: string, password: string): Promise<{ customerId: string; authIdentityId: string }> {
  const service = phoneAuthService(req);
  await service.limits.assertCanTryLogin(phone);
  const auth = req.scope.resolve(Modules.AUTH);
  const result = await auth.authenticate("phone", { body: { phone, password } } as any);
  const customerId = result.success ? (result.authIdentity?.app_metadata?.customer_id as string | undefined) : undefined;
  if (!customerId) {
    await service.limits.recordLoginFailure(phone);
    throw new PhoneAuthError(401, MESSAGES.badCredentials);
  }
  await service.limits.clearLoginFailures(phone);
  return { customerId, authIdentityId: result.authIdentity!.id };
}

/** The customer behind a phone number's auth identity, if any. */
export async function customerIdForPhone(req: MedusaRequest, phone: string): Promise<string | null> {
  const auth = req.scope.resolve(Modules.AUTH);
  const [providerIdentity] = await auth.listProviderIdentities({ provider: "phone", entity_id: phone }, { relations: ["auth_identity"] });
  const customerId = (providerIdentity as any)?.auth_identity?.app_metadata?.customer_id;
  return typeof customerId === "string" ? customerId : null;
}

export async function authIdentityIdForPhone(req: MedusaRequest, phone: string | null): Promise<string> {
  if (!phone) return "";
  const auth = req.scope.resolve(Modules.AUTH);
  const [providerIdentity] = await auth.listProviderIdentities({ provider: "phone", entity_id: phone }, { select: ["auth_identity_id"] });
  return (providerIdentity as any)?.auth_identity_id ?? "";
}

/** A new session for the customer on this device, and the contract's `{ session, customer }`. */
export async function signIn(req: MedusaRequest, customerId: string, device: string, remember: boolean) {
  const customer = await requireCustomer(req, customerId);
  const { token, session } = await phoneAuthService(req).startSession({ customer_id: customerId, device_fingerprint: device, remember, ...requestMeta(req) });
  return { session: sessionAnswer(token, session), customer: customerAnswer(customer) };
}
