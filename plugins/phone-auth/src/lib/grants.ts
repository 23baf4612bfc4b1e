import { randomToken, sha256 } from "./codes";

/**
 * Proof that a call into the `phone` auth provider comes from phone-auth's own code, after its
 * limits and checks (issue 20, ADR 085). Medusa also routes `/auth/customer/phone…` (in any
 * spelling, case or method) to the provider; those calls carry no grant, so they yield no token,
 * no identity and no password change, whatever the path looked like.
 *
 * A grant is a random token (only its SHA-256 is kept), bound to one purpose and one phone number,
 * single use and valid for a few seconds. It never leaves the process: the route handler issues it
 * and hands it to the auth module in the same call, so an in-process map is the whole store.
 */
export type GrantPurpose = "authenticate" | "update";

const GRANT_TTL_MS = 15_000;
/** Far above what one process has in flight at once; a full map refuses new grants rather than grow. */
const MAX_LIVE_GRANTS = 10_000;

interface Grant {
  purpose: GrantPurpose;
  subject: string;
  expiresAt: number;
}

const live = new Map<string, Grant>();

function sweep(now: number): void {
  for (const [key, grant] of live) if (grant.expiresAt <= now) live.delete(key);
}

/** A single-use grant for `purpose` on `subject` (the E.164 number). */
export function issueGrant(purpose: GrantPurpose, subject: string, now = Date.now()): string {
  if (live.size >= MAX_LIVE_GRANTS) sweep(now);
  if (live.size >= MAX_LIVE_GRANTS) throw new Error("Too many sign-ins in flight; please try again in a moment.");
  const token = randomToken();
  live.set(sha256(token), { purpose, subject, expiresAt: now + GRANT_TTL_MS });
  return token;
}

/** True once for a live grant of this purpose and subject; the grant is used up either way. */
export function takeGrant(token: unknown, purpose: GrantPurpose, subject: string, now = Date.now()): boolean {
  if (typeof token !== "string" || token.length === 0 || token.length > 200) return false;
  const key = sha256(token);
  const grant = live.get(key);
  if (!grant) return false;
  live.delete(key);
  return grant.purpose === purpose && grant.subject === subject && grant.expiresAt > now;
}

/** The body field the grant travels in, inside the auth module call (never from a client). */
export const GRANT_FIELD = "glow_grant";
