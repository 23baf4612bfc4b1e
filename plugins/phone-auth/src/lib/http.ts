import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http";
import { ContainerRegistrationKeys, EventPriority, generateJwtToken, Modules } from "@medusajs/framework/utils";
import { PHONE_AUTH_MODULE } from "../modules/phone-auth";
import type PhoneAuthModuleService from "../modules/phone-auth/service";
import type { SessionView } from "../modules/phone-auth/service";
import { type CustomerView, loadCustomer } from "./customers";
import type { CustomerJson } from "@glow/shop-contracts";
import { clientAddress, parseTrustedProxies, type TrustedProxies } from "@glow/shop-contracts/trusted-proxies";
import { MESSAGES, PhoneAuthError, STATUS_BY_CODE } from "./errors";

import { DEVICE_HEADER, DEVICE_TOKEN_HEADER, SESSION_HEADER } from "@glow/shop-contracts";

/** The session headers are part of the contract with the storefront (@glow/shop-contracts). */
export { DEVICE_HEADER, DEVICE_TOKEN_HEADER, SESSION_HEADER };
export const SMS_EVENT = "phone-auth.sms.requested";

export function phoneAuthService(req: MedusaRequest): PhoneAuthModuleService {
  return req.scope.resolve<PhoneAuthModuleService>(PHONE_AUTH_MODULE);
}

const header = (req: MedusaRequest, name: string): string | undefined => {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

let trusted: { value: string | undefined; proxies: TrustedProxies } | undefined;

/** The proxies named by TRUST_PROXY (default loopback: the storefront under `npm start`), parsed once per value. */
export function trustedProxies(value: string | undefined = process.env.TRUST_PROXY): TrustedProxies {
  if (!trusted || trusted.value !== value) trusted = { value, proxies: parseTrustedProxies(value) };
  return trusted.proxies;
}

/**
 * The shopper's IP: the connection's peer, or when that peer is a trusted proxy (TRUST_PROXY: the
 * storefront, nginx) the right-most x-forwarded-for entry that is not one. A client reaching Medusa
 * directly, or spoofing entries left of what a proxy appended, cannot dodge the per-network limits
 * by inventing an address (ADR 085).
 */
export function clientIp(req: MedusaRequest): string | undefined {
  return clientAddress(req.socket?.remoteAddress, req.headers["x-forwarded-for"], trustedProxies());
}

export function requestMeta(req: MedusaRequest) {
  return { ip: clientIp(req) ?? null, user_agent: header(req, "user-agent") ?? null };
}

export const sessionHeaders = (req: MedusaRequest) => ({ token: header(req, SESSION_HEADER), device: header(req, DEVICE_HEADER) });
export const deviceTokenOf = (req: MedusaRequest): string | undefined => header(req, DEVICE_TOKEN_HEADER) || undefined;

/** The status of a known failure: a PhoneAuthError, or one that crossed a workflow boundary (a plain object with its `code`). */
export function knownErrorStatus(error: any): number | undefined {
  if (error instanceof PhoneAuthError) return error.status;
  const code = error?.code;
  return typeof code === "string" ? STATUS_BY_CODE[code] : undefined;
}

/** Sets `Retry-After` for a 429 and answers `{ message, code?, ...extra }`. */
export function sendError(res: MedusaResponse, status: number, error: { message: string; code?: string; extra?: Record<string, unknown> }): void {
  const extra = error.extra ?? {};
  if (status === 429 && typeof extra.retryAfter === "number") res.setHeader("Retry-After", String(extra.retryAfter));
  res.status(status).json({ message: error.message, ...(error.code ? { code: error.code } : {}), ...extra });
}

/** Wraps a handler so PhoneAuthError becomes `{ message, code, ...extra }` with its status. Anything else stays a 500. */
export function handler(fn: (req: MedusaRequest<any>, res: MedusaResponse) => Promise<void>) {
  return async (req: MedusaRequest<any>, res: MedusaResponse): Promise<void> => {
    try {
      await fn(req, res);
    } catch (error: any) {
      const status = knownErrorStatus(error);
      if (status) {
        sendError(res, status, { message: String(error.message), code: error.code, extra: error instanceof PhoneAuthError ? error.extra : {} });
        return;
      }
      throw error;
    }
  };
}

/**
 * Asks the subscriber to send an SMS through the Notification module (channel `sms`). A shopper is
 * waiting for the code on her phone: with Redis the event jumps the worker's queue (critical
 * priority), so it is not sent after a backlog of catalog and order events (the seed's orders queued
 * hundreds on a fresh worker, and the first code of test:scale arrived after more than 10 s).
 */
export async function requestSms(req: MedusaRequest, to: string, body: string, purpose: string): Promise<void> {
  const eventBus = req.scope.resolve(Modules.EVENT_BUS);
  await eventBus.emit({ name: SMS_EVENT, data: { to, body, purpose }, options: { priority: EventPriority.CRITICAL } });
}

export interface SessionAnswer {
  token: string;
  expires_at: Date;
  remember: boolean;
}

export function sessionAnswer(token: string, session: Pick<SessionView, "expires_at" | "remember">): SessionAnswer {
  return { token, expires_at: session.expires_at, remember: session.remember };
}

/** The contract's `customer` as the store routes answer it (no location, no cart). */
export function customerAnswer(customer: CustomerView): CustomerJson {
  return {
    id: customer.id,
    first_name: customer.first_name,
    last_name: customer.last_name,
    phone: customer.phone,
    email: customer.email,
    is_admin: customer.is_admin,
    ask_code_on_new_device: customer.ask_code_on_new_device,
  };
}

export async function requireCustomer(req: MedusaRequest, customerId: string): Promise<CustomerView> {
  const customer = await loadCustomer(req.scope, customerId);
  if (!customer) throw new PhoneAuthError(401, MESSAGES.notSignedIn);
  return customer;
}

/**
 * A Medusa customer JWT (≤ 5 min) minted like Medusa's auth routes do, for Medusa's own store
 * routes (carts, orders). It carries no auth_provider, so /auth/token/refresh cannot extend it.
 */
export function customerJwt(req: MedusaRequest, customerId: string, authIdentityId: string, ttlSeconds: number): string {
  const { http } = req.scope.resolve(ContainerRegistrationKeys.CONFIG_MODULE).projectConfig;
  return generateJwtToken(
    {
      actor_id: customerId,
      actor_type: "customer",
      auth_identity_id: authIdentityId,
      app_metadata: { customer_id: customerId },
      user_metadata: {},
    },
    { secret: http.jwtSecret!, expiresIn: ttlSeconds, jwtOptions: http.jwtOptions },
  );
}

export interface PhoneSessionContext {
  session: SessionView;
  customer: CustomerView;
}

/**
 * Middleware for later endpoints: requires a valid phone session (x-glow-session + x-glow-device) and
 * sets `req.phoneAuth`. Other plugins' shop-admin routes use `requireShopAdmin()` of @glow/medusa-http,
 * which calls this module's `checkSession` through Medusa's container (ADR 160).
 */
export function requirePhoneSession() {
  return async (req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction): Promise<void> => {
    try {
      const { token, device } = sessionHeaders(req);
      const session = await phoneAuthService(req).checkSession(token, device);
      const customer = await requireCustomer(req, session.customer_id);
      (req as MedusaRequest & { phoneAuth?: PhoneSessionContext }).phoneAuth = { session, customer };
      next();
    } catch (error: any) {
      if (error instanceof PhoneAuthError) {
        sendError(res, error.status, error);
        return;
      }
      next(error);
    }
  };
}
