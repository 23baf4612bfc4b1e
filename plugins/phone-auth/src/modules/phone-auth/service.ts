import { InjectManager, MedusaContext, MedusaService } from "@medusajs/framework/utils";
import type { Context } from "@medusajs/framework/types";
import { type PhoneAuthConfig, type PhoneAuthModuleOptions, loadConfig } from "../../lib/config";
import { randomToken, sha256 } from "../../lib/codes";
import { PhoneAuthError, MESSAGES, type RevokeReason, forcedSignOut } from "../../lib/errors";
import { Limits } from "../../lib/limits";
import { type CodeRecord, type CodeStore, OtpManager } from "../../lib/otp";
import { sessionExpiry, sessionsToEvict } from "../../lib/sessions";
import { PhoneAuthCode, PhoneAuthSession, PhoneAuthTrustedDevice } from "./models";

/** How precisely a session's "last seen" is kept (the device list, least-recently-used eviction). */
export const LAST_SEEN_RESOLUTION_MS = 60_000;

export interface SessionView {
  id: string;
  customer_id: string;
  device_fingerprint: string;
  user_agent: string | null;
  ip: string | null;
  remember: boolean;
  expires_at: Date;
  last_seen_at: Date;
  revoked_at: Date | null;
  revoke_reason: string | null;
  created_at?: Date;
}

export interface NewSessionInput {
  customer_id: string;
  device_fingerprint: string;
  remember: boolean;
  user_agent?: string | null;
  ip?: string | null;
}

/**
 * The phone-auth module: one-time codes and proofs, sessions and trusted devices, and the limits.
 * Medusa generates the CRUD methods; the policy lives in the methods below.
 */
export default class PhoneAuthModuleService extends MedusaService({ PhoneAuthCode, PhoneAuthSession, PhoneAuthTrustedDevice }) {
  readonly config: PhoneAuthConfig;
  readonly otp: OtpManager;
  private limits_: Limits | undefined;
  private redis_: any;

  constructor(container: Record<string, unknown>, options: PhoneAuthModuleOptions = {}) {
    // eslint-disable-next-line prefer-rest-params
    super(...(arguments as unknown as [Record<string, unknown>]));
    this.config = loadConfig(options);
    this.otp = new OtpManager(this.codeStore(), {
      secret: this.config.secret,
      ttlSeconds: this.config.codeTtlSeconds,
      maxAttempts: this.config.maxCodeAttempts,
      proofTtlSeconds: this.config.proofTtlSeconds,
    });
  }

  /** In memory, or in Redis when REDIS_URL is set, so every server shares the counters. */
  get limits(): Limits {
    if (!this.limits_) {
      if (this.config.redisUrl) {
        // eslint-disable-next-line @typescript-eslint/no-require-imports
        const Redis = require("ioredis");
        this.redis_ = new Redis(this.config.redisUrl, { enableOfflineQueue: true, maxRetriesPerRequest: 2 });
      }
      this.limits_ = new Limits(this.config.limits, this.redis_);
    }
    return this.limits_;
  }

  /** Medusa calls these module hooks; the Redis connection of the limits is closed on shutdown. */
  __hooks = {
    onApplicationShutdown: async (): Promise<void> => {
      await this.redis_?.quit().catch(() => undefined);
    },
  };

  private codeStore(): CodeStore {
    return {
      create: async (record) => (await this.createPhoneAuthCodes(record)) as unknown as CodeRecord,
      findActive: async (purpose, phone, now) => {
        const [record] = await this.listPhoneAuthCodes(
          { purpose, phone, consumed_at: null, expires_at: { $gt: now } },
          { order: { created_at: "DESC" }, take: 1 },
        );
        return (record as unknown as CodeRecord) ?? null;
      },
      reserveAttempt: async (id, max) => this.reserveCodeAttempt(id, max),
      consume: async (id, at) => this.consumeCodeOnce(id, at),
      invalidate: async (purpose, phone, at) => {
        await this.updatePhoneAuthCodes({ selector: { purpose, phone, consumed_at: null }, data: { consumed_at: at } });
      },
    };
  }

  /** Single use under concurrency: only one UPDATE can flip consumed_at from NULL. */
  @InjectManager()
  async consumeCodeOnce(id: string, at: Date, @MedusaContext() sharedContext: Context = {}): Promise<boolean> {
    const manager = sharedContext.manager as any;
    const rows = await manager.execute("update phone_auth_code set consumed_at = ?, updated_at = now() where id = ? and consumed_at is null returning id", [
      at,
      id,
    ]);
    return Array.isArray(rows) && rows.length > 0;
  }

