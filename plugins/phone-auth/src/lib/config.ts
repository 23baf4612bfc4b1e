import crypto from "node:crypto";
import { parsePhoneAuthEnv } from "./env";

/** Everything the plugin lets an operator tune. Plugin options win over env, env over defaults. */
export interface PhoneAuthConfig {
  /** HMAC key for codes and proofs (derived from PHONE_AUTH_SECRET, else COOKIE_SECRET/JWT_SECRET). */
  secret: string;
  codeTtlSeconds: number;
  maxCodeAttempts: number;
  proofTtlSeconds: number;
  resendSeconds: number;
  limits: {
    codesPerPhonePerMinute: number;
    codesPerPhonePerHour: number;
    codesPerIpPerHour: number;
    loginFailuresPerPhone: number;
    loginFailureWindowSeconds: number;
    /** Failed sign-ins from one network (IPv4 address or IPv6 /64) across any numbers (ADR 085). */
    loginFailuresPerIpPerMinute: number;
    loginFailuresPerIpPerHour: number;
    /** Code checks (verify routes) per phone per loginFailureWindowSeconds, and wrong ones per network per hour. */
    codeChecksPerPhone: number;
    codeChecksPerIpPerHour: number;
    /** Global ceiling on dummy password hashes for unknown numbers, per server process per second. */
    dummyHashesPerSecond: number;
  };
  maxDevices: number;
  rememberDays: number;
  sessionHours: number;
  trustedDeviceDays: number;
  jwtTtlSeconds: number;
  shopAdminGroup: string;
  redisUrl?: string;
  sms: SmsTexts;
}

export interface SmsTexts {
  registration: string;
  registrationExisting: string;
  passwordReset: string;
  deviceLogin: string;
  phoneChange: string;
  /** To the OLD number after a phone change (no code). */
  phoneChangedNotice: string;
}

/** `{code}` is replaced by the code, which always stands as a separate word (see renderSms). */
export const DEFAULT_SMS_TEXTS: SmsTexts = {
  registration: "Glow verification code: {code} (valid for 10 minutes). Never share it with anyone.",
  registrationExisting:
    "Someone asked to create a Glow account with this number, but it already has one. If it was you, sign in, or choose Forgot Password on the sign-in page to reset your password.",
  passwordReset: "Glow password reset code: {code} (valid for 10 minutes). If you did not ask for it, ignore this message.",
  deviceLogin: "Glow sign-in code: {code} (valid for 10 minutes). Never share it with anyone.",
  phoneChange: "Glow code to make this your account's phone number: {code} (valid for 10 minutes). If you did not ask for it, ignore this message.",
  phoneChangedNotice:
    "Your Glow account's phone number was just changed to another number. If this was not you, call or WhatsApp Glow support at once so we can lock the account.",
};

/** A plugin option when given (a positive number), else the variable as parsed by lib/env.ts. */
const num = (option: unknown, fromEnv: number): number => {
  const parsed = typeof option === "number" ? option : Number(option);
  return option !== undefined && option !== "" && Number.isFinite(parsed) && parsed > 0 ? parsed : fromEnv;
};

/**
 * Plugin options win over the environment, which lib/env.ts parses (defaults there; a wrong value
 * throws a ConfigError naming the variable, at start-up: the module service calls this in its constructor).
 */
