import "./zod-setup.js";
import { z } from "zod";
import { defineContract } from "./contract.js";
import { CustomerJsonSchema } from "./customers.js";
import { QuickAddCartJsonSchema } from "./cart.js";
import { normalizeGhanaPhone, PHONE_FORMAT_MESSAGE } from "./ghana-phone.js";
import { COMMON_PASSWORD_MESSAGE, isCommonPassword, PASSWORD_MAX, PASSWORD_MIN } from "./passwords.js";
import { DEVICE_FINGERPRINT } from "./sessions.js";

/**
 * Every store endpoint of phone-auth (docs/phone-auth-contract.md) as a contract (ADR 160, ADR 161):
 * the plugin's middlewares validate requests with these very schemas (domain rules included: Ghana
 * numbers, password strength, the device fingerprint), and the storefront's `callContract()` sends
 * their input and parses their answers. Every request message here is shown to shoppers as-is
 * (phone-auth answers 400 `{ message }` with the first one).
 */
const base = "/store/phone-auth";

// Request fields ------------------------------------------------------------------------------

const phone = z.string({ error: PHONE_FORMAT_MESSAGE }).transform((value, ctx) => {
  const e164 = normalizeGhanaPhone(value);
  if (!e164) {
    ctx.addIssue({ code: "custom", message: PHONE_FORMAT_MESSAGE });
    return z.NEVER;
  }
  return e164;
});

const loginPassword = z
  .string({ error: "Please enter both phone number and password." })
  .min(1, { error: "Please enter both phone number and password." })
  .max(PASSWORD_MAX, { error: `Password must be at most ${PASSWORD_MAX} characters long` });

const newPassword = z
  .string({ error: "Please enter a password." })
  .min(PASSWORD_MIN, { error: `Password must be at least ${PASSWORD_MIN} characters long` })
  .max(PASSWORD_MAX, { error: `Password must be at most ${PASSWORD_MAX} characters long` })
  .refine((value) => !isCommonPassword(value), { error: COMMON_PASSWORD_MESSAGE });

const device = z
  .string({ error: "Your browser did not send its device check. Please reload the page and try again." })
  .regex(DEVICE_FINGERPRINT, { error: "Your browser did not send its device check. Please reload the page and try again." });

const flag = (name: string) => z.boolean({ error: `${name} must be true or false` }).optional().default(false);

const registrationCode = z.string({ error: "Please enter the complete 6-character verification code." }).max(32, {
  error: "Please enter the complete 6-character verification code.",
});
const digitCode = z.string({ error: "Please enter the complete 6-digit verification code." }).max(32, {
  error: "Please enter the complete 6-digit verification code.",
});

const optionalText = (max: number, label: string) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, { error: `${label} must be at most ${max} characters long` })
    .nullish()
    .transform((value) => value || null);

const body = <T extends z.ZodRawShape>(shape: T) =>
  // Unknown fields are ignored rather than refused, so the storefront can send a little more than needed.
  z.object(shape, { error: "Please send the details as JSON." }).transform((value) => value);

const email = z
  .union([z.literal(""), z.null(), z.email({ error: "Please enter a valid email address." }).max(254)], { error: "Please enter a valid email address." })
  .optional();

const requiredToken = (message: string) => z.string({ error: message }).min(1, { error: message }).max(200, { error: message });

/** Recovery changes ask for the current password (ADR 086). */
const currentPassword = z
  .string({ error: "Please enter your current password to confirm it's you." })
  .min(1, { error: "Please enter your current password to confirm it's you." })
  .max(PASSWORD_MAX, { error: `Password must be at most ${PASSWORD_MAX} characters long` });

const name = (label: string) =>
  z
    .string({ error: `Please enter your ${label}.` })
    .trim()
    .min(1, { error: `Please enter your ${label}.` })
    .max(100, { error: `${label[0]!.toUpperCase()}${label.slice(1)} must be at most 100 characters long` });

// Request bodies ------------------------------------------------------------------------------

