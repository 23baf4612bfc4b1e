import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PhoneAuthError } from "./errors";
import { Limits } from "./limits";

const config = { codesPerPhonePerMinute: 1, codesPerPhonePerHour: 5, codesPerIpPerHour: 20, loginFailuresPerPhone: 5, loginFailureWindowSeconds: 900 };

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

  it("1 code per phone per 60 s, with retryAfter and a sentence", async () => {
    const limits = new Limits(config);
    await limits.consumeCodeSend("+233244000001", "1.1.1.1");
    const error = await rejection(limits.consumeCodeSend("+233244000001", "1.1.1.1"));
    expect(error.status).toBe(429);
    expect(error.extra.retryAfter).toBe(60);
    expect(error.message).toBe("Please wait 60 seconds before asking for another code.");
    // Another phone is not affected.
    await limits.consumeCodeSend("+233244000002", "1.1.1.1");
    vi.advanceTimersByTime(60_000);
    await limits.consumeCodeSend("+233244000001", "1.1.1.1");
  });

  it("5 codes per phone per hour", async () => {
    const limits = new Limits(config);
    for (let i = 0; i < 5; i++) {
      await limits.consumeCodeSend("+233244000001", `10.0.0.${i}`);
      vi.advanceTimersByTime(61_000);
    }
    const error = await rejection(limits.consumeCodeSend("+233244000001", "10.0.0.9"));
    expect(error.message).toMatch(/Too many codes were sent to this number. Please try again in \d+ minutes./);
    expect(error.extra.retryAfter).toBeGreaterThan(3000);
  });

  it("20 sends per IP per hour; a refused send does not count", async () => {
    const limits = new Limits(config);
    for (let i = 0; i < 20; i++) await limits.consumeCodeSend(`+2332440001${String(i).padStart(2, "0")}`, "1.1.1.1");
    const error = await rejection(limits.consumeCodeSend("+233244000199", "1.1.1.1"));
    expect(error.message).toMatch(/from your network/);
    // The refused request did not use up the phone's own allowance.
    await limits.consumeCodeSend("+233244000199", "2.2.2.2");
  });

  it("5 failed sign-ins per phone per 15 minutes, cleared by a success", async () => {
    const limits = new Limits(config);
    for (let i = 0; i < 5; i++) {
      await limits.assertCanTryLogin("+233244000001");
      await limits.recordLoginFailure("+233244000001");
    }
    const error = await rejection(limits.assertCanTryLogin("+233244000001"));
    expect(error.extra.retryAfter).toBe(900);
    expect(error.message).toBe("Too many failed sign-in attempts. Please wait 15 minutes and try again, or reset your password.");
    vi.advanceTimersByTime(900_000);
    await limits.assertCanTryLogin("+233244000001");
    await limits.recordLoginFailure("+233244000002");
    await limits.clearLoginFailures("+233244000002");
    for (let i = 0; i < 4; i++) await limits.recordLoginFailure("+233244000002");
    await limits.assertCanTryLogin("+233244000002");
  });
});
