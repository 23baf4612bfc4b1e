import vm from "node:vm";
import { describe, expect, it } from "vitest";
import { ACCEPT_ALL, CONSENT_EVENT, CONSENT_HEAD_SCRIPT, CONSENT_KEY, makeConsent, NECESSARY_ONLY, parseConsent, readConsent, SHOW_BANNER_ATTRIBUTE } from "./consent";

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

/**
 * Runs the head script against a fake <html>, localStorage and window; returns a click on a banner
 * button. The script's default action runs in a later task: `flush()` runs it, as the browser would
 * once the click's dispatch (React's handlers included) has ended.
 */
function runHeadScript(stored: string | null) {
  const attributes = new Set<string>();
  const storage = new Map<string, string>(stored === null ? [] : [[CONSENT_KEY, stored]]);
  let onClick: (event: { target: unknown; defaultPrevented: boolean }) => void = () => undefined;
  const tasks: Array<() => void> = [];
  const events: string[] = [];
  const window: { __glowConsentCustomize?: boolean; dispatchEvent: (event: { type: string }) => void } = { dispatchEvent: (event) => void events.push(event.type) };
  const context = vm.createContext({
    window,
    CustomEvent: class {
      constructor(public type: string) {}
    },
    setTimeout: (task: () => void) => tasks.push(task),
    localStorage: { getItem: (key: string) => storage.get(key) ?? null, setItem: (key: string, value: string) => storage.set(key, value) },
    document: {
      documentElement: { setAttribute: (name: string) => attributes.add(name), removeAttribute: (name: string) => attributes.delete(name) },
      addEventListener: (_type: string, listener: typeof onClick) => (onClick = listener),
    },
  });
  vm.runInContext(CONSENT_HEAD_SCRIPT, context);
  const flush = () => tasks.splice(0).forEach((task) => task());
  const click = (choice: string, claimedByReact = false) => {
    const event = { target: { closest: () => ({ getAttribute: () => choice }) }, defaultPrevented: false };
    onClick(event);
    event.defaultPrevented = claimedByReact; // a React handler runs after the head script's capture listener
    flush();
  };
  return { attributes, storage, window, events, click };
}

describe("cookie banner's default actions (CONSENT_HEAD_SCRIPT, ADR 076, 120)", () => {
  it("shows the banner only when no choice is stored", () => {
    expect(runHeadScript(null).attributes.has(SHOW_BANNER_ATTRIBUTE)).toBe(true);
    expect(runHeadScript(JSON.stringify(makeConsent(ACCEPT_ALL))).attributes.has(SHOW_BANNER_ATTRIBUTE)).toBe(false);
  });
  it("saves Accept All / Necessary Only as the same record, hides the banner and announces it; asks for the choices on Customize", () => {
    const page = runHeadScript(null);
    page.click("necessary");
    expect(page.attributes.has(SHOW_BANNER_ATTRIBUTE)).toBe(false);
    expect(parseConsent(page.storage.get(CONSENT_KEY) ?? null)).toMatchObject({ necessary: true, analytics: false, marketing: false, preferences: false });
    page.click("all");
    expect(parseConsent(page.storage.get(CONSENT_KEY) ?? null)).toMatchObject({ analytics: true, marketing: true, preferences: true });
    expect(page.events).toEqual([CONSENT_EVENT, CONSENT_EVENT]);
    const other = runHeadScript(null);
    other.click("customize");
    expect(other.window.__glowConsentCustomize).toBe(true);
    expect(other.events).toEqual([CONSENT_EVENT]);
    expect(other.storage.size).toBe(0);
  });
  it("does nothing for a click a React handler took (preventDefault), whatever the hydration stage", () => {
    const page = runHeadScript(null);
    page.click("all", true);
    page.click("customize", true);
    expect(page.storage.size).toBe(0);
    expect(page.window.__glowConsentCustomize).toBeUndefined();
    expect(page.events).toEqual([]);
    expect(page.attributes.has(SHOW_BANNER_ATTRIBUTE)).toBe(true);
  });
});
