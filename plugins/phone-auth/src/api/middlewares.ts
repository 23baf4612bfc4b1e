import { authenticate, defineMiddlewares, validateAndTransformBody, type MedusaNextFunction, type MedusaRequest, type MedusaResponse } from "@medusajs/framework/http";
import { ContainerRegistrationKeys } from "@medusajs/framework/utils";
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
 * Medusa's generic auth routes, `/auth/:actor_type/:auth_provider[/callback|/register|/reset-password|/update]`,
 * on EVERY method (Medusa answers GET like POST there) and in every spelling Medusa's router accepts:
 * Express matches paths case-insensitively and decodes `:params` (`/auth/Customer/%70hone` reaches the
 * `phone` provider), so this guard is registered on the same parameterised path and decides on the
 * decoded values, never on the raw URL (issue 20):
 * - only the exact spellings of the configured actor/provider pairs (`user`/`emailpass`) go on; any
 *   other spelling of a known provider is a 404 (Medusa would accept e.g. `/auth/USER/emailpass` as an
 *   actor type with no allowlist: a password check outside the limits);
 * - the `phone` provider is the shop's alone (/store/phone-auth/*): 404 here, and the provider itself
 *   refuses any call without phone-auth's grant, so this is not the only lock;
 * - staff sign-in and reset requests are throttled per account and per network before Medusa checks
 *   anything (ADR 085); a 2xx gives the attempt back.
 * Other paths of that shape (`/auth/token/refresh`, `/auth/mfa/*`, `/auth/emailpass/user`…) name no
 * sign-in provider and go on unchanged.
 */
function guardMedusaAuthRoutes() {
  const notFound = (res: MedusaResponse, message = "Not found.") => void res.status(404).json({ message });
  return async (req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) => {
    // Who may sign in with what: `authMethodsPerActor` in commerce/medusa-config.ts.
    const allowed: Record<string, string[]> = req.scope.resolve(ContainerRegistrationKeys.CONFIG_MODULE).projectConfig.http.authMethodsPerActor ?? {};
    const providers = new Set(["phone", ...Object.values(allowed).flat()].map((p) => p.toLowerCase()));
    const actor = String(req.params?.actor_type ?? "");
    const provider = String(req.params?.auth_provider ?? "");
    if (!providers.has(provider.toLowerCase().trim())) return next();
    if (provider.toLowerCase().trim() === "phone") return notFound(res, "Sign in with your phone number on the shop's sign-in page.");
    if (!allowed[actor]?.includes(provider)) return notFound(res);
    const body = (req.body ?? {}) as Record<string, unknown>;
    const account = typeof body.email === "string" ? body.email.trim().slice(0, 320) : typeof body.identifier === "string" ? body.identifier.trim().slice(0, 320) : undefined;
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
  };
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
    // No `methods`: Medusa registers it with app.use, so it runs for every method and every sub-path.
    { matcher: "/auth/:actor_type/:auth_provider", middlewares: [guardMedusaAuthRoutes()] },
    { matcher: "/auth/token/refresh", methods: ["POST"], middlewares: [refuseCustomerTokens] },
    { matcher: "/auth/session", methods: ["POST"], middlewares: [refuseCustomerTokens] },
    { matcher: "/store/customers/me", methods: ["POST"], middlewares: [refusePhoneChange] },
    { matcher: "/store/orders/:id", methods: ["GET"], middlewares: [authenticate("customer", ["bearer"]), ownOrderOnly] },
  ],
});
