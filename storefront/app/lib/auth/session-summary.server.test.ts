import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import net from "node:net";
import Redis from "ioredis";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  MAX_SESSION_SUMMARY_MS,
  MemorySummaryStore,
  RedisSummaryStore,
  SessionSummaries,
  sessionSummaryMaxAgeFromEnv,
  summaryKey,
  type SummaryStore,
} from "./session-summary.server";
import type { User } from "./user";

/** A JWT-shaped token (only its payload is read here; Medusa verifies the signature). */
const jwt = (customerId: string, expiresInMs: number, now: number) =>
  `x.${Buffer.from(JSON.stringify({ actor_id: customerId, exp: Math.floor((now + expiresInMs) / 1000) })).toString("base64url")}.y`;
const user = (id: string, firstName = "Ama"): User => ({ id, firstName, lastName: "Mensah", phoneNumber: "0244000001", email: null, isAdmin: false, askCodeOnNewDevice: false });

function summariesWith(store: SummaryStore, maxAgeMs = 5_000) {
  const clock = { now: 1_800_000_000_000 };
  const summaries = new SessionSummaries(store, maxAgeMs, () => clock.now);
  const remember = (token: string, customerId: string, fingerprint = "device1", firstName = "Ama") =>
    summaries.remember(token, { user: user(customerId, firstName), medusaToken: jwt(customerId, 300_000, clock.now), cartId: "cart_1", fingerprint });
  return { clock, summaries, remember };
}

describe("the staleness bound", () => {
  it("is 5 s by default, never more, and 0 turns the cache off", () => {
    expect(sessionSummaryMaxAgeFromEnv(undefined)).toBe(5_000);
    expect(sessionSummaryMaxAgeFromEnv("")).toBe(5_000);
    expect(sessionSummaryMaxAgeFromEnv("2000")).toBe(2_000);
    expect(sessionSummaryMaxAgeFromEnv("60000")).toBe(MAX_SESSION_SUMMARY_MS);
    expect(sessionSummaryMaxAgeFromEnv("0")).toBe(0);
    expect(sessionSummaryMaxAgeFromEnv("soon")).toBe(0);
  });
});

function behavesLikeASummaryCache(name: string, makeStore: () => SummaryStore, reset: () => Promise<unknown> = async () => undefined) {
  describe(name, () => {
    beforeEach(reset);
    it("answers a verified session on the same device within the bound, and never after it", async () => {
      const { clock, summaries, remember } = summariesWith(makeStore());
      await remember("token-a", "cus_1");
      expect((await summaries.lookup("token-a", "device1")).summary?.user.id).toBe("cus_1");
      clock.now += 4_999;
      expect((await summaries.lookup("token-a", "device1")).summary?.cartId).toBe("cart_1");
      clock.now += 1;
      const late = await summaries.lookup("token-a", "device1");
      expect(late.summary).toBeUndefined();
    });

    it("sends another device (a copied cookie) or a missing fingerprint to Medusa, naming the customer", async () => {
      const { summaries, remember } = summariesWith(makeStore());
      await remember("token-a", "cus_1");
      const copied = await summaries.lookup("token-a", "thiefdevice");
      expect(copied.summary).toBeUndefined();
      expect(copied.stale?.user.id).toBe("cus_1");
      expect((await summaries.lookup("token-a", undefined)).summary).toBeUndefined();
      expect((await summaries.lookup("token-b", "device1")).summary).toBeUndefined();
    });

    it("does not keep a JWT with a minute or less left", async () => {
      const { clock, summaries } = summariesWith(makeStore());
      await summaries.remember("token-a", { user: user("cus_1"), medusaToken: jwt("cus_1", 59_000, clock.now), cartId: null, fingerprint: "device1" });
      await summaries.remember("token-b", { user: user("cus_1"), medusaToken: "not-a-jwt", cartId: null, fingerprint: "device1" });
      expect((await summaries.lookup("token-a", "device1")).summary).toBeUndefined();
      expect((await summaries.lookup("token-b", "device1")).summary).toBeUndefined();
    });

    it("sign-out forgets that session only; an account write forgets every session of the customer", async () => {
      const { summaries, remember } = summariesWith(makeStore());
      await remember("phone", "cus_1", "device1");
      await remember("laptop", "cus_1", "device2");
      await remember("other-shopper", "cus_2", "device3");
      await summaries.forgetSession("phone");
      expect((await summaries.lookup("phone", "device1")).summary).toBeUndefined();
      expect((await summaries.lookup("laptop", "device2")).summary).toBeDefined();

      await remember("phone", "cus_1", "device1");
      await summaries.forgetAfterWrite("laptop"); // e.g. a password change made on the laptop
      expect((await summaries.lookup("phone", "device1")).summary).toBeUndefined();
      expect((await summaries.lookup("laptop", "device2")).summary).toBeUndefined();
      expect((await summaries.lookup("other-shopper", "device3")).summary?.user.id).toBe("cus_2");
    });

    it("forgetCustomer drops every device of one customer (a forced sign-out of all devices)", async () => {
      const { summaries, remember } = summariesWith(makeStore());
      await remember("phone", "cus_1", "device1");
      await remember("laptop", "cus_1", "device2");
      await summaries.forgetCustomer("cus_1");
      expect((await summaries.lookup("phone", "device1")).summary).toBeUndefined();
      expect((await summaries.lookup("laptop", "device2")).summary).toBeUndefined();
    });

    it("a sign-out or account change that overtakes a session check in flight wins: the check's answer is not kept", async () => {
      const { clock, summaries } = summariesWith(makeStore());
      const answer = (customerId: string) => ({ user: user(customerId), medusaToken: jwt(customerId, 300_000, clock.now), cartId: null, fingerprint: "device1" });
      // A check of "phone" starts; a password reset of its customer lands; then the check answers.
      const startedAt = clock.now;
      clock.now += 3;
      await summaries.forgetCustomer("cus_1");
      clock.now += 3;
      await summaries.remember("phone", answer("cus_1"), startedAt);
      expect((await summaries.lookup("phone", "device1")).summary).toBeUndefined();
      // The same for a sign-out of that session only.
      const secondStart = clock.now;
      clock.now += 3;
      await summaries.forgetSession("tablet");
      await summaries.remember("tablet", answer("cus_2"), secondStart);
      expect((await summaries.lookup("tablet", "device1")).summary).toBeUndefined();
      // A check that starts after the removal is kept as usual.
      clock.now += 3;
      await summaries.remember("phone", answer("cus_1"), clock.now);
      expect((await summaries.lookup("phone", "device1")).summary?.user.id).toBe("cus_1");
    });

    it("keeps nothing when the bound is 0", async () => {
      const { summaries, remember } = summariesWith(makeStore(), 0);
      await remember("token-a", "cus_1");
      expect(await summaries.lookup("token-a", "device1")).toEqual({});
    });

    it("never stores the session token itself", async () => {
      const store = makeStore();
      const { remember } = summariesWith(store);
      await remember("secret-session-token", "cus_1");
      expect(summaryKey("secret-session-token")).not.toContain("secret");
      expect(JSON.stringify(await store.get(summaryKey("secret-session-token")))).not.toContain("secret-session-token");
    });
  });
}

