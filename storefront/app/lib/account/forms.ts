import { z } from "zod/mini";
import { ghanaAddressSchema } from "~/lib/address/ghana-address";
import { PASSWORD_MAX, MESSAGES, PASSWORD_MIN, normaliseDigitCode, PHONE_PATTERN } from "~/lib/auth/validation";

/**
 * The account pages' forms (/profile, /settings), checked on the server before anything is sent to
 * the shop's API (which checks again). zod/mini, so the same rules can run in the browser cheaply.
 */
const name = (label: string) =>
  z.string().check(z.trim(), z.minLength(1, `Please enter your ${label}.`), z.maxLength(100, `Your ${label} is too long (100 characters at most).`));

export const profileSchema = z.object({
  firstName: name("first name"),
  lastName: name("last name"),
  email: z.string().check(
    z.trim(),
    z.maxLength(254, "Please enter a valid email address."),
    z.refine((value) => value === "" || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value), "Please enter a valid email address."),
  ),
});

export const newPhoneSchema = z.object({
  phone: z.string().check(z.trim(), z.regex(PHONE_PATTERN, MESSAGES.phoneFormat)),
});

export const phoneCodeSchema = z.object({
  phone: z.string().check(z.trim(), z.regex(PHONE_PATTERN, MESSAGES.phoneFormat)),
  code: z.pipe(
    z.string(),
    z.transform((value) => normaliseDigitCode(value)),
  ).check(z.regex(/^\d{6}$/, MESSAGES.resetCode)),
});

const newPassword = z.string().check(z.minLength(PASSWORD_MIN, MESSAGES.passwordTooShort), z.maxLength(PASSWORD_MAX, MESSAGES.passwordTooLong));

export const passwordChangeSchema = z
  .object({
    currentPassword: z.string().check(z.minLength(1, "Please enter your current password."), z.maxLength(PASSWORD_MAX, MESSAGES.passwordTooLong)),
    newPassword,
    confirmPassword: z.string(),
  })
  .check(
    z.refine((value) => value.newPassword === value.confirmPassword, { message: MESSAGES.passwordsDontMatch, path: ["confirmPassword"] }),
    z.refine((value) => value.newPassword !== value.currentPassword, { message: "Your new password must be different from the current one.", path: ["newPassword"] }),
  );

export const DELETE_WORD = "DELETE";

export const deleteAccountSchema = z.object({
  confirmation: z.string().check(z.trim(), z.refine((value) => value.toUpperCase() === DELETE_WORD, `Please type ${DELETE_WORD} to confirm.`)),
  password: z.string().check(z.minLength(1, "Please enter your password."), z.maxLength(PASSWORD_MAX, MESSAGES.passwordTooLong)),
});

export const addressFormSchema = z.object({
  ...ghanaAddressSchema.shape,
  label: z.optional(z.string().check(z.trim(), z.maxLength(40, "Keep the label short (40 characters at most)."))),
  makeDefault: z.optional(z.string()),
});

/** Form fields (FormData) → a plain object of strings, without File entries. */
export function formFields(form: FormData): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of form.entries()) if (typeof value === "string") out[key] = value;
  return out;
}

/** zod issues → `{ field: first message }` for inline errors. */
export function fieldErrors(error: { issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }> }): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? "form");
    errors[key] ??= issue.message;
  }
  return errors;
}
