import type { MedusaRequest } from "@medusajs/framework/http";
import { describeDevice } from "./devices";
import { MESSAGES, PhoneAuthError } from "./errors";
import type { PhoneSessionContext } from "./http";
import { checkPassword } from "./signin";

export const WRONG_CURRENT_PASSWORD = "wrong_current_password";

/** The signed-in shopper set by requirePhoneSession(). */
export function phoneSessionOf(req: MedusaRequest): PhoneSessionContext {
  const context = (req as MedusaRequest & { phoneAuth?: PhoneSessionContext }).phoneAuth;
  if (!context) throw new PhoneAuthError(401, MESSAGES.notSignedIn);
  return context;
}

/**
 * Account changes that need the current password (password change, deletion). It counts against the
 * same failed-sign-in limit as the sign-in form (5 per 15 minutes, then 429), so a stolen session
 * cannot be used to guess the password; a wrong password is a 400 here, not a sign-out.
 */
export async function assertCurrentPassword(req: MedusaRequest, phone: string | null, password: string): Promise<void> {
  // The code tells a form which field the 400 is about (the current password, not a new one).
  if (!phone) throw new PhoneAuthError(400, MESSAGES.wrongCurrentPassword, {}, WRONG_CURRENT_PASSWORD);
  try {
    await checkPassword(req, phone, password);
  } catch (error) {
    if (error instanceof PhoneAuthError && error.status === 401) throw new PhoneAuthError(400, MESSAGES.wrongCurrentPassword, {}, WRONG_CURRENT_PASSWORD);
    throw error;
  }
}

/** A phone-change code is bound to the customer who asked for it as well as to the new number. */
export const phoneChangeKey = (newPhone: string, customerId: string): string => `${newPhone}#${customerId}`;

export interface DeviceView {
  id: string;
  device: string;
  last_seen_at: Date;
  signed_in_at: Date | null;
  current: boolean;
}

export function deviceView(session: { id: string; user_agent: string | null; last_seen_at: Date; created_at?: Date }, currentId: string): DeviceView {
  return {
    id: session.id,
    device: describeDevice(session.user_agent),
    last_seen_at: session.last_seen_at,
    signed_in_at: session.created_at ?? null,
    current: session.id === currentId,
  };
}
