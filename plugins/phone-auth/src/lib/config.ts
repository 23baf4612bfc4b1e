import crypto from "node:crypto";

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

const num = (value: unknown, env: string | undefined, fallback: number): number => {
  const candidate = value ?? env;
  const parsed = typeof candidate === "number" ? candidate : Number(candidate);
  return candidate !== undefined && candidate !== "" && Number.isFinite(parsed) && parsed > 0 ? parsed : fallback;
};

export function loadConfig(options: Record<string, any> = {}, env: NodeJS.ProcessEnv = process.env): PhoneAuthConfig {
  const rawSecret = options.secret ?? env.PHONE_AUTH_SECRET ?? env.COOKIE_SECRET ?? env.JWT_SECRET ?? "glow-development-phone-auth-secret";
  const limits = options.limits ?? {};
  const sms = options.sms ?? {};
  return {
    secret: crypto.createHmac("sha256", String(rawSecret)).update("glow-phone-auth-v1").digest("hex"),
    codeTtlSeconds: num(options.codeTtlSeconds, env.PHONE_AUTH_CODE_TTL_SECONDS, 600),
    maxCodeAttempts: num(options.maxCodeAttempts, env.PHONE_AUTH_MAX_CODE_ATTEMPTS, 5),
    proofTtlSeconds: num(options.proofTtlSeconds, env.PHONE_AUTH_PROOF_TTL_SECONDS, 900),
    resendSeconds: num(limits.codesPerPhoneWindowSeconds, undefined, 60),
    limits: {
      codesPerPhonePerMinute: num(limits.codesPerPhonePerMinute, env.PHONE_AUTH_CODES_PER_PHONE_PER_MINUTE, 1),
      codesPerPhonePerHour: num(limits.codesPerPhonePerHour, env.PHONE_AUTH_CODES_PER_PHONE_PER_HOUR, 5),
      codesPerIpPerHour: num(limits.codesPerIpPerHour, env.PHONE_AUTH_CODES_PER_IP_PER_HOUR, 20),
      loginFailuresPerPhone: num(limits.loginFailuresPerPhone, env.PHONE_AUTH_LOGIN_FAILURES, 5),
      loginFailureWindowSeconds: num(limits.loginFailureWindowSeconds, env.PHONE_AUTH_LOGIN_FAILURE_WINDOW_SECONDS, 900),
      loginFailuresPerIpPerMinute: num(limits.loginFailuresPerIpPerMinute, env.PHONE_AUTH_LOGIN_FAILURES_PER_IP_PER_MINUTE, 10),
      loginFailuresPerIpPerHour: num(limits.loginFailuresPerIpPerHour, env.PHONE_AUTH_LOGIN_FAILURES_PER_IP_PER_HOUR, 100),
      codeChecksPerPhone: num(limits.codeChecksPerPhone, env.PHONE_AUTH_CODE_CHECKS_PER_PHONE, 10),
      codeChecksPerIpPerHour: num(limits.codeChecksPerIpPerHour, env.PHONE_AUTH_CODE_CHECKS_PER_IP_PER_HOUR, 60),
      dummyHashesPerSecond: num(limits.dummyHashesPerSecond, env.PHONE_AUTH_DUMMY_HASHES_PER_SECOND, 10),
    },
    maxDevices: num(options.maxDevices, env.MAX_DEVICES, 3),
    rememberDays: num(options.rememberDays, env.PHONE_AUTH_REMEMBER_DAYS, 30),
    sessionHours: num(options.sessionHours, env.PHONE_AUTH_SESSION_HOURS, 24),
    trustedDeviceDays: num(options.trustedDeviceDays, env.PHONE_AUTH_TRUSTED_DEVICE_DAYS, 30),
    jwtTtlSeconds: Math.min(num(options.jwtTtlSeconds, env.PHONE_AUTH_JWT_TTL_SECONDS, 300), 300),
    shopAdminGroup: options.shopAdminGroup ?? env.SHOP_ADMIN_GROUP ?? "Shop admins",
    redisUrl: options.redisUrl ?? env.REDIS_URL ?? undefined,
    sms: {
      registration: sms.registration ?? env.SMS_TEXT_REGISTRATION ?? DEFAULT_SMS_TEXTS.registration,
      registrationExisting: sms.registrationExisting ?? env.SMS_TEXT_REGISTRATION_EXISTING ?? DEFAULT_SMS_TEXTS.registrationExisting,
      passwordReset: sms.passwordReset ?? env.SMS_TEXT_PASSWORD_RESET ?? DEFAULT_SMS_TEXTS.passwordReset,
      deviceLogin: sms.deviceLogin ?? env.SMS_TEXT_DEVICE_LOGIN ?? DEFAULT_SMS_TEXTS.deviceLogin,
      phoneChange: sms.phoneChange ?? env.SMS_TEXT_PHONE_CHANGE ?? DEFAULT_SMS_TEXTS.phoneChange,
      phoneChangedNotice: sms.phoneChangedNotice ?? env.SMS_TEXT_PHONE_CHANGED_NOTICE ?? DEFAULT_SMS_TEXTS.phoneChangedNotice,
    },
  };
}

/** Puts the code into a message text as its own word: spaces on both sides, whatever the template does. */
export function renderSms(template: string, code?: string): string {
  if (code === undefined) return template;
  const text = template.includes("{code}") ? template.replace(/\{code\}/g, ` ${code} `) : `${template} ${code}`;
  return text.replace(/[ \t]+/g, " ").trim();
}
