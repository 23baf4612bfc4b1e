import { Modules } from "@medusajs/framework/utils";
import { createStep, createWorkflow, StepResponse, WorkflowResponse } from "@medusajs/framework/workflows-sdk";
import { MESSAGES, PhoneAuthError } from "../lib/errors";

export interface ChangePhoneInput {
  customer_id: string;
  old_phone: string;
  new_phone: string;
}

const isUniqueViolation = (error: any): boolean =>
  error?.code === "23505" || /unique|already exists/i.test(String(error?.message ?? "")) || error?.type === "duplicate_error";

/**
 * Moves the `phone` auth identity to the new number, so sign-in uses it from now on. The unique
 * index on (entity_id, provider) refuses a number another account has, even under concurrency.
 * Compensation moves it back.
 */
export const movePhoneIdentityStep = createStep(
  "glow-move-phone-identity",
  async (input: ChangePhoneInput, { container }) => {
    const auth = container.resolve(Modules.AUTH);
    if ((await auth.listProviderIdentities({ provider: "phone", entity_id: input.new_phone }, { select: ["id"] })).length) {
      throw new PhoneAuthError(409, MESSAGES.phoneInUse, {}, "phone_in_use");
    }
    const [identity] = await auth.listProviderIdentities({ provider: "phone", entity_id: input.old_phone }, { relations: ["auth_identity"] });
    const owner = (identity as any)?.auth_identity?.app_metadata?.customer_id;
    if (!identity || owner !== input.customer_id) throw new PhoneAuthError(401, MESSAGES.notSignedIn, {}, "not_signed_in");
    try {
      await auth.updateProviderIdentities([{ id: identity.id, entity_id: input.new_phone }]);
    } catch (error) {
      if (isUniqueViolation(error)) throw new PhoneAuthError(409, MESSAGES.phoneInUse, {}, "phone_in_use");
      throw error;
    }
    return new StepResponse({ provider_identity_id: identity.id }, { id: identity.id, entity_id: input.old_phone });
  },
  async (previous, { container }) => {
    if (!previous) return;
    await container.resolve(Modules.AUTH).updateProviderIdentities([previous]);
  },
);

/** The customer's phone (what the shop shows and texts); compensation puts the old one back. */
export const setCustomerPhoneStep = createStep(
  "glow-set-customer-phone",
  async (input: ChangePhoneInput, { container }) => {
    const customers = container.resolve(Modules.CUSTOMER);
    const before = await customers.retrieveCustomer(input.customer_id, { select: ["id", "phone"] });
    await customers.updateCustomers(input.customer_id, { phone: input.new_phone });
    return new StepResponse({ phone: input.new_phone }, { id: input.customer_id, phone: before.phone ?? null });
  },
  async (previous, { container }) => {
    if (!previous) return;
    await container.resolve(Modules.CUSTOMER).updateCustomers(previous.id, { phone: previous.phone });
  },
);

/**
 * Phone change after the new number proved itself with an SMS code (checked by the route):
 * auth identity first (the step that can meet a taken number), then the customer record.
 */
export const changePhoneWorkflow = createWorkflow("glow-change-phone", (input: ChangePhoneInput) => {
  movePhoneIdentityStep(input);
  const customer = setCustomerPhoneStep(input);
  return new WorkflowResponse(customer);
});
