import { describe, expect, it } from "vitest";
import { ACCEPT_ALL, CONSENT_KEY, makeConsent, NECESSARY_ONLY, parseConsent, readConsent } from "./consent";

describe("cookie consent record", () => {
  it("keeps the four booleans and a timestamp, necessary always on", () => {
    const now = new Date("2026-11-21T10:00:00Z");
    expect(makeConsent(ACCEPT_ALL, now)).toEqual({ necessary: true, analytics: true, marketing: true, preferences: true, timestamp: "2026-11-21T10:00:00.000Z" });
    expect(makeConsent(NECESSARY_ONLY, now)).toMatchObject({ necessary: true, analytics: false, marketing: false, preferences: false });
  });
  it("round-trips and rejects broken records", () => {
    const record = makeConsent({ analytics: true, marketing: false, preferences: true });
    expect(parseConsent(JSON.stringify(record))).toEqual(record);
    expect(parseConsent(JSON.stringify({ ...record, necessary: false }))?.necessary).toBe(true);
    expect(parseConsent("not json")).toBeNull();
    expect(parseConsent(JSON.stringify({ analytics: "yes", timestamp: "x" }))).toBeNull();
    expect(parseConsent(null)).toBeNull();
  });
  it("reads under the product-named key", () => {
    const store = new Map([[CONSENT_KEY, JSON.stringify(makeConsent(NECESSARY_ONLY))]]);
    expect(CONSENT_KEY).toBe("glow_cookie_consent");
    expect(readConsent({ getItem: (k) => store.get(k) ?? null })?.analytics).toBe(false);
    expect(readConsent({ getItem: () => { throw new Error("denied"); } })).toBeNull();
  });
});
