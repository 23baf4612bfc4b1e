import { describe, expect, it } from "vitest";
import { renderSms, loadConfig } from "./config";
import { forcedSignOut } from "./errors";
import { DEVICE_FINGERPRINT, sessionExpiry, sessionsToEvict } from "./sessions";

const s = (id: string, device: string, minute: number) => ({ id, device_fingerprint: device, last_seen_at: new Date(Date.UTC(2026, 10, 21, 10, minute)) });

describe("forced sign-out policy", () => {
  it("evicts the least recently used devices beyond the limit", () => {
    const active = [s("1", "a", 5), s("2", "b", 1), s("3", "c", 3), s("4", "d", 4)];
    expect(sessionsToEvict(active, 3).map((x) => x.id)).toEqual(["2"]);
    expect(sessionsToEvict(active, 4)).toEqual([]);
    expect(sessionsToEvict(active, 2).map((x) => x.id).sort()).toEqual(["2", "3"]);
  });

  it("counts devices, not sessions", () => {
    const active = [s("1", "a", 5), s("2", "a", 1), s("3", "b", 3), s("4", "c", 4)];
    expect(sessionsToEvict(active, 3)).toEqual([]);
  });

  it("maps revocation reasons to the spec's server error body", () => {
    expect(forcedSignOut("device_mismatch")?.extra).toEqual({ autoLogout: true, logoutAllDevices: true, reason: "device_mismatch" });
    expect(forcedSignOut("too_many_devices")?.extra).toEqual({ autoLogout: true, logoutAllDevices: false, reason: "too_many_devices" });
    expect(forcedSignOut("password_reset")?.status).toBe(401);
    expect(forcedSignOut("revoked_by_staff")?.extra.reason).toBe("revoked_by_staff");
    expect(forcedSignOut("logout")).toBeNull();
  });

  it("remember me → 30 days, otherwise 24 h", () => {
    const now = new Date("2026-11-21T10:00:00Z");
    expect(sessionExpiry(now, true, 30, 24).toISOString()).toBe("2026-12-21T10:00:00.000Z");
    expect(sessionExpiry(now, false, 30, 24).toISOString()).toBe("2026-11-22T10:00:00.000Z");
  });

  it("accepts the spec's base-36 fingerprints only", () => {
    expect(DEVICE_FINGERPRINT.test("k2j4h5")).toBe(true);
    expect(DEVICE_FINGERPRINT.test("")).toBe(false);
    expect(DEVICE_FINGERPRINT.test("ABC")).toBe(false);
    expect(DEVICE_FINGERPRINT.test("a".repeat(65))).toBe(false);
  });
});

describe("configuration", () => {
  it("has the documented defaults; options tune it, and a wrong one is named", () => {
    const config = loadConfig({}, {});
    expect(config).toMatchObject({ codeTtlSeconds: 600, maxCodeAttempts: 5, maxDevices: 3, rememberDays: 30, sessionHours: 24, jwtTtlSeconds: 300, shopAdminGroup: "Shop admins" });
    expect(config.limits).toEqual({ codesPerPhonePerMinute: 1, codesPerPhonePerHour: 5, codesPerIpPerHour: 20, loginFailuresPerPhone: 5,
      loginFailureWindowSeconds: 900,
      loginFailuresPerIpPerMinute: 10,
      loginFailuresPerIpPerHour: 100,
      codeChecksPerPhone: 10,
      codeChecksPerIpPerHour: 60,
      dummyHashesPerSecond: 10,
    });
    expect(loadConfig({ maxDevices: 5, shopAdminGroup: "Staff", jwtTtlSeconds: 120, limits: { codesPerIpPerHour: 7 } }, {})).toMatchObject({
      maxDevices: 5,
      shopAdminGroup: "Staff",
      jwtTtlSeconds: 120,
      limits: { codesPerIpPerHour: 7, codesPerPhonePerHour: 5 },
    });
    // A wrong option stops Medusa at start-up with its name (ADR 240), instead of a silent default.
    expect(() => loadConfig({ jwtTtlSeconds: 3600 }, {})).toThrow(/jwtTtlSeconds: must be at most 300 seconds/);
    expect(() => loadConfig({ limits: { codesPerIpPerHour: "lots" as unknown as number } }, {})).toThrow(/limits\.codesPerIpPerHour: must be a whole number of codes/);
    expect(() => loadConfig({ sms: { registraton: "typo" } } as never, {})).toThrow(/sms: unknown option registraton/);
    // Options tune; the plugin reads no tunable from the environment (Medusa refuses a retired one at start).
    expect(loadConfig({}, { MAX_DEVICES: "5" }).maxDevices).toBe(3);
    expect(loadConfig({}, { PHONE_AUTH_SECRET: "a" }).secret).not.toBe(loadConfig({}, { PHONE_AUTH_SECRET: "b" }).secret);
  });

  it("puts the code in the SMS as a separate word", () => {
    const config = loadConfig({}, {});
    for (const template of [config.sms.registration, config.sms.passwordReset, config.sms.deviceLogin, "Code:{code}.", "no placeholder"]) {
      const text = renderSms(template, "AB34CD");
      expect(text.split(/\s+/)).toContain("AB34CD");
    }
    expect(renderSms(config.sms.registrationExisting)).toMatch(/Forgot Password/);
  });
});
