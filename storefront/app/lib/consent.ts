/** Spec §3 cookie consent record, kept in localStorage under a product-named key. */
export const CONSENT_KEY = "glow_cookie_consent";

export interface CookieConsent {
  necessary: true;
  analytics: boolean;
  marketing: boolean;
  preferences: boolean;
  timestamp: string;
}

export type ConsentChoice = Pick<CookieConsent, "analytics" | "marketing" | "preferences">;

export const ACCEPT_ALL: ConsentChoice = { analytics: true, marketing: true, preferences: true };
export const NECESSARY_ONLY: ConsentChoice = { analytics: false, marketing: false, preferences: false };

/** The necessary category is always on, whatever was stored or chosen. */
export function makeConsent(choice: ConsentChoice, now: Date = new Date()): CookieConsent {
  return { necessary: true, analytics: Boolean(choice.analytics), marketing: Boolean(choice.marketing), preferences: Boolean(choice.preferences), timestamp: now.toISOString() };
}

/** A stored record, or null when there is none or it is unreadable (the banner then shows again). */
export function parseConsent(raw: string | null): CookieConsent | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<Record<keyof CookieConsent, unknown>>;
    if (typeof value !== "object" || value === null || typeof value.timestamp !== "string") return null;
    for (const key of ["analytics", "marketing", "preferences"] as const) if (typeof value[key] !== "boolean") return null;
    return { necessary: true, analytics: value.analytics as boolean, marketing: value.marketing as boolean, preferences: value.preferences as boolean, timestamp: value.timestamp };
  } catch {
    return null;
  }
}

export function readConsent(storage: Pick<Storage, "getItem"> | undefined = typeof localStorage === "undefined" ? undefined : localStorage): CookieConsent | null {
  try {
    return parseConsent(storage?.getItem(CONSENT_KEY) ?? null);
  } catch {
    return null;
  }
}

export const CONSENT_EVENT = "glow:consent";

export function saveConsent(choice: ConsentChoice): CookieConsent {
  const consent = makeConsent(choice);
  try {
    localStorage.setItem(CONSENT_KEY, JSON.stringify(consent));
  } catch {
    // Private mode or full storage: the choice holds for this page view only.
  }
  window.dispatchEvent(new CustomEvent(CONSENT_EVENT, { detail: consent }));
  return consent;
}

/**
 * Glow loads no analytics or marketing scripts today. Any that are ever added must be loaded
 * through this check (and on CONSENT_EVENT), never unconditionally.
 */
export function hasConsent(category: "analytics" | "marketing" | "preferences"): boolean {
  return readConsent()?.[category] === true;
}
