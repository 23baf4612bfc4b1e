/**
 * A short-lived, verified summary of a session (ADR 088): who the shopper is, the Medusa customer
 * JWT and the cart hint the phone-auth session check answered, kept for at most
 * SESSION_SUMMARY_MAX_AGE_MS so that a signed-in page render does not wait on Medusa every time.
 *
 * Staleness bound: a session revoked anywhere (another device, the Medusa admin, a password or phone
 * change, expiry) stops working on every storefront process within the entry's age limit (default
 * 5 s, `SESSION_CACHE_MS`, at most 5 s; 0 turns the cache off), because an entry is never used once
 * it is older than that. Writes made through this storefront act at once, on every process: sign-out,
 * any account change through the phone-auth plugin (profile, phone, password, devices, deletion),
 * and a forced sign-out seen by the session check all remove the entries they concern.
 *
 * Store: an LRU in memory (one process; with several `npm start` workers, removals are broadcast to
 * all of them, ADR 096), or Redis when REDIS_URL is set (the scale topology: several processes must
 * see one another's removals at once). Keys are SHA-256 of the session token, never
 * the token itself. A Redis failure counts as a miss (the session is checked in Medusa as before).
 */
import crypto from "node:crypto";
import type Redis from "ioredis";
import { LRUCache } from "lru-cache";
import { broadcast, inClusterWorker, onBroadcast } from "~/lib/cluster/cluster.server";
import { sharedRedis } from "~/lib/cluster/redis.server";
import type { User } from "./user";

export interface SessionSummary {
  user: User;
  /** The Medusa customer JWT of the check (valid ≥ 60 s more whenever the summary is used). */
  medusaToken: string;
  /** When that JWT expires (ms since epoch). */
  medusaTokenExpiresAt: number;
  cartId: string | null;
  /** The device fingerprint the session was checked with: any other device goes to Medusa (which revokes on a mismatch). */
  fingerprint: string;
  /** When Medusa confirmed the session (ms since epoch). */
  checkedAt: number;
}

/** The bound written in ADR 088: never more than 5 s. */
export const MAX_SESSION_SUMMARY_MS = 5_000;
/** A summary is only used while its JWT has at least this long left (Medusa's JWTs live ≤ 5 min). */
const MIN_JWT_LEFT_MS = 60_000;

export function sessionSummaryMaxAgeFromEnv(value = process.env.SESSION_CACHE_MS): number {
  if (value === undefined || value === "") return MAX_SESSION_SUMMARY_MS;
  const parsed = Number(value);
  if (!Number.isFinite(parsed) || parsed <= 0) return 0;
  return Math.min(Math.floor(parsed), MAX_SESSION_SUMMARY_MS);
}

export function summaryKey(sessionToken: string): string {
  return crypto.createHash("sha256").update(sessionToken).digest("base64url");
}

/** The customer id inside a Medusa customer JWT (`actor_id`); only used to group a customer's entries. */
export function customerIdOfJwt(jwt: string): string | undefined {
  try {
    const payload = JSON.parse(Buffer.from(jwt.split(".")[1] ?? "", "base64url").toString("utf8")) as { actor_id?: unknown };
    return typeof payload.actor_id === "string" ? payload.actor_id : undefined;
  } catch {
    return undefined;
  }
}

/** The expiry of a JWT (ms), or 0 when it has none readable (then it is never cached). */
export function jwtExpiresAt(jwt: string): number {
  try {
    const payload = JSON.parse(Buffer.from(jwt.split(".")[1] ?? "", "base64url").toString("utf8")) as { exp?: unknown };
    return typeof payload.exp === "number" ? payload.exp * 1000 : 0;
  } catch {
    return 0;
  }
}

export interface SummaryStore {
  get(key: string): Promise<SessionSummary | undefined>;
  set(key: string, summary: SessionSummary, ttlMs: number): Promise<void>;
  /** `at`: when the removal happened (ms; now by default), for removedSince. */
  delete(key: string, at?: number): Promise<void>;
  /** Removes every summary of one customer (all their devices). */
  deleteCustomer(customerId: string, at?: number): Promise<void>;
  /**
   * Whether the session (`key`) or its customer was removed at or after `since` (ms): a check that
   * started before a sign-out, reset or account change must not put its answer back afterwards.
   */
  removedSince(key: string, customerId: string, since: number): Promise<boolean>;
}

/** How long a removal is remembered: longer than any session check can take. */
const REMOVAL_MEMORY_MS = 60_000;
const removalOfSession = (key: string) => `s:${key}`;
const removalOfCustomer = (customerId: string) => `c:${customerId}`;

