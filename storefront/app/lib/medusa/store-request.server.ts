import { readDeviceToken } from "~/lib/auth/session.server";
import { medusaFetch } from "./client.server";

/**
 * Calls one of our plugins' store routes. The js-sdk's FetchError keeps only `message`, but our
 * routes answer extra fields the storefront needs (autoLogout, retryAfter, availableStock…), so
 * plugin calls go through this thin helper on the SDK's transport (`medusaFetch`: same base URL,
 * publishable key, timeout and failure recording, ADR 150).
 */
export interface StoreResult<T> {
  ok: boolean;
  status: number;
  body: T & { message?: string };
}

export interface ShopperContext {
  sessionToken?: string;
  deviceFingerprint?: string;
  ip?: string;
  userAgent?: string;
  /** The server-issued device token from the HttpOnly glow_device cookie (ADR 086). */
  deviceToken?: string;
  /** A Medusa customer JWT, for routes that check the customer (cart completion). */
  bearer?: string;
}

/** Set by storefront/server.ts from the connection (or a trusted proxy); never taken from the client. */
const CLIENT_IP_HEADER = "x-glow-client-ip";

export function shopperContextOf(request: Request, extra: Partial<ShopperContext> = {}): ShopperContext {
  return {
    ip: request.headers.get(CLIENT_IP_HEADER) || undefined,
    userAgent: request.headers.get("user-agent") ?? undefined,
    deviceToken: readDeviceToken(request),
    ...extra,
  };
}

export async function storeRequest<T>(method: "GET" | "POST" | "DELETE", path: string, context: ShopperContext, body?: unknown): Promise<StoreResult<T>> {
  const headers: Record<string, string> = { accept: "application/json" };
  if (body !== undefined) headers["content-type"] = "application/json";
  if (context.sessionToken) headers["x-glow-session"] = context.sessionToken;
  if (context.deviceFingerprint) headers["x-glow-device"] = context.deviceFingerprint;
  if (context.ip) headers["x-forwarded-for"] = context.ip;
  if (context.userAgent) headers["user-agent"] = context.userAgent;
  if (context.deviceToken) headers["x-glow-device-token"] = context.deviceToken;
  if (context.bearer) headers.authorization = `Bearer ${context.bearer}`;
  const response = await medusaFetch(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await response.text();
  let parsed: T & { message?: string };
  try {
    parsed = (text ? JSON.parse(text) : {}) as T & { message?: string };
  } catch {
    parsed = { message: response.ok ? undefined : "The shop's server answered unexpectedly. Please try again." } as T & { message?: string };
  }
  return { ok: response.ok, status: response.status, body: parsed };
}
