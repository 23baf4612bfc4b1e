import { z } from "@medusajs/framework/zod";
import { DeleteAccountWireBody, PasswordChangeWireBody, PhoneChangeWireBody, PhoneWireBody, ProfileWireBody } from "@glow/shop-contracts";
import { isCommonPassword, PASSWORD_MAX, PASSWORD_MIN } from "../../../lib/password";
import { MESSAGES } from "../../../lib/errors";
import { normalizeGhanaPhone, PHONE_FORMAT_MESSAGE } from "../../../lib/phone";
import { DEVICE_FINGERPRINT } from "../../../lib/sessions";

/** Every message here is shown to shoppers as-is (400 `{ message }`). */
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
  .refine((value) => !isCommonPassword(value), { error: MESSAGES.commonPassword });

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
  email: z
    .union([z.literal(""), z.null(), z.email({ error: "Please enter a valid email address." }).max(254)], {
      error: "Please enter a valid email address.",
    })
    .optional()
    .transform((value) => (value ? value.toLowerCase() : null)),
  location: optionalText(200, "Location"),
  verification_token: z
    .string({ error: "Please verify your phone number first." })
    .min(1, { error: "Please verify your phone number first." })
    .max(200, { error: "Please verify your phone number first." }),
  device_fingerprint: device,
  remember: flag("remember"),
});
export const LoginBody = body({ phone, password: loginPassword, device_fingerprint: device, remember: flag("remember") });
export const LoginCodeBody = body({ phone, password: loginPassword, device_fingerprint: device, remember_device: flag("remember_device") });
/** The password step's `pending_token` (ADR 086): a code alone does not finish a sign-in. */
const pendingToken = z
  .string({ error: "Please sign in again to receive a new code." })
  .min(1, { error: "Please sign in again to receive a new code." })
  .max(200, { error: "Please sign in again to receive a new code." });
export const LoginVerifyBody = body({ phone, code: digitCode, device_fingerprint: device, remember_device: flag("remember_device"), pending_token: pendingToken });
export const ResetVerifyBody = body({ phone, code: digitCode });
export const ResetBody = body({
  phone,
  new_password: newPassword,
  reset_token: z
    .string({ error: "Your reset code has expired. Please ask for a new one." })
    .min(1, { error: "Your reset code has expired. Please ask for a new one." })
    .max(200, { error: "Your reset code has expired. Please ask for a new one." }),
});
/** Recovery changes ask for the current password (ADR 086). */
const currentPassword = z
  .string({ error: "Please enter your current password to confirm it's you." })
  .min(1, { error: "Please enter your current password to confirm it's you." })
  .max(PASSWORD_MAX, { error: `Password must be at most ${PASSWORD_MAX} characters long` });
/** Turning "Ask for a code on new devices" OFF needs the current password; turning it on does not. */
export const SettingsBody = body({
  ask_code_on_new_device: z.boolean({ error: "ask_code_on_new_device must be true or false" }),
  current_password: currentPassword.optional(),
});

const name = (label: string) =>
  z
    .string({ error: `Please enter your ${label}.` })
    .trim()
    .min(1, { error: `Please enter your ${label}.` })
    .max(100, { error: `${label[0]!.toUpperCase()}${label.slice(1)} must be at most 100 characters long` });
export const ProfileBody = body({
  first_name: name("first name"),
  last_name: name("last name"),
  email: z
    .union([z.literal(""), z.null(), z.email({ error: "Please enter a valid email address." }).max(254)], { error: "Please enter a valid email address." })
    .optional()
    .transform((value) => (value ? value.trim().toLowerCase() : null)),
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

export type PhoneBodyType = z.infer<typeof PhoneBody>;
export type RegistrationVerifyBodyType = z.infer<typeof RegistrationVerifyBody>;
export type RegisterBodyType = z.infer<typeof RegisterBody>;
export type LoginBodyType = z.infer<typeof LoginBody>;
export type LoginCodeBodyType = z.infer<typeof LoginCodeBody>;
export type LoginVerifyBodyType = z.infer<typeof LoginVerifyBody>;
export type ResetVerifyBodyType = z.infer<typeof ResetVerifyBody>;
export type ResetBodyType = z.infer<typeof ResetBody>;
export type SettingsBodyType = z.infer<typeof SettingsBody>;
export type PhoneChangeBodyType = z.infer<typeof PhoneChangeBody>;
export type PasswordChangeBodyType = z.infer<typeof PasswordChangeBody>;
export type DeleteAccountBodyType = z.infer<typeof DeleteAccountBody>;
export type ProfileBodyType = z.infer<typeof ProfileBody>;

/*
 * The account endpoints' wire shapes are contracts in @glow/shop-contracts (ADR 160); these
 * validators add the domain rules. Each must accept what its contract lets the storefront send:
 * a contract change that these validators would refuse fails to compile here.
 */
type Accepts<Validator extends z.ZodType, Wire extends z.ZodType> = z.input<Wire> extends z.input<Validator> ? true : never;
const wireShapesAccepted: [
  Accepts<typeof ProfileBody, typeof ProfileWireBody>,
  Accepts<typeof PhoneBody, typeof PhoneWireBody>,
  Accepts<typeof PhoneChangeBody, typeof PhoneChangeWireBody>,
  Accepts<typeof PasswordChangeBody, typeof PasswordChangeWireBody>,
  Accepts<typeof DeleteAccountBody, typeof DeleteAccountWireBody>,
] = [true, true, true, true, true];
void wireShapesAccepted;
