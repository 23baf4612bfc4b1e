import { RateLimiterMemory, RateLimiterRedis, type RateLimiterAbstract, type RateLimiterRes } from "rate-limiter-flexible";
import type { PhoneAuthConfig } from "./config";
import { PhoneAuthError } from "./errors";

type LimitsConfig = PhoneAuthConfig["limits"];

const minutes = (seconds: number) => Math.max(1, Math.ceil(seconds / 60));
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

/** A 429 with `retryAfter` (seconds) and a sentence a shopper understands. */
export function tooMany(message: string, retryAfterSeconds: number): PhoneAuthError {
  return new PhoneAuthError(429, message, { retryAfter: Math.max(1, Math.ceil(retryAfterSeconds)) });
}

/**
 * The shop's abuse limits: code sends per phone (per minute and per hour) and per IP (per hour),
 * and failed sign-ins per phone. In memory by default; in Redis (shared by every server) with REDIS_URL.
 */
export class Limits {
  private readonly phoneMinute: RateLimiterAbstract;
  private readonly phoneHour: RateLimiterAbstract;
  private readonly ipHour: RateLimiterAbstract;
  private readonly loginFailures: RateLimiterAbstract;

  constructor(
    private readonly config: LimitsConfig,
    redis?: unknown,
  ) {
    const make = (keyPrefix: string, points: number, duration: number): RateLimiterAbstract =>
      redis
        ? new RateLimiterRedis({ storeClient: redis, keyPrefix: `glow_pa_${keyPrefix}`, points, duration })
        : new RateLimiterMemory({ keyPrefix, points, duration });
    this.phoneMinute = make("code_phone_min", config.codesPerPhonePerMinute, 60);
    this.phoneHour = make("code_phone_hour", config.codesPerPhonePerHour, 3600);
    this.ipHour = make("code_ip_hour", config.codesPerIpPerHour, 3600);
    this.loginFailures = make("login_fail", config.loginFailuresPerPhone, config.loginFailureWindowSeconds);
  }

  /** Counts one code send for the phone and the IP, or throws a 429 without counting anything. */
  async consumeCodeSend(phone: string, ip: string | undefined): Promise<void> {
    const checks: Array<[RateLimiterAbstract, string, number, (seconds: number) => string]> = [
      [this.phoneMinute, phone, this.config.codesPerPhonePerMinute, (s) => `Please wait ${plural(Math.ceil(s), "second")} before asking for another code.`],
      [
        this.phoneHour,
        phone,
        this.config.codesPerPhonePerHour,
        (s) => `Too many codes were sent to this number. Please try again in ${plural(minutes(s), "minute")}.`,
      ],
    ];
    if (ip) {
      checks.push([
        this.ipHour,
        ip,
        this.config.codesPerIpPerHour,
        (s) => `Too many codes were requested from your network. Please try again in ${plural(minutes(s), "minute")}.`,
      ]);
    }
    for (const [limiter, key, points, message] of checks) {
      const state = await limiter.get(key);
      if (state && state.consumedPoints >= points) throw tooMany(message(state.msBeforeNext / 1000), state.msBeforeNext / 1000);
    }
    for (const [limiter, key] of checks) await limiter.consume(key).catch((state: RateLimiterRes) => state);
  }

  /** Throws a 429 while a phone has used up its failed sign-ins. */
  async assertCanTryLogin(phone: string): Promise<void> {
    const state = await this.loginFailures.get(phone);
    if (state && state.consumedPoints >= this.config.loginFailuresPerPhone) {
      const seconds = state.msBeforeNext / 1000;
      throw tooMany(
        `Too many failed sign-in attempts. Please wait ${plural(minutes(seconds), "minute")} and try again, or reset your password.`,
        seconds,
      );
    }
  }

  async recordLoginFailure(phone: string): Promise<void> {
    await this.loginFailures.consume(phone).catch((state: RateLimiterRes) => state);
  }

  async clearLoginFailures(phone: string): Promise<void> {
    await this.loginFailures.delete(phone);
  }
}
