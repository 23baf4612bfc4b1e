import type { MedusaContainer } from "@medusajs/framework/types";
import { Modules } from "@medusajs/framework/utils";

/**
 * Account security settings ("ask for a code on new devices", and any later one) live beside the
 * password, in the `phone` provider identity's provider_metadata (issue 20, ADR 086). Medusa's
 * `POST /store/customers/me` can write a customer's metadata with nothing but a customer token;
 * it cannot reach the auth module, so a stolen session cannot weaken the account there. The only
 * writer is POST /store/phone-auth/settings, which asks for the current password to weaken it.
 */
export interface SecuritySettings {
  ask_code_on_new_device: boolean;
}

async function phoneIdentity(container: MedusaContainer, phone: string) {
  const auth = container.resolve(Modules.AUTH);
  const [identity] = await auth.listProviderIdentities({ provider: "phone", entity_id: phone }, { select: ["id", "provider_metadata", "auth_identity_id"] });
  return identity ?? null;
}

/** The settings and the auth identity behind the phone sign-in (for the customer JWT), in one read. */
export async function readPhoneIdentity(container: MedusaContainer, phone: string | null): Promise<{ settings: SecuritySettings; auth_identity_id: string }> {
  const identity = phone ? await phoneIdentity(container, phone) : null;
  return {
    settings: { ask_code_on_new_device: identity?.provider_metadata?.ask_code_on_new_device === true },
    auth_identity_id: (identity as { auth_identity_id?: string } | null)?.auth_identity_id ?? "",
  };
}

export async function writeSecuritySettings(container: MedusaContainer, phone: string, settings: SecuritySettings): Promise<void> {
  const identity = await phoneIdentity(container, phone);
  if (!identity) throw new Error(`No phone sign-in for ${phone.slice(0, 6)}…`);
  await container.resolve(Modules.AUTH).updateProviderIdentities([
    { id: identity.id, provider_metadata: { ...(identity.provider_metadata ?? {}), ask_code_on_new_device: settings.ask_code_on_new_device } },
  ]);
}