  /** One code attempt, reserved in a single UPDATE so parallel guesses cannot share an attempt (ADR 085). */
  @InjectManager()
  async reserveCodeAttempt(id: string, max: number, @MedusaContext() sharedContext: Context = {}): Promise<number | null> {
    const manager = sharedContext.manager as any;
    const rows = await manager.execute(
      "update phone_auth_code set attempts = attempts + 1, updated_at = now() where id = ? and consumed_at is null and attempts < ? returning attempts",
      [id, max],
    );
    return Array.isArray(rows) && rows.length > 0 ? Number(rows[0].attempts) : null;
  }

  /** Starts a session: a new random token (only its hash is stored), and the device limit applied. */
  async startSession(input: NewSessionInput): Promise<{ token: string; session: SessionView }> {
    const token = randomToken();
    return { token, session: await this.recordSession(input, sha256(token)) };
  }

  /** Stores a session for a token hash, replaces the device's older session and evicts least recently used devices. */
  async recordSession(input: NewSessionInput, tokenHash: string): Promise<SessionView> {
    const now = new Date();
    // A new sign-in on the same device replaces that device's older session.
    const sameDevice = await this.activeSessions(input.customer_id, now, input.device_fingerprint);
    if (sameDevice.length) await this.revoke(sameDevice.map((s) => s.id), "replaced", now);

    const session = (await this.createPhoneAuthSessions({
      customer_id: input.customer_id,
      token_hash: tokenHash,
      device_fingerprint: input.device_fingerprint,
      user_agent: input.user_agent?.slice(0, 500) ?? null,
      ip: input.ip?.slice(0, 100) ?? null,
      remember: input.remember,
      expires_at: sessionExpiry(now, input.remember, this.config.rememberDays, this.config.sessionHours),
      last_seen_at: now,
    })) as unknown as SessionView;

    const evict = sessionsToEvict(await this.activeSessions(input.customer_id, now), this.config.maxDevices);
    if (evict.length) await this.revoke(evict.map((s) => s.id), "too_many_devices", now);
    return session;
  }

  /**
   * Checks a session token from a request and the device it comes from. A different device revokes
   * every session of the customer (ADR 005). Throws PhoneAuthError (401) with the forced sign-out fields.
   */
  async checkSession(token: string | undefined, device: string | undefined): Promise<SessionView> {
    if (!token || token.length > 200) throw new PhoneAuthError(401, MESSAGES.notSignedIn);
    const [session] = (await this.listPhoneAuthSessions({ token_hash: sha256(token) }, { take: 1 })) as unknown as SessionView[];
    if (!session) throw new PhoneAuthError(401, MESSAGES.notSignedIn);
    if (session.revoked_at) throw forcedSignOut(session.revoke_reason ?? "") ?? new PhoneAuthError(401, MESSAGES.notSignedIn);
    const now = new Date();
    if (new Date(session.expires_at) <= now) throw new PhoneAuthError(401, MESSAGES.sessionExpired);
    if (!device) throw new PhoneAuthError(401, MESSAGES.notSignedIn);
    if (device !== session.device_fingerprint) {
      await this.revokeAllForCustomer(session.customer_id, "device_mismatch");
      throw forcedSignOut("device_mismatch")!;
    }
    // No write on every check (ADR 140): "last seen" moves at most once a minute, and the selector
    // makes it conditional, so checks arriving together do not all write.
    const lastSeen = new Date(session.last_seen_at);
    if (now.getTime() - lastSeen.getTime() < LAST_SEEN_RESOLUTION_MS) return session;
    await this.updatePhoneAuthSessions({
      selector: { id: session.id, last_seen_at: { $lt: new Date(now.getTime() - LAST_SEEN_RESOLUTION_MS) } },
      data: { last_seen_at: now },
    });
    return { ...session, last_seen_at: now };
  }

  /** Revokes the session with this token, if it is still active (logout). */
  async endSession(token: string | undefined): Promise<void> {
    if (!token || token.length > 200) return;
    const [session] = (await this.listPhoneAuthSessions({ token_hash: sha256(token), revoked_at: null }, { take: 1 })) as unknown as SessionView[];
    if (session) await this.revoke([session.id], "logout", new Date());
  }

