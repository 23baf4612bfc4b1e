import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";
import type { CodePurpose } from "./codes";
import type { PhoneAuthConfig } from "./config";
import { PhoneAuthError } from "./errors";
import { networkKey } from "@glow/shop-contracts/trusted-proxies";
import { consumeAll } from "@glow/medusa-http";

type LimitsConfig = PhoneAuthConfig["limits"];

/** Staff password-reset e-mails (Medusa's /auth/user/emailpass/reset-password), issue 34. */
export const STAFF_RESETS_PER_ACCOUNT_PER_HOUR = 3;
export const STAFF_RESETS_PER_NETWORK_PER_HOUR = 10;

const minutes = (seconds: number) => Math.max(1, Math.ceil(seconds / 60));
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

/** A 429 with `retryAfter` (seconds) and a sentence a shopper understands. */
export function tooMany(message: string, retryAfterSeconds: number, code = "rate_limited"): PhoneAuthError {
  return new PhoneAuthError(429, message, { retryAfter: Math.max(1, Math.ceil(retryAfterSeconds)) }, code);
}

/** The key a client address is counted under (IPv4, or the IPv6 /64): one definition for every limit of the shop. */
export const ipKey = networkKey;

type Check = { limiter: RateLimiterAbstract; key: string; message: (retryAfterSeconds: number) => string };

/** The rejection of a limiter (not a store error, which must surface as a 500, not a silent pass). */
const isRejection = (error: unknown): error is RateLimiterRes => error instanceof RateLimiterRes;

/**
 * The shop's abuse limits (ADR 085). Every limit is consumed FIRST (atomic in memory and in Redis:
 * `rate-limiter-flexible`'s consume is one INCR/PEXPIRE script) and the request is refused when the
 * consume is rejected, so N parallel requests can never all pass a check that reads then writes.
 * Several limits for one request are consumed in order; a rejection gives back what the earlier ones took.
 * In memory by default; in Redis (shared by every server) with REDIS_URL.
 */
export class Limits {
  private readonly codePurposeMinute: RateLimiterAbstract;
  private readonly codePhoneHour: RateLimiterAbstract;
  private readonly codeIpHour: RateLimiterAbstract;
  private readonly loginPhone: RateLimiterAbstract;
  private readonly loginIpMinute: RateLimiterAbstract;
  private readonly loginIpHour: RateLimiterAbstract;
  private readonly checkPhone: RateLimiterAbstract;
  private readonly checkIpHour: RateLimiterAbstract;
  private readonly staffAccount: RateLimiterAbstract;
  private readonly staffIp: RateLimiterAbstract;
  private readonly staffResetAccount: RateLimiterAbstract;
  private readonly staffResetIp: RateLimiterAbstract;

  constructor(
    private readonly config: LimitsConfig,
    redis?: unknown,
  ) {
    const make = (keyPrefix: string, points: number, duration: number): RateLimiterAbstract =>
      redis
        ? new RateLimiterRedis({ storeClient: redis, keyPrefix: `glow_pa_${keyPrefix}`, points, duration })
        : new RateLimiterMemory({ keyPrefix, points, duration });
    this.codePurposeMinute = make("code_purpose_min", config.codesPerPhonePerMinute, 60);
    this.codePhoneHour = make("code_phone_hour", config.codesPerPhonePerHour, 3600);
    this.codeIpHour = make("code_ip_hour", config.codesPerIpPerHour, 3600);
    this.loginPhone = make("login_fail", config.loginFailuresPerPhone, config.loginFailureWindowSeconds);
    this.loginIpMinute = make("login_ip_min", config.loginFailuresPerIpPerMinute, 60);
    this.loginIpHour = make("login_ip_hour", config.loginFailuresPerIpPerHour, 3600);
    this.checkPhone = make("check_phone", config.codeChecksPerPhone, config.loginFailureWindowSeconds);
    this.checkIpHour = make("check_ip_hour", config.codeChecksPerIpPerHour, 3600);
    this.staffAccount = make("staff_account", config.loginFailuresPerPhone, config.loginFailureWindowSeconds);
    this.staffIp = make("staff_ip", config.loginFailuresPerIpPerMinute, 60);
    // Reset e-mails are not password checks: limits of their own (issue 34), so a reset request
    // neither spends nor gives back a sign-in attempt.
    this.staffResetAccount = make("staff_reset_account", STAFF_RESETS_PER_ACCOUNT_PER_HOUR, 3600);
    this.staffResetIp = make("staff_reset_ip", STAFF_RESETS_PER_NETWORK_PER_HOUR, 3600);
  }

  /** Consumes one point of each check in order; on a rejection gives back the earlier ones and throws the 429. */
  private async consumeAll(checks: Check[], code: string): Promise<void> {
    await consumeAll(checks, isRejection, (check, seconds) => tooMany(check.message(seconds), seconds, code));
  }

