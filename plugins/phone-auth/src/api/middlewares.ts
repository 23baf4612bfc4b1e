import { authenticate, defineMiddlewares, validateAndTransformBody, type MedusaNextFunction, type MedusaRequest, type MedusaResponse } from "@medusajs/framework/http";
import { clientIp, phoneAuthService, requirePhoneSession, sendError } from "../lib/http";
import { PhoneAuthError } from "../lib/errors";
import {
  LoginBody,
  LoginCodeBody,
  LoginVerifyBody,
  PhoneBody,
  RegisterBody,
  RegistrationVerifyBody,
  ResetBody,
  ResetVerifyBody,
  SettingsBody,
  PhoneChangeBody,
  PasswordChangeBody,
  ProfileBody,
  DeleteAccountBody,
} from "./store/phone-auth/validators";

/**
 * Medusa's validateAndTransformBody, with its technical message ("Invalid request: Field 'phone' …")
 * replaced by the schema's own plain sentence: every 400 reads `{ message }` a shopper understands.
 */
function validate(schema: any) {
  const medusaValidator = validateAndTransformBody(schema);
  return (req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) =>
    medusaValidator(req, res, (error?: unknown) => {
      if (!error) return next();
      const parsed = schema.safeParse(req.body);
      const message = parsed.success ? "Please check the details you entered." : (parsed.error.issues[0]?.message ?? "Please check the details you entered.");
      res.status(400).json({ message });
    });
}

const closed = (message: string) => (_req: MedusaRequest, res: MedusaResponse) => {
  res.status(404).json({ message });
};

/** Medusa's own token routes must not turn a short-lived phone-session JWT into a long-lived login. */
function refuseCustomerTokens(req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) {
  const match = /^bearer\s+(\S+)/i.exec(req.headers.authorization ?? "");
  let decoded: { actor_type?: string } | null = null;
  try {
    decoded = match ? JSON.parse(Buffer.from(match[1]!.split(".")[1] ?? "", "base64url").toString("utf8")) : null;
  } catch {
    decoded = null;
  }
  if (decoded?.actor_type === "customer") {
    res.status(401).json({ message: "Customers sign in through the shop. Please sign in again." });
    return;
  }
  next();
}

/** Customers' phone numbers are their login: they change only through POST /store/phone-auth/phone-change (a code to the new number). */
function refusePhoneChange(req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) {
  if (req.body && typeof req.body === "object" && "phone" in (req.body as object)) {
    res.status(400).json({ message: "Your phone number is your sign-in: change it on your profile page with a code sent to the new number." });
    return;
  }
  next();
}

/**
 * Medusa answers `GET /store/orders/:id` to anyone who knows the id (meant for guest order pages;
 * see Medusa's "secure order retrieval" guide). Glow has no guest checkout, so an order is shown
 * only to its own signed-in customer; anyone else gets the same 404 as for an unknown id.
 */
async function ownOrderOnly(req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) {
  const customerId = (req as MedusaRequest & { auth_context?: { actor_id?: string } }).auth_context?.actor_id;
  const orderId = String(req.params?.id ?? "");
  try {
    const { data } = await req.scope.resolve("query").graph({ entity: "order", fields: ["id", "customer_id"], filters: { id: orderId } });
    if (!customerId || (data[0] as { customer_id?: string } | undefined)?.customer_id !== customerId) {
      res.status(404).json({ message: "Order not found." });
      return;
    }
  } catch (error) {
    return next(error);
  }
  next();
}

/**
 * Throttles Medusa's own auth routes (staff sign-in on /auth/user/emailpass, customer email routes,
 * reset-password requests) in the app itself, so it holds without nginx (ADR 085): an attempt is
 * reserved per account and per network first, and given back when Medusa answers 2xx.
 */