export const PhoneBody = body({ phone });
export const RegistrationVerifyBody = body({ phone, code: registrationCode });
export const RegisterBody = body({
  phone,
  password: newPassword,
  first_name: z.string({ error: "Please enter your first name." }).trim().min(1, { error: "Please enter your first name." }).max(100, {
    error: "First name must be at most 100 characters long",
  }),
  last_name: z.string({ error: "Please enter your last name." }).trim().min(1, { error: "Please enter your last name." }).max(100, {
    error: "Last name must be at most 100 characters long",
  }),
  email: email.transform((value) => (value ? value.toLowerCase() : null)),
  location: optionalText(200, "Location"),
  verification_token: requiredToken("Please verify your phone number first."),
  device_fingerprint: device,
  remember: flag("remember"),
});
export const LoginBody = body({ phone, password: loginPassword, device_fingerprint: device, remember: flag("remember") });
export const LoginCodeBody = body({ phone, password: loginPassword, device_fingerprint: device, remember_device: flag("remember_device") });
/** The password step's `pending_token` (ADR 086): a code alone does not finish a sign-in. */
export const LoginVerifyBody = body({
  phone,
  code: digitCode,
  device_fingerprint: device,
  remember_device: flag("remember_device"),
  pending_token: requiredToken("Please sign in again to receive a new code."),
});
export const ResetVerifyBody = body({ phone, code: digitCode });
export const ResetBody = body({ phone, new_password: newPassword, reset_token: requiredToken("Your reset code has expired. Please ask for a new one.") });
/** Turning "Ask for a code on new devices" OFF needs the current password; turning it on does not. */
export const SettingsBody = body({
  ask_code_on_new_device: z.boolean({ error: "ask_code_on_new_device must be true or false" }),
  current_password: currentPassword.optional(),
});
export const ProfileBody = body({
  first_name: name("first name"),
  last_name: name("last name"),
  email: email.transform((value) => (value ? value.trim().toLowerCase() : null)),
});
export const PhoneChangeBody = body({ phone, code: digitCode, current_password: currentPassword });
export const PasswordChangeBody = body({
  current_password: z
    .string({ error: "Please enter your current password." })
    .min(1, { error: "Please enter your current password." })
    .max(PASSWORD_MAX, { error: `Password must be at most ${PASSWORD_MAX} characters long` }),
  new_password: newPassword,
});
export const DELETE_CONFIRMATION = "DELETE";
export const DeleteAccountBody = body({
  password: z
    .string({ error: "Please enter your password." })
    .min(1, { error: "Please enter your password." })
    .max(PASSWORD_MAX, { error: `Password must be at most ${PASSWORD_MAX} characters long` }),
  confirmation: z
    .string({ error: `Please type ${DELETE_CONFIRMATION} to confirm.` })
    .trim()
    .refine((value) => value.toUpperCase() === DELETE_CONFIRMATION, { error: `Please type ${DELETE_CONFIRMATION} to confirm.` }),
});

// Answers -------------------------------------------------------------------------------------

/** A new phone-auth session: its token (the storefront's cookie references it), expiry and length. */
export const SessionJsonSchema = z.object({ token: z.string(), expires_at: z.string(), remember: z.boolean() });
export type SessionJson = z.infer<typeof SessionJsonSchema>;
/** A finished sign-in; `device_token`: a new server-issued device token for this browser (ADR 086). */
export const SignedInJsonSchema = z.object({ session: SessionJsonSchema, customer: CustomerJsonSchema, device_token: z.string().optional() });
export type SignedInJson = z.infer<typeof SignedInJsonSchema>;
export const CodeSentJsonSchema = z.object({ sent: z.literal(true), expires_in: z.number().int(), resend_in: z.number().int() });
const CustomerAnswer = z.object({ customer: CustomerJsonSchema });

export const DeviceJsonSchema = z.object({
  id: z.string(),
  device: z.string(),
  last_seen_at: z.iso.datetime(),
  signed_in_at: z.iso.datetime().nullable(),
  current: z.boolean(),
});
export type DeviceJson = z.infer<typeof DeviceJsonSchema>;

/**
 * The session check, on every signed-in render (ADR 140): the customer, a short-lived Medusa JWT,
 * and the open cart's lines (null: none).
 */
export const SessionCheckJsonSchema = z.object({ customer: CustomerJsonSchema, token: z.string(), cart_id: z.string().nullable(), cart: QuickAddCartJsonSchema.nullable() });
export type SessionCheckJson = z.infer<typeof SessionCheckJsonSchema>;

/**
 * The light session check (ADR 207): the session is still signed in on this device, and whose it is.
 * One indexed read in Medusa; renders use it while their signed assertion is under a minute old.
 */
export const SessionActiveJsonSchema = z.object({ active: z.literal(true), customer_id: z.string() });
export type SessionActiveJson = z.infer<typeof SessionActiveJsonSchema>;

// Contracts -----------------------------------------------------------------------------------