  /**
   * Counts one code send for the phone and the IP, or throws a 429 (a refused send counts nowhere).
   * - per number AND purpose, `codesPerPhonePerMinute` a minute (1): the resend wait of one flow. Each
   *   purpose (sign-up, password reset, device sign-in, phone change) has its own, so a shopper who
   *   taps Sign Up on a registered number (and gets the "already has an account" SMS) can ask for a
   *   reset code at once (ADR 085, issue 20);
   * - per number across ALL purposes, `codesPerPhonePerHour` an hour (5): what bounds the texts one
   *   number can be sent, whatever mix of flows a script uses (at most one a purpose in a minute,
   *   never more than 5 an hour, as before the split);
   * - per network across all numbers and purposes, `codesPerIpPerHour` an hour (20).
   */
  async consumeCodeSend(purpose: CodePurpose, phone: string, ip: string | undefined): Promise<void> {
    const checks: Check[] = [
      {
        limiter: this.codePurposeMinute,
        key: `${purpose}:${phone}`,
        message: (s) => `Please wait ${plural(Math.ceil(s), "second")} before asking for another code.`,
      },
      { limiter: this.codePhoneHour, key: phone, message: (s) => `Too many codes were sent to this number. Please try again in ${plural(minutes(s), "minute")}.` },
    ];
    const network = ipKey(ip);
    if (network) {
      checks.push({
        limiter: this.codeIpHour,
        key: network,
        message: (s) => `Too many codes were requested from your network. Please try again in ${plural(minutes(s), "minute")}.`,
      });
    }
    await this.consumeAll(checks, "too_many_codes");
  }

  /**
   * Reserves one sign-in attempt BEFORE the password is checked: per phone (5 per 15 min) and, unless
   * the browser is a device this account already signed in on, per network (10 a minute, 100 an hour,
   * across any numbers). A success gives the attempt back (see signInSucceeded), so only failures add up.
   */
  async beginSignIn(phone: string, ip: string | undefined, options: { knownDevice?: boolean } = {}): Promise<void> {
    const checks: Check[] = [
      {
        limiter: this.loginPhone,
        key: phone,
        message: (s) => `Too many failed sign-in attempts. Please wait ${plural(minutes(s), "minute")} and try again, or reset your password.`,
      },
    ];
    const network = ipKey(ip);
    if (network && !options.knownDevice) {
      const message = (s: number) =>
        `Too many failed sign-in attempts from your network. Please wait ${plural(minutes(s), "minute")} and try again, or sign in from a device you used before.`;
      checks.push({ limiter: this.loginIpMinute, key: network, message }, { limiter: this.loginIpHour, key: network, message });
    }
    await this.consumeAll(checks, "too_many_sign_ins");
  }

  /** A right password: the phone's failures are forgotten and the network's reserved attempt is given back. */
  async signInSucceeded(phone: string, ip: string | undefined, options: { knownDevice?: boolean } = {}): Promise<void> {
    await this.loginPhone.delete(phone);
    const network = ipKey(ip);
    if (network && !options.knownDevice) {
      await Promise.all([this.loginIpMinute.reward(network, 1), this.loginIpHour.reward(network, 1)].map((p) => p.catch(() => undefined)));
    }
  }

  /**
   * Reserves one code check (verify routes) per phone and per network, before the code is compared.
   * The code itself also dies after its own 5 wrong tries (reserved atomically in SQL, see OtpManager).
   */
  async beginCodeCheck(phone: string, ip: string | undefined): Promise<void> {
    const checks: Check[] = [
      { limiter: this.checkPhone, key: phone, message: (s) => `Too many code attempts for this number. Please wait ${plural(minutes(s), "minute")} and try again.` },
    ];
    const network = ipKey(ip);
    if (network) {
      checks.push({
        limiter: this.checkIpHour,
        key: network,
        message: (s) => `Too many code attempts from your network. Please wait ${plural(minutes(s), "minute")} and try again.`,
      });
    }
    await this.consumeAll(checks, "too_many_code_checks");
  }

  /** A right code gives the network's reserved check back. */
  async codeCheckSucceeded(ip: string | undefined): Promise<void> {
    const network = ipKey(ip);
    if (network) await this.checkIpHour.reward(network, 1).catch(() => undefined);
  }

  /**
   * Medusa's own /auth/user/emailpass routes (staff sign-in, registration from an invite, password
   * update): one attempt reserved per account (email) and per network before Medusa checks anything;
   * only a successful SIGN-IN gives it back (see staffSucceeded; issue 34: a 2xx on another sub-path
   * used to reset the count). Same numbers as the phone sign-in.
   */
  async beginStaffAttempt(account: string | undefined, ip: string | undefined): Promise<void> {
    const message = (s: number) => `Too many failed sign-in attempts. Please wait ${plural(minutes(s), "minute")} and try again.`;
    const checks: Check[] = [];
    if (account) checks.push({ limiter: this.staffAccount, key: account.toLowerCase(), message });
    const network = ipKey(ip);
    if (network) checks.push({ limiter: this.staffIp, key: network, message });
    await this.consumeAll(checks, "too_many_sign_ins");
  }

  /**
   * A staff password-reset request (`/auth/user/emailpass/reset-password`): 3 an hour per e-mail and
   * 10 an hour per network, whether the e-mail belongs to anyone or not (the answer is the same).
   */
  async beginStaffResetRequest(account: string | undefined, ip: string | undefined): Promise<void> {
    const message = (s: number) => `Too many password reset requests. Please wait ${plural(minutes(s), "minute")} and try again.`;
    const checks: Check[] = [];
    if (account) checks.push({ limiter: this.staffResetAccount, key: account.toLowerCase(), message });
    const network = ipKey(ip);
    if (network) checks.push({ limiter: this.staffResetIp, key: network, message });
    await this.consumeAll(checks, "too_many_resets");
  }

  /** A successful staff sign-in: the account's failures are forgotten and the network's attempt is given back. */
  async staffSucceeded(account: string | undefined, ip: string | undefined): Promise<void> {
    if (account) await this.staffAccount.delete(account.toLowerCase()).catch(() => undefined);
    const network = ipKey(ip);
    if (network) await this.staffIp.reward(network, 1).catch(() => undefined);
  }

  async clearLoginFailures(phone: string): Promise<void> {
    await this.loginPhone.delete(phone);
  }
}
