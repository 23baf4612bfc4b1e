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

/**
 * Announced on `window` when a choice is saved (`detail`: the record), and by the head script, with no
 * detail, when "Customize" was pressed before React took the banner's buttons (ADR 120).
 */
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

/** Set on <html> while the cookie banner should show (no stored choice); CSS hides the banner otherwise. */
export const SHOW_BANNER_ATTRIBUTE = "data-show-cookie-banner";
/** The banner's buttons say which choice they make, so the inline script below can act before React has loaded. */
export const CHOICE_ATTRIBUTE = "data-consent-choice";

declare global {
  interface Window {
    /** Set by the head script's default action for "Customize" (read with `customizeRequested`). */
    __glowConsentCustomize?: boolean;
  }
}

export function customizeRequested(): boolean {
  return typeof window !== "undefined" && window.__glowConsentCustomize === true;
}

/** React's "Customize": the same record of the request as the head script's, so a remounted banner keeps it. */
export function requestCustomize(): void {
  window.__glowConsentCustomize = true;
  window.dispatchEvent(new CustomEvent(CONSENT_EVENT));
}

/**
 * The cookie banner is in the server's HTML so it paints with the page (it used to appear only
 * after hydration and was then the page's largest, and last, paint). This inline script in <head>
 * (ADR 076) runs before the body is parsed:
 * - it shows the banner only when no choice is stored (no flash for returning shoppers; without
 *   JavaScript, which could not store a choice, the banner stays hidden);
 * - it gives the banner's three buttons a *default action*, as a link or a form has one (ADR 120):
 *   when a click's dispatch has ended (next task) and no handler called `preventDefault()` — React's
 *   handlers do, from the moment React handles the button, whatever the hydration stage — "Accept
 *   All" and "Necessary Only" save the same record as `saveConsent` and hide the banner, "Customize"
 *   sets `__glowConsentCustomize`; both announce CONSENT_EVENT. The banner reads both through
 *   `useSyncExternalStore`. A click is thus handled by exactly one of the two, with no "React has
 *   hydrated" flag (the flag set in an effect was the cause of lost taps, ADR 120).
 */
export const CONSENT_HEAD_SCRIPT = `(function(){var w=window,h=document.documentElement,k=${JSON.stringify(CONSENT_KEY)},a=${JSON.stringify(SHOW_BANNER_ATTRIBUTE)};try{if(!localStorage.getItem(k))h.setAttribute(a,"")}catch(e){h.setAttribute(a,"")}document.addEventListener("click",function(e){var b=e.target.closest("[${CHOICE_ATTRIBUTE}]");b&&setTimeout(function(){var c=b.getAttribute(${JSON.stringify(CHOICE_ATTRIBUTE)}),all=c=="all",v;if(e.defaultPrevented)return;if(c=="customize")w.__glowConsentCustomize=!0;else{v={necessary:!0,analytics:all,marketing:all,preferences:all,timestamp:new Date().toISOString()};try{localStorage.setItem(k,JSON.stringify(v))}catch(x){}h.removeAttribute(a)}w.dispatchEvent(new CustomEvent(${JSON.stringify(CONSENT_EVENT)},{detail:v}))})},!0)})();`;
