import { createCookie } from "@remix-run/node";
import { storefrontConfig } from "~/lib/config.server";

/**
 * Cookies the storefront sets. The session cookie carries only the opaque session token the
 * phone-auth plugin issued (never a password or a code), signed, HttpOnly, SameSite=Lax,
 * Secure in production. "Remember me" → 30 days; otherwise a browser-session cookie (the
 * server also ends it after 24 h).
 */
export const secureCookies = storefrontConfig().secureCookies;

/** SESSION_SECRET's secrets (the first signs); the configuration refuses to start production without one. */
export function sessionSecrets(): string[] {
  return storefrontConfig().sessionSecrets;
}

export const REMEMBER_ME_SECONDS = 30 * 24 * 60 * 60;

const sessionCookie = createCookie("glow_session", { httpOnly: true, sameSite: "lax", secure: secureCookies, path: "/", secrets: sessionSecrets() });
/** Proof that the phone was verified for registration, or the reset code was verified: short-lived, server-only. */
const proofCookie = createCookie("glow_proof", { httpOnly: true, sameSite: "strict", secure: secureCookies, path: "/api", maxAge: 15 * 60, secrets: sessionSecrets() });

/**
 * A one-time message for the next page (ADR 081): the toast of a form posted without JavaScript,
 * shown once the page after the redirect has hydrated. Signed (only this server writes one),
 * HttpOnly, one minute; the root loader reads and clears it.
 */
const flashCookie = createCookie("glow_flash", { httpOnly: true, sameSite: "lax", secure: secureCookies, path: "/", maxAge: 60, secrets: sessionSecrets() });

export interface StoredSession {
  token: string;
}

export async function readSessionToken(request: Request): Promise<string | undefined> {
  const value = (await sessionCookie.parse(request.headers.get("Cookie"))) as StoredSession | null;
  return typeof value?.token === "string" ? value.token : undefined;
}

export function commitSession(token: string, remember: boolean): Promise<string> {
  return sessionCookie.serialize({ token } satisfies StoredSession, remember ? { maxAge: REMEMBER_ME_SECONDS } : {});
}

export function destroySession(): Promise<string> {
  return sessionCookie.serialize("", { maxAge: 0, expires: new Date(0) });
}

export interface Proof {
  /** `device_login`: the pending sign-in of a password step that sent a code (ADR 086). */
  purpose: "registration" | "password_reset" | "device_login";
  phone: string;
  token: string;
}

export async function readProof(request: Request, purpose: Proof["purpose"], phone: string): Promise<string | undefined> {
  const value = (await proofCookie.parse(request.headers.get("Cookie"))) as Proof | null;
  return value && value.purpose === purpose && value.phone === phone ? value.token : undefined;
}

export function commitProof(proof: Proof): Promise<string> {
  return proofCookie.serialize(proof);
}

export function clearProof(): Promise<string> {
  return proofCookie.serialize("", { maxAge: 0, expires: new Date(0) });
}

/** The device fingerprint the browser mirrored into a cookie (spec §3), if it looks like one. */
export function readDeviceFingerprint(request: Request): string | undefined {
  const match = /(?:^|;\s*)device_fingerprint=([a-z0-9]{1,64})(?:;|$)/.exec(request.headers.get("Cookie") ?? "");
  return match?.[1];
}

const DEVICE_TOKEN_DAYS = 30;

/**
 * The device token the shop issued to this browser at a sign-in (ADR 086): random, HttpOnly, kept 30
 * days; the plugin stores only its hash. It (not the fingerprint) is what makes a device trusted.
 */
export function readDeviceToken(request: Request): string | undefined {
  const match = /(?:^|;\s*)glow_device=([A-Za-z0-9_-]{20,100})(?:;|$)/.exec(request.headers.get("Cookie") ?? "");
  return match?.[1];
}

export function deviceTokenCookie(token: string): string {
  return `glow_device=${token}; Path=/; Max-Age=${DEVICE_TOKEN_DAYS * 24 * 60 * 60}; HttpOnly; SameSite=Lax${secureCookies ? "; Secure" : ""}`;
}

export function hasSessionCookie(request: Request): boolean {
  return /(?:^|;\s*)glow_session=/.test(request.headers.get("Cookie") ?? "");
}

/** The readable (not HttpOnly) fingerprint cookie the browser script also writes. */
export function deviceFingerprintCookie(value: string): string {
  return `device_fingerprint=${value}; Path=/; Max-Age=${60 * 60 * 24 * 365}; SameSite=Lax${secureCookies ? "; Secure" : ""}`;
}

export function hasFlashCookie(request: Request): boolean {
  return /(?:^|;\s*)glow_flash=/.test(request.headers.get("Cookie") ?? "");
}

/** The stored flash value (unchecked: the caller validates its shape), or null. */
export async function readFlashValue(request: Request): Promise<unknown> {
  return (await flashCookie.parse(request.headers.get("Cookie"))) as unknown;
}

export function commitFlashValue(value: unknown): Promise<string> {
  return flashCookie.serialize(value);
}

export function clearFlashCookie(): Promise<string> {
  return flashCookie.serialize("", { maxAge: 0, expires: new Date(0) });
}