export function loadConfig(options: Record<string, any> = {}, env: Record<string, string | undefined> = process.env): PhoneAuthConfig {
  const e = parsePhoneAuthEnv(env);
  const rawSecret = options.secret ?? e.PHONE_AUTH_SECRET ?? env.COOKIE_SECRET ?? env.JWT_SECRET ?? "glow-development-phone-auth-secret";
  const limits = options.limits ?? {};
  const sms = options.sms ?? {};
  return {
    secret: crypto.createHmac("sha256", String(rawSecret)).update("glow-phone-auth-v1").digest("hex"),
    codeTtlSeconds: num(options.codeTtlSeconds, e.PHONE_AUTH_CODE_TTL_SECONDS),
    maxCodeAttempts: num(options.maxCodeAttempts, e.PHONE_AUTH_MAX_CODE_ATTEMPTS),
    proofTtlSeconds: num(options.proofTtlSeconds, e.PHONE_AUTH_PROOF_TTL_SECONDS),
    resendSeconds: num(limits.codesPerPhoneWindowSeconds, 60),
    limits: {
      codesPerPhonePerMinute: num(limits.codesPerPhonePerMinute, e.PHONE_AUTH_CODES_PER_PHONE_PER_MINUTE),
      codesPerPhonePerHour: num(limits.codesPerPhonePerHour, e.PHONE_AUTH_CODES_PER_PHONE_PER_HOUR),
      codesPerIpPerHour: num(limits.codesPerIpPerHour, e.PHONE_AUTH_CODES_PER_IP_PER_HOUR),
      loginFailuresPerPhone: num(limits.loginFailuresPerPhone, e.PHONE_AUTH_LOGIN_FAILURES),
      loginFailureWindowSeconds: num(limits.loginFailureWindowSeconds, e.PHONE_AUTH_LOGIN_FAILURE_WINDOW_SECONDS),
      loginFailuresPerIpPerMinute: num(limits.loginFailuresPerIpPerMinute, e.PHONE_AUTH_LOGIN_FAILURES_PER_IP_PER_MINUTE),
      loginFailuresPerIpPerHour: num(limits.loginFailuresPerIpPerHour, e.PHONE_AUTH_LOGIN_FAILURES_PER_IP_PER_HOUR),
      codeChecksPerPhone: num(limits.codeChecksPerPhone, e.PHONE_AUTH_CODE_CHECKS_PER_PHONE),
      codeChecksPerIpPerHour: num(limits.codeChecksPerIpPerHour, e.PHONE_AUTH_CODE_CHECKS_PER_IP_PER_HOUR),
      dummyHashesPerSecond: num(limits.dummyHashesPerSecond, e.PHONE_AUTH_DUMMY_HASHES_PER_SECOND),
    },
    maxDevices: num(options.maxDevices, e.MAX_DEVICES),
    rememberDays: num(options.rememberDays, e.PHONE_AUTH_REMEMBER_DAYS),
    sessionHours: num(options.sessionHours, e.PHONE_AUTH_SESSION_HOURS),
    trustedDeviceDays: num(options.trustedDeviceDays, e.PHONE_AUTH_TRUSTED_DEVICE_DAYS),
    // Medusa's tokens live at most 5 minutes (ADR 088), whatever an option says.
    jwtTtlSeconds: Math.min(num(options.jwtTtlSeconds, e.PHONE_AUTH_JWT_TTL_SECONDS), 300),
    shopAdminGroup: options.shopAdminGroup ?? e.SHOP_ADMIN_GROUP,
    redisUrl: options.redisUrl ?? (env.REDIS_URL || undefined),
    sms: {
      registration: sms.registration ?? e.SMS_TEXT_REGISTRATION ?? DEFAULT_SMS_TEXTS.registration,
      registrationExisting: sms.registrationExisting ?? e.SMS_TEXT_REGISTRATION_EXISTING ?? DEFAULT_SMS_TEXTS.registrationExisting,
      passwordReset: sms.passwordReset ?? e.SMS_TEXT_PASSWORD_RESET ?? DEFAULT_SMS_TEXTS.passwordReset,
      deviceLogin: sms.deviceLogin ?? e.SMS_TEXT_DEVICE_LOGIN ?? DEFAULT_SMS_TEXTS.deviceLogin,
      phoneChange: sms.phoneChange ?? e.SMS_TEXT_PHONE_CHANGE ?? DEFAULT_SMS_TEXTS.phoneChange,
      phoneChangedNotice: sms.phoneChangedNotice ?? e.SMS_TEXT_PHONE_CHANGED_NOTICE ?? DEFAULT_SMS_TEXTS.phoneChangedNotice,
    },
  };
}

/** Puts the code into a message text as its own word: spaces on both sides, whatever the template does. */
export function renderSms(template: string, code?: string): string {
  if (code === undefined) return template;
  const text = template.includes("{code}") ? template.replace(/\{code\}/g, ` ${code} `) : `${template} ${code}`;
  return text.replace(/[ \t]+/g, " ").trim();
}