  async activeSessions(customerId: string, now = new Date(), device?: string): Promise<SessionView[]> {
    return (await this.listPhoneAuthSessions(
      { customer_id: customerId, revoked_at: null, expires_at: { $gt: now }, ...(device ? { device_fingerprint: device } : {}) },
      { order: { last_seen_at: "DESC" } },
    )) as unknown as SessionView[];
  }

  async revokeAllForCustomer(customerId: string, reason: RevokeReason): Promise<number> {
    const active = (await this.listPhoneAuthSessions({ customer_id: customerId, revoked_at: null }, { select: ["id"] })) as unknown as SessionView[];
    await this.revoke(active.map((s) => s.id), reason, new Date());
    return active.length;
  }

  /** One session of this customer (the device list's "Sign out"); false when it is not theirs or already ended. */
  async revokeSessionOf(customerId: string, sessionId: string, reason: RevokeReason): Promise<boolean> {
    const [session] = await this.listPhoneAuthSessions({ id: sessionId, customer_id: customerId, revoked_at: null }, { take: 1, select: ["id"] });
    if (!session) return false;
    await this.revoke([session.id], reason, new Date());
    return true;
  }

  /** Revokes every active session of the customer except `keepSessionId`; returns the ids it revoked (for compensation). */
  async revokeOtherSessions(customerId: string, keepSessionId: string | null, reason: RevokeReason): Promise<string[]> {
    const active = (await this.listPhoneAuthSessions({ customer_id: customerId, revoked_at: null }, { select: ["id"] })) as unknown as SessionView[];
    const ids = active.map((s) => s.id).filter((id) => id !== keepSessionId);
    await this.revoke(ids, reason, new Date());
    return ids;
  }

  /** Compensation for a failed workflow: sessions it revoked work again. */
  async restoreSessions(ids: string[]): Promise<void> {
    if (!ids.length) return;
    await this.updatePhoneAuthSessions({ selector: { id: ids }, data: { revoked_at: null, revoke_reason: null } });
  }

  private async revoke(ids: string[], reason: RevokeReason, at: Date): Promise<void> {
    if (!ids.length) return;
    await this.updatePhoneAuthSessions({ selector: { id: ids, revoked_at: null }, data: { revoked_at: at, revoke_reason: reason } });
  }

  /**
   * A known device for this customer (ADR 086): a new random token (only its SHA-256 is stored), or the
   * presented one extended when it already belongs to the customer. `smsVerified` marks a device that
   * passed a sign-in code with "remember this device" (it skips the code next time). Returns the token
   * to set in the browser's cookie, or null when the presented one stays.
   */
  async rememberDevice(customerId: string, presented: string | undefined, options: { smsVerified?: boolean } = {}): Promise<string | null> {
    const trustedUntil = new Date(Date.now() + this.config.trustedDeviceDays * 86_400_000);
    const existing = presented ? await this.deviceOf(presented) : null;
    if (existing && existing.customer_id === customerId) {
      await this.updatePhoneAuthTrustedDevices({ id: existing.id, trusted_until: trustedUntil, ...(options.smsVerified ? { sms_verified: true } : {}) });
      return null;
    }
    const token = randomToken();
    await this.createPhoneAuthTrustedDevices({ customer_id: customerId, token_hash: sha256(token), sms_verified: Boolean(options.smsVerified), trusted_until: trustedUntil });
    return token;
  }

  /** The live (not revoked, not expired) device record of a token, if any. */
  async deviceOf(token: string | undefined): Promise<{ id: string; customer_id: string; sms_verified: boolean } | null> {
    if (!token || token.length > 200) return null;
    const [device] = await this.listPhoneAuthTrustedDevices(
      { token_hash: sha256(token), revoked_at: null, trusted_until: { $gt: new Date() } },
      { take: 1, select: ["id", "customer_id", "sms_verified"] },
    );
    return (device as unknown as { id: string; customer_id: string; sms_verified: boolean }) ?? null;
  }

  /** Skips the sign-in code: a device token of this customer that passed a code with "remember this device". */
  async isTrustedDevice(customerId: string, token: string | undefined): Promise<boolean> {
    const device = await this.deviceOf(token);
    return Boolean(device && device.customer_id === customerId && device.sms_verified);
  }

  /** Every known device of the customer stops counting (password reset or change, phone change). */
  async revokeDevices(customerId: string): Promise<void> {
    await this.updatePhoneAuthTrustedDevices({ selector: { customer_id: customerId, revoked_at: null }, data: { revoked_at: new Date() } });
  }
}