behavesLikeASummaryCache("in memory (one process)", () => new MemorySummaryStore());

describe("in memory: bounded size", () => {
  it("evicts the least recently used sessions and their customer index with them", async () => {
    const store = new MemorySummaryStore(3);
    const { summaries, remember } = summariesWith(store);
    for (const n of [1, 2, 3, 4, 5]) await remember(`token-${n}`, `cus_${n}`);
    expect(store.size).toBe(3);
    expect((await summaries.lookup("token-1", "device1")).summary).toBeUndefined();
    expect((await summaries.lookup("token-5", "device1")).summary?.user.id).toBe("cus_5");
    await summaries.forgetCustomer("cus_1"); // already evicted: nothing to do, nothing thrown
    expect(store.size).toBe(3);
  });
});

// The scale topology's store, against a real redis-server on a loopback port when one is installed.
const hasRedis = spawnSync("redis-server", ["--version"]).status === 0;
describe.skipIf(!hasRedis)("in Redis (several processes)", () => {
  let server: ChildProcess;
  const clients: Redis[] = [];
  let port = 0;
  beforeAll(async () => {
    port = await new Promise<number>((resolve) => {
      const probe = net.createServer().listen(0, "127.0.0.1", () => {
        const { port: free } = probe.address() as net.AddressInfo;
        probe.close(() => resolve(free));
      });
    });
    server = spawn("redis-server", ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"], { stdio: "ignore" });
    const probe = new Redis({ port, host: "127.0.0.1", lazyConnect: true, retryStrategy: () => 50 });
    probe.on("error", () => undefined);
    for (let i = 0; i < 100; i++) {
      try {
        await probe.connect();
        break;
      } catch {
        await new Promise((r) => setTimeout(r, 50));
      }
    }
    await probe.flushall();
    probe.disconnect();
  });
  afterAll(() => {
    for (const c of clients) c.disconnect();
    server?.kill();
  });
  const redisStore = () => {
    const client = new Redis({ port, host: "127.0.0.1" });
    clients.push(client);
    return new RedisSummaryStore(client);
  };

  behavesLikeASummaryCache("Redis store", redisStore, async () => {
    const admin = new Redis({ port, host: "127.0.0.1" });
    await admin.flushall();
    admin.disconnect();
  });

  it("a removal through one process applies to the other at once", async () => {
    const processA = summariesWith(redisStore());
    const processB = new SessionSummaries(redisStore(), 5_000, () => processA.clock.now);
    await processA.remember("shared-token", "cus_9");
    expect((await processB.lookup("shared-token", "device1")).summary?.user.id).toBe("cus_9");
    await processB.forgetCustomer("cus_9");
    expect((await processA.summaries.lookup("shared-token", "device1")).summary).toBeUndefined();
  });

  it("lets Redis expire entries after the bound", async () => {
    const store = redisStore();
    const summaries = new SessionSummaries(store, 200);
    await summaries.remember("short", { user: user("cus_8"), medusaToken: jwt("cus_8", 300_000, Date.now()), cartId: null, fingerprint: "device1" });
    expect(await store.get(summaryKey("short"))).toBeDefined();
    await new Promise((r) => setTimeout(r, 350));
    expect(await store.get(summaryKey("short"))).toBeUndefined();
  });

  it("counts an unreachable Redis as a miss instead of failing the page", async () => {
    const client = new Redis({ port: 1, host: "127.0.0.1", maxRetriesPerRequest: 0, enableOfflineQueue: false, lazyConnect: true });
    client.on("error", () => undefined);
    clients.push(client);
    const summaries = new SessionSummaries(new RedisSummaryStore(client), 5_000);
    await summaries.remember("t", { user: user("cus_7"), medusaToken: jwt("cus_7", 300_000, Date.now()), cartId: null, fingerprint: "device1" });
    expect(await summaries.lookup("t", "device1")).toEqual({});
    await expect(summaries.forgetAfterWrite("t")).resolves.toBeUndefined();
  });
});
