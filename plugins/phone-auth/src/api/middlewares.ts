import { defineMiddlewares, type MedusaNextFunction, type MedusaRequest, type MedusaResponse } from "@medusajs/framework/http";
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils";
import type { IUserModuleService } from "@medusajs/framework/types";
import { generateResetPasswordTokenWorkflow } from "@medusajs/medusa/core-flows";
import { contractRoutes, type InvalidInputAnswer } from "@glow/medusa-http";
import { phoneAuthAccountContracts as account, phoneAuthAdminContracts as staff, phoneAuthContracts as auth } from "@glow/shop-contracts";
import { clientIp, phoneAuthService, requirePhoneSession, sendError } from "../lib/http";
import { PhoneAuthError } from "../lib/errors";

/**
 * Phone-auth answers a request its contract's schema refuses (ADR 161) with 400 and the schema's own
 * first sentence alone, `{ message }`, which the storefront shows as-is. A good body becomes
 * `req.validatedBody` (transforms applied: E.164 phone, lower-cased email, defaults).
 */
const firstMessage: InvalidInputAnswer = (error, res) => {
  res.status(400).json({ message: error.issues[0]?.message ?? "Please check the details you entered." });
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
 * - staff sign-in, registration and password updates are throttled per account and per network
 *   before Medusa checks anything (ADR 085); only a successful SIGN-IN gives the attempt back
 *   (issue 34: a 2xx on reset-password used to reset the per-account count);
 * - a staff identity is registered only with a valid, unaccepted invite for that e-mail (issue 34;
 *   see `staffInviteFor`);
 * - a reset request is throttled on its own and answered 201 at once, whether the e-mail exists or
 *   not, before Medusa's workflow runs: the answer and its timing say nothing about who is staff.
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
    const action = authSubPath(req.path);
    try {
      if (action === "reset-password") {
        // Medusa routes POST only; anything else is its 404.
        if (req.method !== "POST") return next();
        if (typeof body.identifier !== "string" || !body.identifier.trim() || body.identifier.length > 320) {
          res.status(400).json({ message: "Enter the e-mail address of your staff account." });
          return;
        }
        await limits.beginStaffResetRequest(account, ip);
        res.sendStatus(201);
        // After the answer: the same 201 at the same moment for every e-mail. Medusa's own workflow
        // (what its route runs) makes the token and emits the event for the notification.
        const { http } = req.scope.resolve(ContainerRegistrationKeys.CONFIG_MODULE).projectConfig;
        setImmediate(() => {
          generateResetPasswordTokenWorkflow(req.scope)
            .run({ input: { entityId: body.identifier as string, actorType: actor, provider, secret: http.jwtSecret as string, jwtOptions: http.jwtOptions }, throwOnError: false })
            .catch(() => undefined);
        });
        return;
      }
      await limits.beginStaffAttempt(account, ip);
      if (action === "register" && !(await staffInviteFor(req, account))) {
        res.status(403).json({ message: "Staff accounts are created from an invitation: open the link in your invitation e-mail, or ask an administrator to invite you." });
        return;
      }
    } catch (error) {
      if (error instanceof PhoneAuthError) return sendError(res, error.status, error);
      return next(error);
    }
    if (action === "" || action === "callback") {
      res.on("finish", () => {
        if (res.statusCode >= 200 && res.statusCode < 300) void limits.staffSucceeded(account, ip).catch(() => undefined);
      });
    }
    next();
  };
}

/** What follows `/auth/:actor/:provider` (`""` for the sign-in itself), as Medusa's router matches it: case-insensitive, trailing slashes ignored. */
function authSubPath(path: string): string {
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // A malformed escape matches no route: keep it as sent.
  }
  return decoded.toLowerCase().replace(/^\/+|\/+$/g, "");
}

/**
 * Whether this registration carries a valid invite for `email`: not expired, not accepted, not
 * rotated (Medusa's own `validateInviteToken`), for exactly that address. The dashboard's invite
 * page (`/app/invite?token=…`) registers first and accepts the invite second without sending the
 * token to `/register`, so the token is also read from the page it calls from (`Referer`, same
 * origin; /app is served with `Referrer-Policy: same-origin`). API clients send `invite_token`.
 */
async function staffInviteFor(req: MedusaRequest, email: string | undefined): Promise<boolean> {
  if (!email) return false;
  const body = (req.body ?? {}) as Record<string, unknown>;
  let token = typeof body.invite_token === "string" ? body.invite_token : undefined;
  if (!token) {
    try {
      const referer = new URL(String(req.headers.referer ?? ""));
      if (/\/invite\/?$/.test(referer.pathname)) token = referer.searchParams.get("token") ?? undefined;
    } catch {
      token = undefined;
    }
  }
  if (!token || token.length > 4096) return false;
  try {
    const invite = await req.scope.resolve<IUserModuleService>(Modules.USER).validateInviteToken(token);
    return !invite.accepted && invite.email.trim().toLowerCase() === email.toLowerCase();
  } catch {
    return false;
  }
}

export default defineMiddlewares({
  routes: [
    // Every store endpoint is a contract (@glow/shop-contracts): its schemas are the validation
    // (the session check and sign-out read headers only, so they have no entry).
    ...Object.values(auth)
      .map((contract) => contractRoutes(contract, [], firstMessage))
      .filter((route) => route.middlewares.length > 0),
    // Account pages (/profile, /settings): a valid phone session first, then the body.
    ...Object.values(account).map((contract) => contractRoutes(contract, [requirePhoneSession()], firstMessage)),
    // The Medusa admin's customer widget (Medusa checks the staff user on /admin).
    ...Object.values(staff).map((contract) => contractRoutes(contract)),
    // No `methods`: Medusa registers it with app.use, so it runs for every method and every sub-path.
    { matcher: "/auth/:actor_type/:auth_provider", middlewares: [guardMedusaAuthRoutes()] },
    { matcher: "/auth/token/refresh", methods: ["POST"], middlewares: [refuseCustomerTokens] },
    { matcher: "/auth/session", methods: ["POST"], middlewares: [refuseCustomerTokens] },
    { matcher: "/store/customers/me", methods: ["POST"], middlewares: [refusePhoneChange] },
  ],
});