/** One process: an LRU with a per-entry age limit, and an index customer → keys for deleteCustomer. */
export class MemorySummaryStore implements SummaryStore {
  private readonly byCustomer = new Map<string, Set<string>>();
  private readonly cache: LRUCache<string, SessionSummary>;
  private readonly removals: LRUCache<string, number>;

  constructor(max = 20_000) {
    this.cache = new LRUCache<string, SessionSummary>({
      max,
      ttlAutopurge: false,
      dispose: (summary, key) => {
        const keys = this.byCustomer.get(summary.user.id);
        keys?.delete(key);
        if (keys && keys.size === 0) this.byCustomer.delete(summary.user.id);
      },
    });
    this.removals = new LRUCache<string, number>({ max, ttl: REMOVAL_MEMORY_MS });
  }

  async get(key: string): Promise<SessionSummary | undefined> {
    return this.cache.get(key);
  }

  async set(key: string, summary: SessionSummary, ttlMs: number): Promise<void> {
    this.cache.set(key, summary, { ttl: ttlMs });
    let keys = this.byCustomer.get(summary.user.id);
    if (!keys) this.byCustomer.set(summary.user.id, (keys = new Set()));
    keys.add(key);
  }

  async delete(key: string, at = Date.now()): Promise<void> {
    this.removals.set(removalOfSession(key), at);
    this.cache.delete(key);
  }

  async deleteCustomer(customerId: string, at = Date.now()): Promise<void> {
    this.removals.set(removalOfCustomer(customerId), at);
    for (const key of [...(this.byCustomer.get(customerId) ?? [])]) this.cache.delete(key);
    this.byCustomer.delete(customerId);
  }

  async removedSince(key: string, customerId: string, since: number): Promise<boolean> {
    return [this.removals.get(removalOfSession(key)), this.removals.get(removalOfCustomer(customerId))].some((at) => at !== undefined && at >= since);
  }

  get size(): number {
    return this.cache.size;
  }
}

/**
 * Several workers of one `npm start` without Redis (ADR 096): each keeps its own memory store, and a
 * removal is applied by every other worker before it returns, so a sign-out or account change is
 * honoured by the next request whichever worker answers it.
 */
export class ClusterSummaryStore implements SummaryStore {
  static readonly DELETE = "session-summary:delete";
  static readonly DELETE_CUSTOMER = "session-summary:delete-customer";

  constructor(private readonly local: MemorySummaryStore) {
    onBroadcast(ClusterSummaryStore.DELETE, (key) => local.delete(String(key)));
    onBroadcast(ClusterSummaryStore.DELETE_CUSTOMER, (customerId) => local.deleteCustomer(String(customerId)));
  }

  get(key: string): Promise<SessionSummary | undefined> {
    return this.local.get(key);
  }

  set(key: string, summary: SessionSummary, ttlMs: number): Promise<void> {
    return this.local.set(key, summary, ttlMs);
  }

  async delete(key: string, at?: number): Promise<void> {
    await this.local.delete(key, at);
    await broadcast(ClusterSummaryStore.DELETE, key);
  }

  async deleteCustomer(customerId: string, at?: number): Promise<void> {
    await this.local.deleteCustomer(customerId, at);
    await broadcast(ClusterSummaryStore.DELETE_CUSTOMER, customerId);
  }

  removedSince(key: string, customerId: string, since: number): Promise<boolean> {
    return this.local.removedSince(key, customerId, since);
  }
}

/** Several processes (REDIS_URL): one entry per session (`PX` = the age limit) and a set of keys per customer. */
export class RedisSummaryStore implements SummaryStore {
  constructor(private readonly redis: Redis) {}

  private entry = (key: string) => `glow:session-summary:${key}`;
  private customer = (id: string) => `glow:session-summary:customer:${id}`;
  private removal = (what: string) => `glow:session-summary:removed:${what}`;

  async get(key: string): Promise<SessionSummary | undefined> {
    try {
      const raw = await this.redis.get(this.entry(key));
      return raw ? (JSON.parse(raw) as SessionSummary) : undefined;
    } catch {
      return undefined;
    }
  }

  async set(key: string, summary: SessionSummary, ttlMs: number): Promise<void> {
    try {
      await this.redis
        .multi()
        .set(this.entry(key), JSON.stringify(summary), "PX", ttlMs)
        .sadd(this.customer(summary.user.id), key)
        .pexpire(this.customer(summary.user.id), ttlMs * 2)
        .exec();
    } catch {
      // Not kept: the next request checks the session in Medusa.
    }
  }