async function throttleMedusaAuth(req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) {
  const body = (req.body ?? {}) as Record<string, unknown>;
  const account = typeof body.email === "string" ? body.email.slice(0, 320) : typeof body.identifier === "string" ? body.identifier.slice(0, 320) : undefined;
  const ip = clientIp(req);
  const limits = phoneAuthService(req).limits;
  try {
    await limits.beginStaffAttempt(account, ip);
  } catch (error) {
    if (error instanceof PhoneAuthError) return sendError(res, error.status, error);
    return next(error);
  }
  res.on("finish", () => {
    if (res.statusCode >= 200 && res.statusCode < 300) void limits.staffSucceeded(account, ip).catch(() => undefined);
  });
  next();
}

const base = "/store/phone-auth";

export default defineMiddlewares({
  routes: [
    { matcher: `${base}/registration/code`, methods: ["POST"], middlewares: [validate(PhoneBody)] },
    { matcher: `${base}/registration/verify`, methods: ["POST"], middlewares: [validate(RegistrationVerifyBody)] },
    { matcher: `${base}/register`, methods: ["POST"], middlewares: [validate(RegisterBody)] },
    { matcher: `${base}/login`, methods: ["POST"], middlewares: [validate(LoginBody)] },
    { matcher: `${base}/login/code`, methods: ["POST"], middlewares: [validate(LoginCodeBody)] },
    { matcher: `${base}/login/verify`, methods: ["POST"], middlewares: [validate(LoginVerifyBody)] },
    { matcher: `${base}/password-reset/code`, methods: ["POST"], middlewares: [validate(PhoneBody)] },
    { matcher: `${base}/password-reset/verify`, methods: ["POST"], middlewares: [validate(ResetVerifyBody)] },
    { matcher: `${base}/password-reset`, methods: ["POST"], middlewares: [validate(ResetBody)] },
    { matcher: `${base}/settings`, methods: ["POST"], middlewares: [validate(SettingsBody)] },
    // Account pages (/profile, /settings): a valid phone session first, then the body.
    { matcher: `${base}/profile`, methods: ["POST"], middlewares: [requirePhoneSession(), validate(ProfileBody)] },
    { matcher: `${base}/phone-change/code`, methods: ["POST"], middlewares: [requirePhoneSession(), validate(PhoneBody)] },
    { matcher: `${base}/phone-change`, methods: ["POST"], middlewares: [requirePhoneSession(), validate(PhoneChangeBody)] },
    { matcher: `${base}/password`, methods: ["POST"], middlewares: [requirePhoneSession(), validate(PasswordChangeBody)] },
    { matcher: `${base}/sessions`, methods: ["GET"], middlewares: [requirePhoneSession()] },
    { matcher: `${base}/sessions/revoke-all`, methods: ["POST"], middlewares: [requirePhoneSession()] },
    { matcher: `${base}/sessions/:id/revoke`, methods: ["POST"], middlewares: [requirePhoneSession()] },
    { matcher: `${base}/account/delete`, methods: ["POST"], middlewares: [requirePhoneSession(), validate(DeleteAccountBody)] },
    // Medusa's generic customer auth routes for this provider would skip codes, limits and sessions.
    { matcher: "/auth/customer/phone*", middlewares: [closed("Sign in with your phone number on the shop's sign-in page.")] },
    { matcher: "/auth/user/*", methods: ["POST"], middlewares: [throttleMedusaAuth] },
    { matcher: "/auth/customer/*", methods: ["POST"], middlewares: [throttleMedusaAuth] },
    { matcher: "/auth/token/refresh", methods: ["POST"], middlewares: [refuseCustomerTokens] },
    { matcher: "/auth/session", methods: ["POST"], middlewares: [refuseCustomerTokens] },
    { matcher: "/store/customers/me", methods: ["POST"], middlewares: [refusePhoneChange] },
    { matcher: "/store/orders/:id", methods: ["GET"], middlewares: [authenticate("customer", ["bearer"]), ownOrderOnly] },
  ],
});
