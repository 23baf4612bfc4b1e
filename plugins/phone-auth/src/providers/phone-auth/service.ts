import { AbstractAuthModuleProvider, MedusaError } from "@medusajs/framework/utils";
import type { AuthenticationInput, AuthenticationResponse, AuthIdentityProviderService, AuthIdentityDTO } from "@medusajs/framework/types";
import { burnPasswordCheck, hashPassword, PASSWORD_MAX, PASSWORD_MIN, verifyPassword } from "../../lib/password";
import { normalizeGhanaPhone } from "../../lib/phone";
import { parsePhoneAuthOptions, type PhoneAuthOptions } from "../../lib/options";
import { GRANT_FIELD, takeGrant } from "../../lib/grants";


const WRONG = "Incorrect phone number or password";
/** What Medusa's generic /auth/customer/phone… routes get, in any spelling or method (issue 20). */
export const ONLY_THROUGH_THE_SHOP = "Sign in and create accounts with your phone number on the shop's own pages.";

/**
 * Auth module provider `phone`: customers identified by a Ghana number (entity_id = E.164)
 * and an Argon2id password hash in provider_metadata. Unknown numbers cost a dummy hash check,
 * so timing does not tell which numbers have accounts.
 *
 * Only phone-auth's own route handlers can use it: `authenticate` and `update` need a single-use
 * grant (lib/grants.ts) that those handlers issue after their limits and checks, and `register`
 * always refuses (accounts are created by the registration workflow after an SMS code). So
 * Medusa's generic `/auth/customer/phone…` routes yield nothing, however the path is spelled.
 */
export class PhoneAuthProviderService extends AbstractAuthModuleProvider {
  static override identifier = "phone";
  static override DISPLAY_NAME = "Phone number and password";

  /** The ceiling on dummy hashes per process a second (option `limits.dummyHashesPerSecond`, ADR 085). */
  private readonly dummyHashesPerSecond: number;

  /** medusa-config.ts passes the plugin's `limits`, so one option sets the ceiling everywhere. */
  constructor(_container: Record<string, unknown>, options: Pick<PhoneAuthOptions, "limits"> = {}) {
    super();
    this.dummyHashesPerSecond = parsePhoneAuthOptions({ limits: options.limits }).limits.dummyHashesPerSecond;
  }

  async authenticate(input: AuthenticationInput, service: AuthIdentityProviderService): Promise<AuthenticationResponse> {
    const { phone, password, [GRANT_FIELD]: grant } = (input.body ?? {}) as Record<string, unknown>;
    const e164 = typeof phone === "string" ? normalizeGhanaPhone(phone) : null;
    if (!e164 || !takeGrant(grant, "authenticate", e164)) return { success: false, error: ONLY_THROUGH_THE_SHOP };
    if (typeof password !== "string" || !password || password.length > PASSWORD_MAX) return { success: false, error: WRONG };
    if (!e164) {
      await burnPasswordCheck(password, this.dummyHashesPerSecond);
      return { success: false, error: WRONG };
    }
    const identity = await this.find(e164, service);
    const hash = identity && this.providerIdentity(identity)?.provider_metadata?.password;
    if (typeof hash !== "string") {
      await burnPasswordCheck(password, this.dummyHashesPerSecond);
      return { success: false, error: WRONG };
    }
    if (!(await verifyPassword(hash, password))) return { success: false, error: WRONG };
    return { success: true, authIdentity: this.sanitize(identity!) };
  }

  /** Never: a phone account exists only after its SMS code (glow-register-phone-customer workflow). */
  override async register(): Promise<AuthenticationResponse> {
    return { success: false, error: ONLY_THROUGH_THE_SHOP };
  }

  /** Sets a new password: `{ entity_id: "+233…", password, glow_grant }` (a grant for "update" on that number). */
  override async update(data: Record<string, unknown>, service: AuthIdentityProviderService): Promise<AuthenticationResponse> {
    const { entity_id, password, [GRANT_FIELD]: grant } = data ?? {};
    if (typeof entity_id !== "string" || !takeGrant(grant, "update", entity_id)) return { success: false, error: ONLY_THROUGH_THE_SHOP };
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
