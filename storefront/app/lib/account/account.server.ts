import { toMedusaAddress, toSavedAddress, type GhanaAddress, type MedusaSavedAddress, type SavedAddress } from "~/lib/address/ghana-address";
import { medusa } from "~/lib/medusa/client.server";
import { phoneAuthAccountContracts as account, type Contract, type ContractInput, type ContractOutput } from "@glow/shop-contracts";
import { callContract } from "~/lib/medusa/contract-client.server";
import type { ShopperContext } from "~/lib/medusa/store-request.server";

/**
 * The account pages' calls: Medusa's own customer and address routes with the customer's JWT, and
 * the phone-auth plugin's account routes (phone change, password, devices, deletion) with the
 * session headers. Errors come back as `{ ok, status, message }` so actions can show them.
 */
const auth = (token: string) => ({ authorization: `Bearer ${token}` });

export interface Result<T = unknown> {
  ok: boolean;
  status: number;
  message?: string;
  data?: T;
  extra?: Record<string, unknown>;
}

async function medusaCall<T>(work: () => Promise<T>): Promise<Result<T>> {
  try {
    return { ok: true, status: 200, data: await work() };
  } catch (error: any) {
    const status = typeof error?.status === "number" ? error.status : 500;
    if (status >= 500) throw error;
    return { ok: false, status, message: typeof error?.message === "string" && error.message ? error.message : "Please check the details and try again." };
  }
}

/** A phone-auth account call through its contract (ADR 160), as a Result. */
async function plugin<C extends Contract>(contract: C, input: ContractInput<C>, ctx: ShopperContext): Promise<Result<ContractOutput<C>>> {
  const answer = await callContract(contract, input, ctx);
  if (answer.ok) return { ok: true, status: answer.status, data: answer.data };
  if (answer.status >= 500) throw new Error(`The shop's server failed (HTTP ${answer.status}).`);
  const { message: _message, ...extra } = answer.body;
  return { ok: false, status: answer.status, message: answer.message ?? "Something went wrong. Please try again.", extra };
}

// Profile -------------------------------------------------------------------------------------

export interface Profile {
  firstName: string;
  lastName: string;
  email: string | null;
  phone: string | null;
  location: string | null;
}

export async function getProfile(token: string): Promise<Profile> {
  const { customer } = await medusa().client.fetch<{ customer: { first_name: string | null; last_name: string | null; email: string | null; phone: string | null; metadata: Record<string, unknown> | null } }>(
    "/store/customers/me",
    { headers: auth(token), query: { fields: "first_name,last_name,email,phone,metadata" } },
  );
  return {
    firstName: customer.first_name ?? "",
    lastName: customer.last_name ?? "",
    email: customer.email ?? null,
    phone: customer.phone ?? null,
    location: typeof customer.metadata?.location === "string" ? customer.metadata.location : null,
  };
}

/** Names and the optional email go through the plugin: Medusa's `/store/customers/me` cannot change the email. */
export function updateProfile(ctx: ShopperContext, input: { firstName: string; lastName: string; email: string | null }): Promise<Result> {
  return plugin(account.profile, { body: { first_name: input.firstName, last_name: input.lastName, email: input.email ?? "" } }, ctx);
}

// Address book (Medusa customer addresses, Ghana schema) ----------------------------------------

export type { SavedAddress };

export async function listAddresses(token: string): Promise<SavedAddress[]> {
  const { addresses } = await medusa().client.fetch<{ addresses: MedusaSavedAddress[] }>("/store/customers/me/addresses", {
    headers: auth(token),
    query: { limit: 50, order: "created_at" },
  });
  return addresses
    .map(toSavedAddress)
    .sort((a, b) => Number(b.isDefault) - Number(a.isDefault));
}

export function saveAddress(token: string, input: { id?: string; label?: string; makeDefault: boolean; address: GhanaAddress }): Promise<Result> {
  const body = {
    ...toMedusaAddress(input.address),
    address_name: input.label || null,
    ...(input.makeDefault ? { is_default_shipping: true, is_default_billing: true } : {}),
  };
  const path = input.id ? `/store/customers/me/addresses/${encodeURIComponent(input.id)}` : "/store/customers/me/addresses";
  return medusaCall(() => medusa().client.fetch(path, { method: "POST", headers: auth(token), body }));
}

export function setDefaultAddress(token: string, id: string): Promise<Result> {
  return medusaCall(() =>
    medusa().client.fetch(`/store/customers/me/addresses/${encodeURIComponent(id)}`, {
      method: "POST",
      headers: auth(token),
      body: { is_default_shipping: true, is_default_billing: true },
    }),
  );
}

export function deleteAddress(token: string, id: string): Promise<Result> {
  return medusaCall(() => medusa().client.fetch(`/store/customers/me/addresses/${encodeURIComponent(id)}`, { method: "DELETE", headers: auth(token) }));
}

// Phone-auth account routes ----------------------------------------------------------------

export interface Device {
  id: string;
  device: string;
  lastSeenAt: string;
  signedInAt: string | null;
  current: boolean;
}

export const accountApi = {
  sendPhoneChangeCode: (ctx: ShopperContext, phone: string) => plugin(account.phoneChangeCode, { body: { phone } }, ctx),
  /** Needs the current password too (ADR 086). */
  changePhone: (ctx: ShopperContext, phone: string, code: string, currentPassword: string) =>
    plugin(account.phoneChange, { body: { phone, code, current_password: currentPassword } }, ctx),
  changePassword: (ctx: ShopperContext, currentPassword: string, newPassword: string) =>
    plugin(account.password, { body: { current_password: currentPassword, new_password: newPassword } }, ctx),
  async devices(ctx: ShopperContext): Promise<Device[]> {
    const answer = await plugin(account.sessions, {}, ctx);
    if (!answer.ok || !answer.data) return [];
    return answer.data.sessions.map((s) => ({ id: s.id, device: s.device, lastSeenAt: s.last_seen_at, signedInAt: s.signed_in_at, current: s.current }));
  },
  signOutDevice: (ctx: ShopperContext, id: string) => plugin(account.revokeSession, { params: { id } }, ctx),
  signOutAllDevices: (ctx: ShopperContext) => plugin(account.revokeAll, {}, ctx),
  deleteAccount: (ctx: ShopperContext, password: string, confirmation: string) => plugin(account.deleteAccount, { body: { password, confirmation } }, ctx),
};