/** Sign-up, sign-in, codes, password reset, the session check and sign-out. */
export const phoneAuthContracts = {
  registrationCode: defineContract({ method: "POST", path: `${base}/registration/code`, body: PhoneBody, response: CodeSentJsonSchema }),
  registrationVerify: defineContract({
    method: "POST",
    path: `${base}/registration/verify`,
    body: RegistrationVerifyBody,
    response: z.object({ verification_token: z.string() }),
  }),
  register: defineContract({ method: "POST", path: `${base}/register`, body: RegisterBody, response: SignedInJsonSchema }),
  login: defineContract({ method: "POST", path: `${base}/login`, body: LoginBody, response: SignedInJsonSchema }),
  /** A trusted device (or the setting off) signs in at once; otherwise a code is texted (spec "send-otp"). */
  loginCode: defineContract({
    method: "POST",
    path: `${base}/login/code`,
    body: LoginCodeBody,
    response: z.discriminatedUnion("requires_otp", [
      SignedInJsonSchema.extend({ requires_otp: z.literal(false) }),
      z.object({ requires_otp: z.literal(true), expires_in: z.number().int(), pending_token: z.string() }),
    ]),
  }),
  loginVerify: defineContract({ method: "POST", path: `${base}/login/verify`, body: LoginVerifyBody, response: SignedInJsonSchema }),
  resetCode: defineContract({ method: "POST", path: `${base}/password-reset/code`, body: PhoneBody, response: CodeSentJsonSchema }),
  resetVerify: defineContract({ method: "POST", path: `${base}/password-reset/verify`, body: ResetVerifyBody, response: z.object({ reset_token: z.string() }) }),
  /** `customer.id`: lets the storefront drop its cached session checks of that customer (ADR 088). */
  reset: defineContract({
    method: "POST",
    path: `${base}/password-reset`,
    body: ResetBody,
    response: z.object({ reset: z.literal(true), customer: z.object({ id: z.string() }) }),
  }),
  session: defineContract({ method: "GET", path: `${base}/session`, response: SessionCheckJsonSchema }),
  sessionActive: defineContract({ method: "GET", path: `${base}/session/active`, response: SessionActiveJsonSchema }),
  logout: defineContract({ method: "POST", path: `${base}/logout`, response: z.object({ signed_out: z.literal(true) }) }),
  settings: defineContract({ method: "POST", path: `${base}/settings`, body: SettingsBody, response: CustomerAnswer }),
};

/** The account pages' endpoints, called with the shopper's session headers. */
export const phoneAuthAccountContracts = {
  profile: defineContract({ method: "POST", path: `${base}/profile`, body: ProfileBody, response: CustomerAnswer }),
  phoneChangeCode: defineContract({ method: "POST", path: `${base}/phone-change/code`, body: PhoneBody, response: CodeSentJsonSchema }),
  phoneChange: defineContract({ method: "POST", path: `${base}/phone-change`, body: PhoneChangeBody, response: CustomerAnswer }),
  password: defineContract({
    method: "POST",
    path: `${base}/password`,
    body: PasswordChangeBody,
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
    body: DeleteAccountBody,
    response: z.object({ deleted: z.literal(true), anonymised_orders: z.number().int() }),
  }),
};

/** A customer's phone-auth session as the Medusa admin's customer page lists it (a staff user). */
export const AdminSessionJsonSchema = z.object({
  id: z.string(),
  device_fingerprint: z.string(),
  user_agent: z.string().nullable(),
  ip: z.string().nullable(),
  remember: z.boolean(),
  created_at: z.string(),
  last_seen_at: z.string(),
  expires_at: z.string(),
  revoked_at: z.string().nullable(),
  revoke_reason: z.string().nullable(),
  active: z.boolean(),
});
export type AdminSessionJson = z.infer<typeof AdminSessionJsonSchema>;

const CustomerParams = z.object({ id: z.string() });

/** The Medusa admin's customer page widget: the customer's devices, signed out one or all at once. */
export const phoneAuthAdminContracts = {
  sessions: defineContract({
    method: "GET",
    path: "/admin/phone-auth/customers/:id/sessions",
    params: CustomerParams,
    response: z.object({
      sessions: z.array(AdminSessionJsonSchema),
      trusted_devices: z.array(z.object({ id: z.string(), device_fingerprint: z.string().nullable(), trusted_until: z.string() })),
    }),
  }),
  revokeAll: defineContract({
    method: "POST",
    path: "/admin/phone-auth/customers/:id/sessions/revoke",
    params: CustomerParams,
    response: z.object({ revoked: z.number().int() }),
  }),
  revokeOne: defineContract({
    method: "POST",
    path: "/admin/phone-auth/customers/:id/sessions/:session_id/revoke",
    params: z.object({ id: z.string(), session_id: z.string() }),
    response: z.object({ revoked: z.literal(1) }),
  }),
};