  async delete(key: string, at = Date.now()): Promise<void> {
    await this.redis
      .multi()
      .set(this.removal(removalOfSession(key)), String(at), "PX", REMOVAL_MEMORY_MS)
      .del(this.entry(key))
      .exec()
      .catch(() => undefined);
  }

  async deleteCustomer(customerId: string, at = Date.now()): Promise<void> {
    try {
      await this.redis.set(this.removal(removalOfCustomer(customerId)), String(at), "PX", REMOVAL_MEMORY_MS);
      const keys = await this.redis.smembers(this.customer(customerId));
      await this.redis.del(this.customer(customerId), ...keys.map(this.entry));
    } catch {
      // Redis down: the entries expire within the age limit anyway.
    }
  }

  async removedSince(key: string, customerId: string, since: number): Promise<boolean> {
    try {
      const times = await this.redis.mget(this.removal(removalOfSession(key)), this.removal(removalOfCustomer(customerId)));
      return times.some((at) => at !== null && Number(at) >= since);
    } catch {
      // Not known: do not keep the answer (the next request checks in Medusa).
      return true;
    }
  }
}

/**
 * The cache the session check uses. `maxAgeMs` is the staleness bound; entries older than it are
 * never used (the store's own TTL enforces it, and `lookup` checks `checkedAt` again).
 */
export class SessionSummaries {
  constructor(
    readonly store: SummaryStore,
    readonly maxAgeMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** The summary for this session on this device, if fresh; undefined sends the caller to Medusa. */
  async lookup(sessionToken: string, fingerprint: string | undefined): Promise<{ summary?: SessionSummary; stale?: SessionSummary }> {
    if (this.maxAgeMs <= 0) return {};
    const summary = await this.store.get(summaryKey(sessionToken));
    if (!summary) return {};
    const now = this.now();
    const fresh =
      fingerprint !== undefined &&
      summary.fingerprint === fingerprint &&
      now - summary.checkedAt < this.maxAgeMs &&
      summary.medusaTokenExpiresAt - now > MIN_JWT_LEFT_MS;
    // A stale or other-device entry is still returned as `stale`: it names the customer, so that a
    // forced sign-out of all devices can remove the customer's other entries too.
    return fresh ? { summary } : { stale: summary };
  }

  /**
   * Keeps the answer of a session check that started at `checkStartedAt`, unless the session or its
   * customer was removed since then (a sign-out or password reset that overtook the check).
   */
  async remember(sessionToken: string, input: Omit<SessionSummary, "checkedAt" | "medusaTokenExpiresAt">, checkStartedAt = this.now()): Promise<void> {
    if (this.maxAgeMs <= 0) return;
    const medusaTokenExpiresAt = jwtExpiresAt(input.medusaToken);
    if (medusaTokenExpiresAt - this.now() <= MIN_JWT_LEFT_MS) return;
    const key = summaryKey(sessionToken);
    if (await this.store.removedSince(key, input.user.id, checkStartedAt)) return;
    await this.store.set(key, { ...input, medusaTokenExpiresAt, checkedAt: checkStartedAt }, this.maxAgeMs);
    // A removal that landed between the check above and the write: undo the write.
    if (await this.store.removedSince(key, input.user.id, checkStartedAt)) await this.store.delete(key, this.now());
  }

  /** This session only (sign-out, a session Medusa no longer accepts). */
  async forgetSession(sessionToken: string): Promise<void> {
    await this.store.delete(summaryKey(sessionToken), this.now());
  }

  /** Every session of the customer (account changes, sign-out of all devices). */
  async forgetCustomer(customerId: string): Promise<void> {
    await this.store.deleteCustomer(customerId, this.now());
  }

  /**
   * After an account write made with this session (profile, phone, password, devices, deletion, sign-out):
   * the session's own entry and, when known, every entry of its customer.
   */
  async forgetAfterWrite(sessionToken: string): Promise<void> {
    const existing = await this.store.get(summaryKey(sessionToken));
    await this.forgetSession(sessionToken);
    if (existing) await this.forgetCustomer(existing.user.id);
  }
}

let shared: SessionSummaries | undefined;

/** The process's cache: Redis with REDIS_URL, else memory; age limit from SESSION_CACHE_MS (default 5 s). */
export function sessionSummaries(): SessionSummaries {
  if (!shared) {
    const redis = sharedRedis();
    let store: SummaryStore;
    if (redis) {
      store = new RedisSummaryStore(redis);
    } else {
      store = inClusterWorker() ? new ClusterSummaryStore(new MemorySummaryStore()) : new MemorySummaryStore();
    }
    shared = new SessionSummaries(store, sessionSummaryMaxAgeFromEnv());
  }
  return shared;
}
