import { AbstractAuthModuleProvider, MedusaError } from "@medusajs/framework/utils";
import type { AuthenticationInput, AuthenticationResponse, AuthIdentityProviderService, AuthIdentityDTO } from "@medusajs/framework/types";
import { burnPasswordCheck, hashPassword, PASSWORD_MAX, PASSWORD_MIN, verifyPassword } from "../../lib/password";
import { normalizeGhanaPhone } from "../../lib/phone";
import { loadConfig } from "../../lib/config";

/** The global ceiling on dummy hashes (PHONE_AUTH_DUMMY_HASHES_PER_SECOND, ADR 085). */
const dummyHashesPerSecond = loadConfig().limits.dummyHashesPerSecond;

const WRONG = "Incorrect phone number or password";

/**
 * Auth module provider `phone`: customers identified by a Ghana number (entity_id = E.164)
 * and an Argon2id password hash in provider_metadata. Unknown numbers cost a dummy hash check,
 * so timing does not tell which numbers have accounts. Medusa's own /auth/customer/phone routes
 * are closed by the plugin's middlewares; the shop signs in through /store/phone-auth/* instead.
 */
export class PhoneAuthProviderService extends AbstractAuthModuleProvider {
  static override identifier = "phone";
  static override DISPLAY_NAME = "Phone number and password";

  async authenticate(input: AuthenticationInput, service: AuthIdentityProviderService): Promise<AuthenticationResponse> {
    const { phone, password } = (input.body ?? {}) as Record<string, unknown>;
    const e164 = typeof phone === "string" ? normalizeGhanaPhone(phone) : null;
    if (typeof password !== "string" || !password || password.length > PASSWORD_MAX) return { success: false, error: WRONG };
    if (!e164) {
      await burnPasswordCheck(password, dummyHashesPerSecond);
      return { success: false, error: WRONG };
    }
    const identity = await this.find(e164, service);
    const hash = identity && this.providerIdentity(identity)?.provider_metadata?.password;
    if (typeof hash !== "string") {
      await burnPasswordCheck(password, dummyHashesPerSecond);
      return { success: false, error: WRONG };
    }
    if (!(await verifyPassword(hash, password))) return { success: false, error: WRONG };
    return { success: true, authIdentity: this.sanitize(identity!) };
  }

  override async register(input: AuthenticationInput, service: AuthIdentityProviderService): Promise<AuthenticationResponse> {
    const { phone, password } = (input.body ?? {}) as Record<string, unknown>;
    const e164 = typeof phone === "string" ? normalizeGhanaPhone(phone) : null;
    if (!e164) return { success: false, error: "Phone number must be in format 0XXXXXXXXX (10 digits starting with 0)" };
    if (typeof password !== "string" || password.length < PASSWORD_MIN || password.length > PASSWORD_MAX) {
      return { success: false, error: `Password must be between ${PASSWORD_MIN} and ${PASSWORD_MAX} characters long` };
    }
    if (await this.find(e164, service)) return { success: false, error: "Identity with phone already exists" };
    const created = await service.create({ entity_id: e164, provider_metadata: { password: await hashPassword(password) } });
    return { success: true, authIdentity: this.sanitize(created) };
  }

  /** Sets a new password: `{ entity_id: "+233…", password }`. */
  override async update(data: Record<string, unknown>, service: AuthIdentityProviderService): Promise<AuthenticationResponse> {
    const { entity_id, password } = data ?? {};
    if (typeof entity_id !== "string") return { success: false, error: "entity_id is required" };
    if (typeof password !== "string" || password.length < PASSWORD_MIN || password.length > PASSWORD_MAX) {
      return { success: false, error: `Password must be between ${PASSWORD_MIN} and ${PASSWORD_MAX} characters long` };
    }
    const identity = await this.find(entity_id, service);
    if (!identity) return { success: false, error: "No account with this phone number" };
    const metadata = this.providerIdentity(identity)?.provider_metadata ?? {};
    const updated = await service.update(entity_id, { provider_metadata: { ...metadata, password: await hashPassword(password) } });
    return { success: true, authIdentity: this.sanitize(updated) };
  }

  private async find(entityId: string, service: AuthIdentityProviderService): Promise<AuthIdentityDTO | null> {
    try {
      return await service.retrieve({ entity_id: entityId });
    } catch (error: any) {
      if (error?.type === MedusaError.Types.NOT_FOUND) return null;
      throw error;
    }
  }

  private providerIdentity(identity: AuthIdentityDTO) {
    return identity.provider_identities?.find((p) => p.provider === this.provider);
  }

  private sanitize(identity: AuthIdentityDTO): AuthIdentityDTO {
    const copy = JSON.parse(JSON.stringify(identity)) as AuthIdentityDTO;
    const provider = copy.provider_identities?.find((p) => p.provider === this.provider);
    if (provider?.provider_metadata) delete provider.provider_metadata.password;
    return copy;
  }
}
