import crypto from "node:crypto";
import { parsePhoneAuthEnv } from "./env";
import { parsePhoneAuthOptions, type PhoneAuthOptions, type PhoneAuthSettings } from "./options";

/**
 * The plugin's settings: its options (lib/options.ts, defaults there), and the HMAC secret and Redis
 * from the environment.
 */
export interface PhoneAuthConfig extends PhoneAuthSettings {
  /** HMAC key for codes and proofs (derived from PHONE_AUTH_SECRET, else COOKIE_SECRET/JWT_SECRET). */
  secret: string;
  /** Seconds before the same code may be sent again (the per-minute limit's window). */
  resendSeconds: number;
  redisUrl?: string;
}

/** The plugin's options; a test may also give the secret and Redis, which otherwise come from the environment. */
export type PhoneAuthModuleOptions = PhoneAuthOptions & { secret?: string; redisUrl?: string };

/**
 * The settings from the plugin's options (a wrong one throws a ConfigError naming it, at start-up: the
 * module service calls this in its constructor). The secret is PHONE_AUTH_SECRET, else COOKIE_SECRET,
 * else JWT_SECRET; Redis is REDIS_URL.
 */
export function loadConfig(options: PhoneAuthModuleOptions = {}, env: Record<string, string | undefined> = process.env): PhoneAuthConfig {
  const { secret, redisUrl, ...tunable } = options;
  const e = parsePhoneAuthEnv(env);
  const rawSecret = secret ?? e.PHONE_AUTH_SECRET ?? env.COOKIE_SECRET ?? env.JWT_SECRET ?? "glow-development-phone-auth-secret";
  return {
    ...parsePhoneAuthOptions(tunable),
    secret: crypto.createHmac("sha256", String(rawSecret)).update("glow-phone-auth-v1").digest("hex"),
    resendSeconds: 60,
    redisUrl: redisUrl ?? (env.REDIS_URL || undefined),
  };
}

/** Puts the code into a message text as its own word: spaces on both sides, whatever the template does. */
export function renderSms(template: string, code?: string): string {
  if (code === undefined) return template;
  const text = template.includes("{code}") ? template.replace(/\{code\}/g, ` ${code} `) : `${template} ${code}`;
  return text.replace(/[ \t]+/g, " ").trim();
}
