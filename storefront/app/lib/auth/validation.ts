import { DEVICE_FINGERPRINT, PASSWORD_MAX, PASSWORD_MIN, PHONE_FORMAT_MESSAGE } from "@glow/shop-contracts/constants";
import { z } from "zod/mini";

/**
 * Auth input rules (spec §5), written once with zod/mini so the same schema runs in the
 * browser (small bundle) and on the server (which never trusts the browser). The password lengths,
 * the phone message and the device fingerprint are phone-auth's own (`@glow/shop-contracts`), which
 * checks them again.
 */
export const MESSAGES = {
  phoneFormat: PHONE_FORMAT_MESSAGE,
  phoneFormatReset: "Phone number must be in format 0XXXXXXXXX",
  loginRequired: "Please enter both phone number and password.",
  registrationCode: "Please enter the complete 6-character verification code.",
  resetCode: "Please enter the complete 6-digit verification code.",
  phoneNotVerifiedTitle: "Phone Not Verified",
  phoneNotVerified: "Please verify your phone number first.",
  passwordsDontMatchTitle: "Passwords Don't Match",
  passwordsDontMatch: "Please make sure both password fields are identical.",
  passwordTooShortTitle: "Password Too Short",
  passwordTooShort: `Password must be at least ${PASSWORD_MIN} characters long`,
  passwordTooLong: `Password must be at most ${PASSWORD_MAX} characters long`,
  registrationRequired: "Please fill in your phone number, first name, last name and both password fields.",
  missingPhoneTitle: "Missing Phone Number",
  missingPhone: "Please enter your phone number to receive a verification code.",
  phoneRequiredTitle: "Phone Number Required",
  phoneRequired: "Please enter your phone number.",
} as const;

export const PHONE_PATTERN = /^0\d{9}$/;
export { PASSWORD_MAX, PASSWORD_MIN };

const phone = (message: string) => z.string().check(z.trim(), z.regex(PHONE_PATTERN, message));
const password = z.string().check(z.minLength(1, MESSAGES.loginRequired), z.maxLength(PASSWORD_MAX, MESSAGES.passwordTooLong));
const fingerprint = z.optional(z.string().check(z.regex(DEVICE_FINGERPRINT, "Invalid device fingerprint")));

/** Registration codes: 6 characters, upper-cased on input. Reset/login codes: 6 digits, non-digits stripped. */
export const normaliseRegistrationCode = (value: string): string => value.toUpperCase().replace(/[^A-Z0-9]/g, "").slice(0, 6);
export const normaliseDigitCode = (value: string): string => value.replace(/\D/g, "").slice(0, 6);

export const loginSchema = z.object({
  phoneNumber: z.string().check(z.trim(), z.minLength(1, MESSAGES.loginRequired), z.regex(PHONE_PATTERN, MESSAGES.phoneFormat)),
  password,
  rememberMe: z.optional(z.boolean()),
  deviceFingerprint: fingerprint,
});

export const sendRegistrationCodeSchema = z.object({
  phoneNumber: z.string().check(z.trim(), z.minLength(1, MESSAGES.missingPhone), z.regex(PHONE_PATTERN, MESSAGES.phoneFormat)),
});

export const verifyRegistrationCodeSchema = z.object({
  phoneNumber: phone(MESSAGES.phoneFormat),
  otpCode: z.string().check(z.regex(/^[A-Z0-9]{6}$/, MESSAGES.registrationCode)),
});

export const registerSchema = z
  .object({
    phoneNumber: phone(MESSAGES.phoneFormat),
    password: z.string().check(z.minLength(PASSWORD_MIN, MESSAGES.passwordTooShort), z.maxLength(PASSWORD_MAX, MESSAGES.passwordTooLong)),
    confirmPassword: z.string(),
    firstName: z.string().check(z.trim(), z.minLength(1, "Please enter your first name."), z.maxLength(100, "First name is too long")),
    lastName: z.string().check(z.trim(), z.minLength(1, "Please enter your last name."), z.maxLength(100, "Last name is too long")),
    email: z.optional(z.union([z.literal(""), z.email("Please enter a valid email address or leave it empty.")])),
    location: z.optional(z.string().check(z.trim(), z.maxLength(200, "Location is too long"))),
    rememberMe: z.optional(z.boolean()),
    deviceFingerprint: fingerprint,
  })
  .check(
    z.refine((value) => value.password === value.confirmPassword, { message: MESSAGES.passwordsDontMatch, path: ["confirmPassword"] }),
  );

export const sendLoginCodeSchema = z.object({
  phoneNumber: phone(MESSAGES.phoneFormat),
  password,
  deviceFingerprint: fingerprint,
  rememberDevice: z.optional(z.boolean()),
});

export const verifyLoginCodeSchema = z.object({
  phoneNumber: phone(MESSAGES.phoneFormat),
  otpCode: z.string().check(z.regex(/^\d{6}$/, MESSAGES.resetCode)),
  deviceFingerprint: fingerprint,
  rememberDevice: z.optional(z.boolean()),
});

export const sendResetCodeSchema = z.object({
  phoneNumber: z.string().check(z.trim(), z.minLength(1, MESSAGES.phoneRequired), z.regex(PHONE_PATTERN, MESSAGES.phoneFormatReset)),
});

export const verifyResetCodeSchema = z.object({
  phoneNumber: phone(MESSAGES.phoneFormatReset),
  otpCode: z.string().check(z.regex(/^\d{6}$/, MESSAGES.resetCode)),
});

export const resetPasswordSchema = z.object({
  phoneNumber: phone(MESSAGES.phoneFormatReset),
  newPassword: z.string().check(z.minLength(PASSWORD_MIN, MESSAGES.passwordTooShort), z.maxLength(PASSWORD_MAX, MESSAGES.passwordTooLong)),
});

