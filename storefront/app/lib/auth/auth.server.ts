import type { MyCartAnswer } from "@glow/shop-contracts";
import { toLocalPhone, type User } from "~/lib/auth/user";
import type { CustomerJson } from "@glow/shop-contracts";
import { storeRequest, type ShopperContext, type StoreResult } from "~/lib/medusa/store-request.server";

/** The plugin's routes, see docs/phone-auth-contract.md. */
const BASE = "/store/phone-auth";

/** The customer as phone-auth answers it (@glow/shop-contracts, ADR 090). */
type PluginCustomer = CustomerJson;

export interface PluginSession {
  token: string;
  expires_at: string;
  remember: boolean;
}

export function toUser(customer: PluginCustomer): User {
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

/** `device_token`: a new server-issued device token for this browser (ADR 086), when one was issued. */
type SignedIn = { session: PluginSession; customer: PluginCustomer; device_token?: string };
type CodeSent = { sent: boolean; expires_in?: number; resend_in?: number };

export const authApi = {
  sendRegistrationCode: (ctx: ShopperContext, phone: string) => storeRequest<CodeSent>("POST", `${BASE}/registration/code`, ctx, { phone }),
  verifyRegistrationCode: (ctx: ShopperContext, phone: string, code: string) =>
    storeRequest<{ verification_token: string }>("POST", `${BASE}/registration/verify`, ctx, { phone, code }),
  register: (
    ctx: ShopperContext,
    input: { phone: string; password: string; first_name: string; last_name: string; email?: string; location?: string; verification_token: string; device_fingerprint: string; remember: boolean },
  ) => storeRequest<SignedIn>("POST", `${BASE}/register`, ctx, input),
  login: (ctx: ShopperContext, input: { phone: string; password: string; device_fingerprint: string; remember: boolean }) =>
    storeRequest<SignedIn>("POST", `${BASE}/login`, ctx, input),
  sendLoginCode: (ctx: ShopperContext, input: { phone: string; password: string; device_fingerprint: string; remember_device: boolean; remember?: boolean }) =>
    storeRequest<{ requires_otp: boolean; expires_in?: number; pending_token?: string } & Partial<SignedIn>>("POST", `${BASE}/login/code`, ctx, input),
  verifyLoginCode: (ctx: ShopperContext, input: { phone: string; code: string; device_fingerprint: string; remember_device: boolean; pending_token: string }) =>
    storeRequest<SignedIn>("POST", `${BASE}/login/verify`, ctx, input),
  sendResetCode: (ctx: ShopperContext, phone: string) => storeRequest<CodeSent>("POST", `${BASE}/password-reset/code`, ctx, { phone }),
  verifyResetCode: (ctx: ShopperContext, phone: string, code: string) =>
    storeRequest<{ reset_token: string }>("POST", `${BASE}/password-reset/verify`, ctx, { phone, code }),
  resetPassword: (ctx: ShopperContext, input: { phone: string; new_password: string; reset_token: string }) =>
    storeRequest<{ reset: boolean }>("POST", `${BASE}/password-reset`, ctx, input),
  session: (ctx: ShopperContext) => storeRequest<{ customer: PluginCustomer; token: string; cart_id?: string | null; cart?: MyCartAnswer["cart"] | null }>("GET", `${BASE}/session`, ctx),
  logout: (ctx: ShopperContext) => storeRequest<{ signed_out: boolean }>("POST", `${BASE}/logout`, ctx),
  updateSettings: (ctx: ShopperContext, input: { ask_code_on_new_device: boolean; current_password?: string }) =>
    storeRequest<{ customer: PluginCustomer }>("POST", `${BASE}/settings`, ctx, input),
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
export function errorBodyOf(result: StoreResult<unknown>): Record<string, unknown> {
  const body = result.body as Record<string, unknown>;
  const out: Record<string, unknown> = { message: typeof body.message === "string" && body.message ? body.message : "Something went wrong. Please try again." };
  if (body.autoLogout) {
    out.autoLogout = true;
    out.logoutAllDevices = Boolean(body.logoutAllDevices);
    out.reason = humanReason(body.reason);
  }
  if (typeof body.retryAfter === "number") out.retryAfter = body.retryAfter;
  return out;
}
