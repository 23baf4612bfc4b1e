import { option, optionGroup, optionsObject, parseOptions, textOption, wholeNumberOption } from "@glow/shop-contracts";
import { z } from "@medusajs/framework/zod";

/**
 * What a shop may tune in phone sign-in (ADR 240): limits, lifetimes and the SMS texts, each with a
 * safe default. Given in the shop's options file under `phoneAuth` (`GLOW_OPTIONS_FILE`), passed by
 * medusa-config.ts as the plugin's options; the secrets and the SMS gateway stay in the environment
 * (lib/env.ts). `{code}` in a text marks where the code goes; it always stands as its own word.
 */
export const PHONE_AUTH_OPTIONS = {
  codeTtlSeconds: wholeNumberOption(600, "seconds", "how long an SMS code is valid"),
  maxCodeAttempts: wholeNumberOption(5, "tries", "tries per SMS code, then the code is dead"),
  proofTtlSeconds: wholeNumberOption(900, "seconds", "how long a verified code's proof lasts (finish sign-up or reset within it)"),
  maxDevices: wholeNumberOption(3, "devices", "devices a shopper may be signed in on at once ([ADR 005](docs/decisions/005-sessions-and-forced-sign-out.md))", { max: 100 }),
  rememberDays: wholeNumberOption(30, "days", 'how long a "remember me" session lasts'),
  sessionHours: wholeNumberOption(24, "hours", 'how long a session without "remember me" lasts'),
  trustedDeviceDays: wholeNumberOption(30, "days", "how long a trusted device skips the device code"),
  jwtTtlSeconds: wholeNumberOption(300, "seconds", "lifetime of the Medusa token minted for a session check (at most 300, ADR 088)", { max: 300 }),
  shopAdminGroup: textOption("Shop admins", "customer group whose members are storefront admins"),
  smsSenderId: option(
    z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9 ]{1,11}$/, { error: "must be 1 to 11 letters, digits or spaces (an SMS sender ID)" })
      .default("Glow"),
    "the sender name on SMS (Arkesel): 1 to 11 letters, digits or spaces",
  ),
  limits: optionGroup(
    {
      codesPerPhonePerMinute: wholeNumberOption(1, "codes", "codes sent per number a minute, for each purpose (sign-up, reset, device sign-in, phone change)"),
      codesPerPhonePerHour: wholeNumberOption(5, "codes", "codes sent per number an hour, across all purposes"),
      codesPerIpPerHour: wholeNumberOption(20, "codes", "codes sent per network an hour"),
      loginFailuresPerPhone: wholeNumberOption(5, "failures", "failed sign-ins per number per `loginFailureWindowSeconds`"),
      loginFailureWindowSeconds: wholeNumberOption(900, "seconds", "the window of the per-number sign-in and code-check limits"),
      loginFailuresPerIpPerMinute: wholeNumberOption(10, "failures", "failed sign-ins per network (IPv4 address, IPv6 /64) a minute, across any numbers (ADR 085)"),
      loginFailuresPerIpPerHour: wholeNumberOption(100, "failures", "failed sign-ins per network an hour (ADR 085)"),
      codeChecksPerPhone: wholeNumberOption(10, "checks", "code checks per number per `loginFailureWindowSeconds`"),
      codeChecksPerIpPerHour: wholeNumberOption(60, "checks", "wrong code checks per network an hour"),
      dummyHashesPerSecond: wholeNumberOption(10, "hashes", "dummy password hashes for unknown numbers per server process a second"),
    },
    "the abuse limits (ADR 085)",
  ),
  sms: optionGroup(
    {
      registration: textOption("Glow verification code: {code} (valid for 10 minutes). Never share it with anyone.", "the sign-up code SMS"),
      registrationExisting: textOption(
        "Someone asked to create a Glow account with this number, but it already has one. If it was you, sign in, or choose Forgot Password on the sign-in page to reset your password.",
        "the SMS to a number that already has an account (no code)",
      ),
      passwordReset: textOption("Glow password reset code: {code} (valid for 10 minutes). If you did not ask for it, ignore this message.", "the password reset code SMS"),
      deviceLogin: textOption("Glow sign-in code: {code} (valid for 10 minutes). Never share it with anyone.", "the new-device sign-in code SMS"),
      phoneChange: textOption(
        "Glow code to make this your account's phone number: {code} (valid for 10 minutes). If you did not ask for it, ignore this message.",
        "the phone change code SMS",
      ),
      phoneChangedNotice: textOption(
        "Your Glow account's phone number was just changed to another number. If this was not you, call or WhatsApp Glow support at once so we can lock the account.",
        "the notice to the old number after a phone change (no code)",
      ),
    },
    "the SMS texts",
  ),
};

export const phoneAuthOptionsSchema = optionsObject(PHONE_AUTH_OPTIONS);
/** The options as medusa-config.ts gives them (every one optional). */
export type PhoneAuthOptions = z.input<typeof phoneAuthOptionsSchema>;
export type PhoneAuthSettings = z.output<typeof phoneAuthOptionsSchema>;

/** Parses the plugin's options; a wrong one throws a ConfigError naming it. */
export function parsePhoneAuthOptions(options: unknown): PhoneAuthSettings {
  return parseOptions("phone-auth plugin", phoneAuthOptionsSchema, options, { topLevel: "ignore-unknown" });
}
