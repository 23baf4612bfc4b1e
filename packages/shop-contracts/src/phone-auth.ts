import { z } from "zod";
import { defineContract } from "./contract.js";
import { CustomerJsonSchema } from "./customers.js";

/**
 * The account endpoints of phone-auth (docs/phone-auth-contract.md) that the storefront's account
 * pages call with the shopper's session headers. The request schemas here are the wire shapes; the
 * plugin's validators (plugins/phone-auth/src/api/store/phone-auth/validators.ts) apply the domain
 * rules on top (Ghana numbers, password strength) and must accept these shapes, which
 * validators.ts checks at compile time. Sign-in, registration and the session check are not here
 * yet: their callers are being rewritten (issue 22, parts 1–2).
 */
const base = "/store/phone-auth";
const CustomerAnswer = z.object({ customer: CustomerJsonSchema });

export const ProfileWireBody = z.object({ first_name: z.string(), last_name: z.string(), email: z.string().nullable().optional() });
export const PhoneWireBody = z.object({ phone: z.string() });
export const PhoneChangeWireBody = z.object({ phone: z.string(), code: z.string(), current_password: z.string() });
export const PasswordChangeWireBody = z.object({ current_password: z.string(), new_password: z.string() });
export const DeleteAccountWireBody = z.object({ password: z.string(), confirmation: z.string() });

export const DeviceJsonSchema = z.object({
  id: z.string(),
  device: z.string(),
  last_seen_at: z.iso.datetime(),
  signed_in_at: z.iso.datetime().nullable(),
  current: z.boolean(),
});
export type DeviceJson = z.infer<typeof DeviceJsonSchema>;

export const phoneAuthAccountContracts = {
  profile: defineContract({ method: "POST", path: `${base}/profile`, body: ProfileWireBody, response: CustomerAnswer }),
  phoneChangeCode: defineContract({
    method: "POST",
    path: `${base}/phone-change/code`,
    body: PhoneWireBody,
    response: z.object({ sent: z.literal(true), expires_in: z.number().int(), resend_in: z.number().int() }),
  }),
  phoneChange: defineContract({ method: "POST", path: `${base}/phone-change`, body: PhoneChangeWireBody, response: CustomerAnswer }),
  password: defineContract({
    method: "POST",
    path: `${base}/password`,
    body: PasswordChangeWireBody,
    response: z.object({ changed: z.literal(true), signed_out_devices: z.number().int() }),
  }),
  sessions: defineContract({ method: "GET", path: `${base}/sessions`, response: z.object({ sessions: z.array(DeviceJsonSchema) }) }),
  revokeSession: defineContract({
    method: "POST",
    path: `${base}/sessions/:id/revoke`,
    params: z.object({ id: z.string() }),
    response: z.object({ signed_out: z.literal(true), current: z.boolean() }),
  }),
  revokeAll: defineContract({ method: "POST", path: `${base}/sessions/revoke-all`, response: z.object({ signed_out: z.number().int() }) }),
  deleteAccount: defineContract({
    method: "POST",
    path: `${base}/account/delete`,
    body: DeleteAccountWireBody,
    response: z.object({ deleted: z.literal(true), anonymised_orders: z.number().int() }),
  }),
};
