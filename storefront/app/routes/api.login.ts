import type { ActionFunctionArgs } from "@remix-run/node";
import { methodNotAllowed, parseBody } from "~/lib/http/api.server";
import { codeSentResponse, passwordSignIn, pluginErrorResponse, signedInResponse } from "~/lib/auth/sign-in.server";
import { loginSchema } from "~/lib/auth/validation";
import { readDeviceFingerprint } from "~/lib/auth/session.server";

/** A link to /api/login (spec §7) lands on the sign-in screen. */
export function loader() {
  return new Response(null, { status: 302, headers: { Location: "/auth" } });
}

/**
 * POST /api/login {phoneNumber, password, rememberMe?} → the user, with the session cookie set.
 * Customers who turned on "Ask for a code on new devices" get `{requiresOtp: true}` on an untrusted
 * device instead (a code is sent); the form then shows the code step (spec §4 trusted-device login).
 */
export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  const parsed = await parseBody(request, loginSchema);
  if (parsed.response) return parsed.response;
  const { phoneNumber, password, rememberMe = false } = parsed.data;
  const deviceFingerprint = parsed.data.deviceFingerprint ?? readDeviceFingerprint(request) ?? "unknown";
  const outcome = await passwordSignIn(request, { phoneNumber, password, deviceFingerprint, rememberDevice: rememberMe });
  if (outcome.kind === "failed") return pluginErrorResponse(outcome.result);
  if (outcome.kind === "code-sent") return codeSentResponse(outcome);
  return signedInResponse(outcome.session, outcome.customer, rememberMe, {}, deviceFingerprint, outcome.deviceToken);
}
