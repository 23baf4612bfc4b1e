import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PhoneAuthError } from "./errors";
import { ipKey, Limits } from "./limits";

const config = {
  codesPerPhonePerMinute: 1,
  codesPerPhonePerHour: 5,
  codesPerIpPerHour: 20,
  loginFailuresPerPhone: 5,
  loginFailureWindowSeconds: 900,
  loginFailuresPerIpPerMinute: 10,
  loginFailuresPerIpPerHour: 100,
  codeChecksPerPhone: 10,
  codeChecksPerIpPerHour: 60,
  dummyHashesPerSecond: 10,
};

async function rejection(promise: Promise<unknown>): Promise<PhoneAuthError> {
  try {
    await promise;
  } catch (error) {
    return error as PhoneAuthError;
  }
  throw new Error("expected a 429");
}

describe("limits (in memory, fake clock)", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date("2026-11-21T10:00:00Z"));
  });
  afterEach(() => vi.useRealTimers());

  it("1 code per phone per purpose per 60 s, with retryAfter and a sentence", async () => {
    const limits = new Limits(config);
    await limits.consumeCodeSend("registration", "+233244000001", "1.1.1.1");
    const error = await rejection(limits.consumeCodeSend("registration", "+233244000001", "1.1.1.1"));
    expect(error.status).toBe(429);
    expect(error.extra.retryAfter).toBe(60);
    expect(error.message).toBe("Please wait 60 seconds before asking for another code.");
    // Another phone is not affected.
    await limits.consumeCodeSend("registration", "+233244000002", "1.1.1.1");
    vi.advanceTimersByTime(60_000);
    await limits.consumeCodeSend("registration", "+233244000001", "1.1.1.1");
  });

  it("each purpose has its own minute: a reset code right after a sign-up attempt is sent, a second reset is not", async () => {
    const limits = new Limits(config);
    await limits.consumeCodeSend("registration", "+233244000011", "1.1.1.1");
    await limits.consumeCodeSend("password_reset", "+233244000011", "1.1.1.1");
    const again = await rejection(limits.consumeCodeSend("password_reset", "+233244000011", "1.1.1.1"));
    expect(again.status).toBe(429);
    expect(again.code).toBe("phone_auth.too_many_codes");
    expect(again.message).toBe("Please wait 60 seconds before asking for another code.");
    expect(again.extra.retryAfter).toBe(60);
    // The refused reset did not take one of the number's 5 an hour: device sign-in and phone change still go.
    await limits.consumeCodeSend("device_login", "+233244000011", "1.1.1.1");
    await limits.consumeCodeSend("phone_change", "+233244000011", "1.1.1.1");
    await limits.consumeCodeSend("registration", "+233244000012", "1.1.1.1");
  });

  it("across purposes one number gets at most 5 codes an hour: 30 parallel requests of every purpose send 4, then 1 more", async () => {
    const limits = new Limits(config);
    const purposes = ["registration", "password_reset", "device_login", "phone_change"] as const;
    const burst = await Promise.allSettled(
      Array.from({ length: 120 }, (_, i) => limits.consumeCodeSend(purposes[i % 4]!, "+233244000013", `10.5.${i}.1`)),
    );
    // One a purpose in the first minute.
    expect(burst.filter((r) => r.status === "fulfilled")).toHaveLength(4);
    vi.advanceTimersByTime(61_000);
    const next = await Promise.allSettled(purposes.map((purpose, i) => limits.consumeCodeSend(purpose, "+233244000013", `10.6.${i}.1`)));
    // The fifth of the hour; every other purpose is refused by the number's hourly cap.
    expect(next.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const refused = next.filter((r): r is PromiseRejectedResult => r.status === "rejected").map((r) => r.reason as PhoneAuthError);
    expect(refused).toHaveLength(3);
    for (const error of refused) expect(error.message).toMatch(/^Too many codes were sent to this number\. Please try again in \d+ minutes\.$/);
    // Still refused after further minutes, until the hour has passed.
    vi.advanceTimersByTime(10 * 61_000);
    await expect(limits.consumeCodeSend("registration", "+233244000013", "10.7.0.1")).rejects.toMatchObject({ status: 429 });
    vi.advanceTimersByTime(3600_000);
    await limits.consumeCodeSend("registration", "+233244000013", "10.7.0.1");
  });

  it("the network's 20 an hour count every purpose", async () => {
    const limits = new Limits(config);
    const purposes = ["registration", "password_reset", "device_login", "phone_change"] as const;
    for (let i = 0; i < 20; i++) await limits.consumeCodeSend(purposes[i % 4]!, `+2332440002${String(i).padStart(2, "0")}`, "41.66.9.9");
    const error = await rejection(limits.consumeCodeSend("password_reset", "+233244000299", "41.66.9.9"));
    expect(error.message).toMatch(/from your network/);
  });

  it("5 codes per phone per hour", async () => {
    const limits = new Limits(config);
    for (let i = 0; i < 5; i++) {
      await limits.consumeCodeSend("registration", "+233244000001", `10.0.0.${i}`);
      vi.advanceTimersByTime(61_000);
    }
    const error = await rejection(limits.consumeCodeSend("registration", "+233244000001", "10.0.0.9"));
    expect(error.message).toMatch(/Too many codes were sent to this number. Please try again in \d+ minutes./);
    expect(error.extra.retryAfter).toBeGreaterThan(3000);
  });

  it("20 sends per IP per hour; a refused send does not count", async () => {
    const limits = new Limits(config);
    for (let i = 0; i < 20; i++) await limits.consumeCodeSend("registration", `+2332440001${String(i).padStart(2, "0")}`, "1.1.1.1");
    const error = await rejection(limits.consumeCodeSend("registration", "+233244000199", "1.1.1.1"));
    expect(error.message).toMatch(/from your network/);
    // The refused request did not use up the phone's own allowance.
    await limits.consumeCodeSend("registration", "+233244000199", "2.2.2.2");
  });

  it("5 failed sign-ins per phone per 15 minutes (reserved before the check), cleared by a success", async () => {
    const limits = new Limits(config);
    for (let i = 0; i < 5; i++) await limits.beginSignIn("+233244000001", `10.0.0.${i}`);
    const error = await rejection(limits.beginSignIn("+233244000001", "10.0.0.9"));
    expect(error.extra.retryAfter).toBe(900);
    expect(error.code).toBe("phone_auth.too_many_sign_ins");
    expect(error.message).toBe("Too many failed sign-in attempts. Please wait 15 minutes and try again, or reset your password.");
    vi.advanceTimersByTime(900_000);
    await limits.beginSignIn("+233244000001", "10.0.0.1");
    await limits.beginSignIn("+233244000002", "10.0.0.1");
    await limits.signInSucceeded("+233244000002", "10.0.0.1");
    for (let i = 0; i < 5; i++) await limits.beginSignIn("+233244000002", `10.0.1.${i}`);
  });

  it("60 parallel attempts for one phone: exactly 5 are let through", async () => {
    const limits = new Limits(config);
    const results = await Promise.allSettled(Array.from({ length: 60 }, (_, i) => limits.beginSignIn("+233244000003", `10.1.${i}.1`)));
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(5);
  });

  it("per network: 10 failed sign-ins a minute across any numbers, 100 an hour; a refusal costs the phone nothing", async () => {
    const limits = new Limits(config);
    const results = await Promise.allSettled(Array.from({ length: 40 }, (_, i) => limits.beginSignIn(`+2332440010${String(i).padStart(2, "0")}`, "41.66.1.1")));
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(10);
    const refused = (results.find((r) => r.status === "rejected") as PromiseRejectedResult).reason as PhoneAuthError;
    expect(refused.status).toBe(429);
    expect(refused.message).toMatch(/from your network/);
    expect(refused.extra.retryAfter).toBe(60);
    // The refused numbers' own allowance is untouched: 5 attempts from elsewhere still pass.
    for (let i = 0; i < 5; i++) await limits.beginSignIn("+233244001039", `10.2.0.${i}`);
    // Another network is not affected; a device this account used before is not held by the network limit.
    await limits.beginSignIn("+233244009999", "41.66.1.2");
    await limits.beginSignIn("+233244009998", "41.66.1.1", { knownDevice: true });
    // Successes give the attempt back: honest sign-ins do not fill the network's budget.
    const hour = new Limits(config);
    for (let i = 0; i < 50; i++) {
      await hour.beginSignIn(`+2332440020${String(i).padStart(2, "0")}`, "41.66.2.2");
      await hour.signInSucceeded(`+2332440020${String(i).padStart(2, "0")}`, "41.66.2.2");
    }
    await hour.beginSignIn("+233244003000", "41.66.2.2");
    // 100 an hour: ten minutes of 10 failures each, then refused for the rest of the hour.
    const slow = new Limits(config);
    for (let minute = 0; minute < 10; minute++) {
      for (let i = 0; i < 10; i++) await slow.beginSignIn(`+23324401${String(minute).padStart(2, "0")}${String(i).padStart(2, "0")}`, "41.66.3.3");
      vi.advanceTimersByTime(61_000);
    }
    const hourly = await rejection(slow.beginSignIn("+233244019999", "41.66.3.3"));
    expect(hourly.extra.retryAfter).toBeGreaterThan(2000);
  });

  it("code checks: 10 per phone, then 429; 30 parallel code sends for one phone: one passes", async () => {
    const limits = new Limits(config);
    const checks = await Promise.allSettled(Array.from({ length: 30 }, (_, i) => limits.beginCodeCheck("+233244000004", `10.3.${i}.1`)));
    expect(checks.filter((r) => r.status === "fulfilled")).toHaveLength(10);
    const sends = await Promise.allSettled(Array.from({ length: 30 }, () => limits.consumeCodeSend("password_reset", "+233244000005", "10.4.0.1")));
    expect(sends.filter((r) => r.status === "fulfilled")).toHaveLength(1);
  });

  it("counts IPv6 clients by their /64 and unwraps IPv4-mapped addresses", () => {
    expect(ipKey("::ffff:10.1.2.3")).toBe("10.1.2.3");
    expect(ipKey("41.66.1.1")).toBe("41.66.1.1");
    expect(ipKey("2001:db8:abcd:12:1:2:3:4")).toBe("2001:db8:abcd:12::/64");
    expect(ipKey("2001:db8:abcd:12::9")).toBe("2001:db8:abcd:12::/64");
    expect(ipKey("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(ipKey("::1")).toBe("0:0:0:0::/64");
    expect(ipKey(undefined)).toBeUndefined();
  });
});
