import { Modules } from "@medusajs/framework/utils";
import { createStep, createWorkflow, StepResponse, WorkflowResponse } from "@medusajs/framework/workflows-sdk";
import { hashPassword } from "../lib/password";

/**
 * The demo seed's phone sign-in for an existing customer (commerce/src/scripts/seed-data): a `phone`
 * auth identity with the password hashed as this plugin hashes it. Run by its name through Medusa's
 * workflow engine, so the seed does not import this plugin's code (ADR 160). Not reachable over HTTP;
 * a number that already has an identity is left as it is.
 */
export const SEED_PHONE_IDENTITY_WORKFLOW = "glow-seed-phone-identity";

export interface SeedPhoneIdentityInput {
  customer_id: string;
  phone: string;
  password: string;
}

const seedPhoneIdentityStep = createStep("glow-seed-phone-identity-step", async (input: SeedPhoneIdentityInput, { container }) => {
  const authModule = container.resolve(Modules.AUTH);
  const existing = await authModule.listProviderIdentities({ provider: "phone", entity_id: input.phone });
  if (existing.length > 0) return new StepResponse({ created: false });
  await authModule.createAuthIdentities({
    provider_identities: [{ provider: "phone", entity_id: input.phone, provider_metadata: { password: await hashPassword(input.password), ask_code_on_new_device: false } }],
    app_metadata: { customer_id: input.customer_id },
  });
  return new StepResponse({ created: true });
});

export const seedPhoneIdentityWorkflow = createWorkflow(SEED_PHONE_IDENTITY_WORKFLOW, (input: SeedPhoneIdentityInput) => new WorkflowResponse(seedPhoneIdentityStep(input)));
