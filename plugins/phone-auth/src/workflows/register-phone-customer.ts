import { Modules } from "@medusajs/framework/utils";
import { createStep, createWorkflow, StepResponse, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk";
import { createCustomersStep, setAuthAppMetadataStep } from "@medusajs/medusa/core-flows";
import { PHONE_AUTH_MODULE } from "../modules/phone-auth";
import type PhoneAuthModuleService from "../modules/phone-auth/service";
import { PhoneAuthError, MESSAGES } from "../lib/errors";

export interface RegisterPhoneCustomerInput {
  phone: string;
  /** Argon2id hash made before the workflow, so no plain password is ever part of workflow data. */
  password_hash: string;
  first_name: string;
  last_name: string;
  email?: string | null;
  location?: string | null;
  /** id of the verification proof checked by the route; consumed here, restored on failure. */
  proof_id: string;
  session: { token_hash: string; device_fingerprint: string; remember: boolean; user_agent?: string | null; ip?: string | null };
}

/** Uses up the registration proof; if a later step fails the proof works again. */
export const consumeRegistrationProofStep = createStep(
  "glow-consume-registration-proof",
  async (input: { proof_id: string }, { container }) => {
    const service = container.resolve<PhoneAuthModuleService>(PHONE_AUTH_MODULE);
    if (!(await service.consumeCodeOnce(input.proof_id, new Date()))) throw new PhoneAuthError(401, MESSAGES.badVerification, {}, "bad_verification");
    return new StepResponse(input.proof_id, input.proof_id);
  },
  async (proofId, { container }) => {
    if (!proofId) return;
    await container.resolve<PhoneAuthModuleService>(PHONE_AUTH_MODULE).updatePhoneAuthCodes({ id: proofId, consumed_at: null });
  },
);

/** Creates the `phone` auth identity (entity_id = E.164, password hash); deleted again on failure. */
export const createPhoneIdentityStep = createStep(
  "glow-create-phone-identity",
  async (input: { phone: string; password_hash: string }, { container }) => {
    const auth = container.resolve(Modules.AUTH);
    const existing = await auth.listProviderIdentities({ provider: "phone", entity_id: input.phone });
    if (existing.length) throw new PhoneAuthError(409, MESSAGES.alreadyRegistered, {}, "already_registered");
    const identity = await auth.createAuthIdentities({
      provider_identities: [{ provider: "phone", entity_id: input.phone, provider_metadata: { password: input.password_hash, ask_code_on_new_device: false } }],
    });
    return new StepResponse({ id: identity.id }, identity.id);
  },
  async (identityId, { container }) => {
    if (!identityId) return;
    await container.resolve(Modules.AUTH).deleteAuthIdentities([identityId]);
  },
);

/** Refuses an email another account already uses (Medusa keeps emails of accounts unique). */
export const checkEmailFreeStep = createStep("glow-check-email-free", async (input: { email?: string | null }, { container }) => {
  if (!input.email) return new StepResponse(undefined);
  const customers = await container.resolve(Modules.CUSTOMER).listCustomers({ email: input.email, has_account: true }, { select: ["id"] });
  if (customers.length) throw new PhoneAuthError(409, MESSAGES.emailTaken, {}, "email_taken");
  return new StepResponse(undefined);
});

/** Starts the first session; deleted again if anything after it fails. */
export const startSessionStep = createStep(
  "glow-start-phone-session",
  async (input: RegisterPhoneCustomerInput["session"] & { customer_id: string }, { container }) => {
    const service = container.resolve<PhoneAuthModuleService>(PHONE_AUTH_MODULE);
    const { token_hash, ...rest } = input;
    const session = await service.recordSession(rest, token_hash);
    return new StepResponse({ id: session.id, expires_at: session.expires_at, remember: session.remember }, session.id);
  },
  async (sessionId, { container }) => {
    if (!sessionId) return;
    await container.resolve<PhoneAuthModuleService>(PHONE_AUTH_MODULE).deletePhoneAuthSessions(sessionId);
  },
);

/**
 * Registration: proof → email check → auth identity → Medusa customer → link identity to customer → session.
 * Every step undoes itself when a later one fails, so a failed registration leaves nothing behind.
 */
export const registerPhoneCustomerWorkflow = createWorkflow("glow-register-phone-customer", (input: RegisterPhoneCustomerInput) => {
  consumeRegistrationProofStep({ proof_id: input.proof_id });
  checkEmailFreeStep({ email: input.email });
  const identity = createPhoneIdentityStep({ phone: input.phone, password_hash: input.password_hash });
  const customerData = transform({ input }, ({ input }) => [
    {
      first_name: input.first_name,
      last_name: input.last_name,
      phone: input.phone,
      email: input.email || null,
      has_account: true,
      metadata: { location: input.location || null },
    },
  ]);
  const customers = createCustomersStep(customerData as any);
  const customerId = transform({ customers }, ({ customers }) => customers[0]!.id);
  setAuthAppMetadataStep({ authIdentityId: identity.id, actorType: "customer", value: customerId });
  const sessionInput = transform({ input, customerId }, ({ input, customerId }) => ({ ...input.session, customer_id: customerId }));
  const session = startSessionStep(sessionInput);
  return new WorkflowResponse({ customer_id: customerId, session });
});
