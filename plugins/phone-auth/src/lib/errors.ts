import { COMMON_PASSWORD_MESSAGE } from "@glow/shop-contracts";

/**
 * An answer the routes turn into `{ message, code?, ...extra }` with the given status. `code` is a
 * stable machine-readable name; errors thrown inside workflows come back serialized (plain objects
 * with the own properties), so the route handler maps them by `code`, never by their message.
 */
export class PhoneAuthError extends Error {
  readonly code: string | undefined;
  constructor(
    readonly status: number,
    message: string,
    readonly extra: Record<string, unknown> = {},
    code?: string,
  ) {
    super(message);
    this.name = "PhoneAuthError";
    this.code = code ? `${ERROR_CODE_PREFIX}${code}` : undefined;
  }
}

export const ERROR_CODE_PREFIX = "phone_auth.";

/** Statuses of the coded errors that may cross a workflow boundary (see lib/http.ts handler). */
export const STATUS_BY_CODE: Record<string, number> = {
  "phone_auth.already_registered": 409,
  "phone_auth.email_taken": 409,
  "phone_auth.bad_verification": 401,
  "phone_auth.phone_in_use": 409,
  "phone_auth.not_signed_in": 401,
};

export const MESSAGES = {
  badCredentials: "Incorrect phone number or password",
  badCode: "That code is not right or has expired. Please check it or ask for a new one.",
  codeDead: "That code was entered wrongly too many times. Please ask for a new one.",
  notSignedIn: "Please sign in to continue.",
  sessionExpired: "Your session has expired. Please sign in again.",
  badVerification: "Please verify your phone number first.",
  badResetToken: "Your reset code has expired. Please ask for a new one.",
  alreadyRegistered: "This phone number already has an account. Please sign in or reset your password.",
  emailTaken: "This email address is already used by another account.",
  deviceMismatch: "For your protection, we've signed you out from all devices. Please sign back in to continue.",
  tooManyDevices: "You were signed out because your account was used on too many devices. Please sign in again.",
  revokedByStaff: "You were signed out by the shop. Please sign in again.",
  passwordReset: "Your password was changed, so you were signed out. Please sign in with your new password.",
  passwordChanged: "Your password was changed on another device, so you were signed out here. Please sign in with your new password.",
  signedOutByCustomer: "This device was signed out from your account settings. Please sign in again.",
  accountDeleted: "This account was deleted.",
  wrongCurrentPassword: "Your current password is not right.",
  phoneInUse: "This number cannot be used for your account. If it is yours and already has a Glow account, sign in with it or reset its password.",
  samePhone: "This is already your phone number.",
  commonPassword: COMMON_PASSWORD_MESSAGE,
  needPassword: "Please enter your current password to confirm it's you.",
  signInAgain: "Please sign in again to receive a new code.",
} as const;

export type RevokeReason =
  | "logout"
  | "replaced"
  | "device_mismatch"
  | "too_many_devices"
  | "revoked_by_staff"
  | "password_reset"
  | "password_changed"
  | "signed_out_by_customer"
  | "account_deleted";

/** Which revocations the storefront must present as a forced sign-out (`autoLogout`) and how. */
export function forcedSignOut(reason: string): PhoneAuthError | null {
  switch (reason) {
    case "device_mismatch":
      return new PhoneAuthError(401, MESSAGES.deviceMismatch, { autoLogout: true, logoutAllDevices: true, reason });
    case "too_many_devices":
      return new PhoneAuthError(401, MESSAGES.tooManyDevices, { autoLogout: true, logoutAllDevices: false, reason });
    case "revoked_by_staff":
      return new PhoneAuthError(401, MESSAGES.revokedByStaff, { autoLogout: true, logoutAllDevices: true, reason });
    case "password_reset":
      return new PhoneAuthError(401, MESSAGES.passwordReset, { autoLogout: true, logoutAllDevices: true, reason });
    case "password_changed":
      return new PhoneAuthError(401, MESSAGES.passwordChanged, { autoLogout: true, logoutAllDevices: false, reason });
    case "signed_out_by_customer":
      return new PhoneAuthError(401, MESSAGES.signedOutByCustomer, { autoLogout: true, logoutAllDevices: false, reason });
    case "account_deleted":
      return new PhoneAuthError(401, MESSAGES.accountDeleted, { autoLogout: true, logoutAllDevices: true, reason });
    default:
      return null; // signed out by the person, or replaced by a newer sign-in on the same device
  }
}
