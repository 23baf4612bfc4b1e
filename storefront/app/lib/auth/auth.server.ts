import { phoneAuthContracts as contracts, type ContractInput, type CustomerJson, type SessionJson } from "@glow/shop-contracts";
import { toLocalPhone, type User } from "~/lib/auth/user";
import { callContract } from "~/lib/medusa/contract-client.server";
import type { ShopperContext } from "~/lib/medusa/store-request.server";

/** A new session as phone-auth answers it (@glow/shop-contracts). */
export type PluginSession = SessionJson;

export function toUser(customer: CustomerJson): User {
  return {
    id: customer.id,
    firstName: customer.first_name ?? "",
    lastName: customer.last_name ?? "",
    phoneNumber: toLocalPhone(customer.phone),
    email: customer.email ?? null,
    isAdmin: Boolean(customer.is_admin),
    askCodeOnNewDevice: Boolean(customer.ask_code_on_new_device),
  };
}

type BodyOf<C extends keyof typeof contracts> = ContractInput<(typeof contracts)[C]>["body"];

/**
 * phone-auth's sign-up, sign-in, code, reset, session and sign-out endpoints (docs/phone-auth-contract.md),
 * each through its contract (ADR 161): the request is typed by the schema the plugin validates with,
 * and a success answer is parsed with the contract's response schema. Refusals come back as
 * `{ ok: false, status, message, body }` with the plugin's body (autoLogout, retryAfter…).
 */
export const authApi = {
  sendRegistrationCode: (ctx: ShopperContext, phone: string) => callContract(contracts.registrationCode, { body: { phone } }, ctx),
  verifyRegistrationCode: (ctx: ShopperContext, phone: string, code: string) => callContract(contracts.registrationVerify, { body: { phone, code } }, ctx),
  register: (ctx: ShopperContext, body: BodyOf<"register">) => callContract(contracts.register, { body }, ctx),
  login: (ctx: ShopperContext, body: BodyOf<"login">) => callContract(contracts.login, { body }, ctx),
  sendLoginCode: (ctx: ShopperContext, body: BodyOf<"loginCode">) => callContract(contracts.loginCode, { body }, ctx),
  verifyLoginCode: (ctx: ShopperContext, body: BodyOf<"loginVerify">) => callContract(contracts.loginVerify, { body }, ctx),
  sendResetCode: (ctx: ShopperContext, phone: string) => callContract(contracts.resetCode, { body: { phone } }, ctx),
  verifyResetCode: (ctx: ShopperContext, phone: string, code: string) => callContract(contracts.resetVerify, { body: { phone, code } }, ctx),
  resetPassword: (ctx: ShopperContext, body: BodyOf<"reset">) => callContract(contracts.reset, { body }, ctx),
  /** On every signed-in request (ADR 140): its answer's parse costs a few µs (bench/contract-parse.ts). */
  session: (ctx: ShopperContext) => callContract(contracts.session, {}, ctx),
  /** The light check of a render with a signed assertion under a minute old (ADR 207): one indexed read in Medusa. */
  sessionActive: (ctx: ShopperContext) => callContract(contracts.sessionActive, {}, ctx),
  logout: (ctx: ShopperContext) => callContract(contracts.logout, {}, ctx),
  updateSettings: (ctx: ShopperContext, body: BodyOf<"settings">) => callContract(contracts.settings, { body }, ctx),
};

/** Local 0XXXXXXXXX as typed → E.164 for the plugin (which validates again). */
export function toE164(localPhone: string): string {
  return `+233${localPhone.trim().slice(1)}`;
}

/** Forced sign-out reasons arrive as codes; the browser shows sentences (spec §8 shows `reason` in a toast). */
const REASONS: Record<string, string> = {
  device_mismatch: "Your account was used from a device we didn't recognise, so we signed you out everywhere.",
  too_many_devices: "You signed in on another device, and this one was signed out to keep your account safe.",
  revoked_by_staff: "Our team signed this device out of your account.",
  password_reset: "Your password was changed, so every device was signed out.",
  password_changed: "Your password was changed on another device, so this one was signed out.",
  signed_out_by_customer: "This device was signed out from your account settings.",
  account_deleted: "This account was deleted.",
  expired: "Your session has ended. Please sign in again.",
};

export function humanReason(reason: unknown): string | undefined {
  if (typeof reason !== "string" || !reason) return undefined;
  return REASONS[reason] ?? reason;
}

/** Turns a plugin error into the `/api/*` error body (same status; sentences for people). */
export function errorBodyOf(result: { body: unknown }): Record<string, unknown> {
  const body = (result.body ?? {}) as Record<string, unknown>;
  const out: Record<string, unknown> = { message: typeof body.message === "string" && body.message ? body.message : "Something went wrong. Please try again." };
  if (body.autoLogout) {
    out.autoLogout = true;
    out.logoutAllDevices = Boolean(body.logoutAllDevices);
    out.reason = humanReason(body.reason);
  }
  if (typeof body.retryAfter === "number") out.retryAfter = body.retryAfter;
  return out;
}
