import { DEVICE_FINGERPRINT } from "@glow/shop-contracts/constants";

/**
 * Device fingerprint (spec §3): a short base-36 hash of browser traits, stored in
 * localStorage under `device_fingerprint` and reused; mirrored into a cookie so every
 * request, server-rendered ones included, carries it.
 */
export const FINGERPRINT_KEY = "device_fingerprint";
const COOKIE_MAX_AGE = 60 * 60 * 24 * 365;

export interface BrowserTraits {
  userAgent: string;
  language: string;
  timezone: string;
  screen: string;
  colorDepth: number;
  platform: string;
  cookieEnabled: boolean;
  doNotTrack: string | null;
  canvas: string;
  storage: string;
}

/** 53-bit string hash (cyrb53), printed in base 36. */
export function hashTraits(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

export function fingerprintOf(traits: BrowserTraits): string {
  return hashTraits(
    [traits.userAgent, traits.language, traits.timezone, traits.screen, traits.colorDepth, traits.platform, traits.cookieEnabled, traits.doNotTrack ?? "", traits.canvas, traits.storage].join("|"),
  );
}

function canvasSample(): string {
  try {
    const canvas = document.createElement("canvas");
    canvas.width = 200;
    canvas.height = 40;
    const context = canvas.getContext("2d");
    if (!context) return "no-canvas";
    context.textBaseline = "top";
    context.font = "14px Arial";
    context.fillStyle = "#b8285f";
    context.fillRect(0, 0, 100, 20);
    context.fillStyle = "#1f2937";
    context.fillText("Glow GH₵ 🌸", 2, 2);
    return canvas.toDataURL().slice(-64);
  } catch {
    return "canvas-blocked";
  }
}

function storageAvailability(): string {
  const probe = (get: () => Storage) => {
    try {
      const storage = get();
      storage.setItem("__glow_probe__", "1");
      storage.removeItem("__glow_probe__");
      return "1";
    } catch {
      return "0";
    }
  };
  return `${probe(() => window.localStorage)}${probe(() => window.sessionStorage)}${typeof indexedDB === "undefined" ? "0" : "1"}`;
}

export function collectTraits(): BrowserTraits {
  return {
    userAgent: navigator.userAgent,
    language: navigator.language,
    timezone: Intl.DateTimeFormat().resolvedOptions().timeZone ?? "",
    screen: `${window.screen.width}x${window.screen.height}`,
    colorDepth: window.screen.colorDepth,
    platform: navigator.platform,
    cookieEnabled: navigator.cookieEnabled,
    doNotTrack: navigator.doNotTrack ?? null,
    canvas: canvasSample(),
    storage: storageAvailability(),
  };
}


/** The fingerprint this browser already has: local storage, else the cookie a sign-in without JavaScript set. */
function storedFingerprint(): string | null {
  let value: string | null = null;
  try {
    value = window.localStorage.getItem(FINGERPRINT_KEY);
  } catch {
    // Storage blocked: the cookie may still hold one.
  }
  if (value && DEVICE_FINGERPRINT.test(value)) return value;
  const fromCookie = /(?:^|;\s*)device_fingerprint=([a-z0-9]{1,64})(?:;|$)/.exec(document.cookie)?.[1] ?? null;
  if (fromCookie) remember(fromCookie);
  return fromCookie;
}

function remember(value: string): void {
  try {
    window.localStorage.setItem(FINGERPRINT_KEY, value);
  } catch {
    // Storage blocked: the cookie still carries it; without storage it is computed again next time.
  }
}

function writeCookie(value: string): void {
  const secure = window.location.protocol === "https:" ? "; Secure" : "";
  document.cookie = `${FINGERPRINT_KEY}=${value}; Path=/; Max-Age=${COOKIE_MAX_AGE}; SameSite=Lax${secure}`;
}

/** The stored fingerprint, computed once per browser (when first needed: signing in or up); also written to the cookie. */
export function getDeviceFingerprint(): string {
  let value = storedFingerprint();
  if (!value) {
    value = fingerprintOf(collectTraits());
    remember(value);
  }
  writeCookie(value);
  return value;
}

/**
 * On every page: keeps the cookie of a fingerprint this browser already has, so server-rendered
 * requests carry it. It never computes one: that costs ~100 ms of main thread on a phone (canvas
 * text, time-zone lookup) and only sign-in needs it, which computes it then.
 */
export function refreshDeviceFingerprintCookie(): void {
  const value = storedFingerprint();
  if (value) writeCookie(value);
}
