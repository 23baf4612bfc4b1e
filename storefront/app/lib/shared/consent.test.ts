import vm from "node:vm";
import { describe, expect, it } from "vitest";
import { ACCEPT_ALL, CONSENT_HEAD_SCRIPT, CONSENT_KEY, makeConsent, NECESSARY_ONLY, parseConsent, readConsent, SHOW_BANNER_ATTRIBUTE } from "./consent";

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

/** Runs the head script against a fake <html> and localStorage; returns a click on a banner button. */
function runHeadScript(stored: string | null) {
  const attributes = new Set<string>();
  const storage = new Map<string, string>(stored === null ? [] : [[CONSENT_KEY, stored]]);
  let onClick: (event: { target: unknown }) => void = () => undefined;
  const window: { __glowBannerHydrated?: boolean; __glowConsentCustomize?: boolean } = {};
  const context = vm.createContext({
    window,
    localStorage: { getItem: (key: string) => storage.get(key) ?? null, setItem: (key: string, value: string) => storage.set(key, value) },
    document: {
      documentElement: { setAttribute: (name: string) => attributes.add(name), removeAttribute: (name: string) => attributes.delete(name) },
      addEventListener: (_type: string, listener: typeof onClick) => (onClick = listener),
    },
  });
  vm.runInContext(CONSENT_HEAD_SCRIPT, context);
  const click = (choice: string) => onClick({ target: { closest: () => ({ getAttribute: () => choice }) } });
  return { attributes, storage, window, click };
}

describe("cookie banner before React (CONSENT_HEAD_SCRIPT, ADR 076)", () => {
  it("shows the banner only when no choice is stored", () => {
    expect(runHeadScript(null).attributes.has(SHOW_BANNER_ATTRIBUTE)).toBe(true);
    expect(runHeadScript(JSON.stringify(makeConsent(ACCEPT_ALL))).attributes.has(SHOW_BANNER_ATTRIBUTE)).toBe(false);
  });
  it("saves Accept All / Necessary Only as the same record and hides the banner; remembers Customize", () => {
    const page = runHeadScript(null);
    page.click("necessary");
    expect(page.attributes.has(SHOW_BANNER_ATTRIBUTE)).toBe(false);
    expect(parseConsent(page.storage.get(CONSENT_KEY) ?? null)).toMatchObject({ necessary: true, analytics: false, marketing: false, preferences: false });
    page.click("all");
    expect(parseConsent(page.storage.get(CONSENT_KEY) ?? null)).toMatchObject({ analytics: true, marketing: true, preferences: true });
    const other = runHeadScript(null);
    other.click("customize");
    expect(other.window.__glowConsentCustomize).toBe(true);
    expect(other.storage.size).toBe(0);
  });
  it("leaves the buttons to React once the banner has hydrated", () => {
    const page = runHeadScript(null);
    page.window.__glowBannerHydrated = true;
    page.click("all");
    expect(page.storage.size).toBe(0);
  });
});
