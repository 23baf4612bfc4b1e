import crypto from "node:crypto";

/** The three purposes of one-time codes, plus the two short-lived proofs a verified code is exchanged for. */
export type CodePurpose = "registration" | "password_reset" | "device_login" | "phone_change";
/** `login_pending`: the password step of a sign-in that needs a code; the code step must present it (ADR 086). */
export type ProofPurpose = "registration_proof" | "reset_proof" | "login_pending";

/** Upper-case letters and digits without look-alikes (no 0/O, 1/I/L). */
export const REGISTRATION_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
export const DIGITS = "0123456789";
export const CODE_LENGTH = 6;

export function alphabetFor(purpose: CodePurpose): string {
  return purpose === "registration" ? REGISTRATION_ALPHABET : DIGITS;
}

/** A code drawn uniformly from the purpose's alphabet with crypto.randomInt (no modulo bias). */
export function generateCode(purpose: CodePurpose, random: (max: number) => number = crypto.randomInt): string {
  const alphabet = alphabetFor(purpose);
  let code = "";
  for (let i = 0; i < CODE_LENGTH; i++) code += alphabet[random(alphabet.length)];
  return code;
}

/** How a typed code is compared: registration codes are case-insensitive, spaces are ignored. */
export function canonicalCode(purpose: CodePurpose, input: string): string {
  const compact = input.replace(/\s/g, "");
  return purpose === "registration" ? compact.toUpperCase() : compact;
}

export function codeLooksValid(purpose: CodePurpose, input: string): boolean {
  const code = canonicalCode(purpose, input);
  return purpose === "registration" ? /^[A-Z0-9]{6}$/.test(code) : /^\d{6}$/.test(code);
}

/**
 * Codes are stored only as an HMAC keyed with a server secret, bound to the purpose and the phone,
 * so a database leak reveals nothing and a code for one number or purpose is useless for another.
 */
export function hashCode(secret: string, purpose: string, phone: string, code: string): string {
  return crypto.createHmac("sha256", secret).update(`${purpose}\n${phone}\n${code}`).digest("hex");
}

/** Session tokens and proofs: 32 random bytes, base64url. Only their SHA-256 is stored. */
export function randomToken(): string {
  return crypto.randomBytes(32).toString("base64url");
}

export function sha256(value: string): string {
  return crypto.createHash("sha256").update(value).digest("hex");
}

export function safeEqualHex(a: string, b: string): boolean {
  const left = Buffer.from(a, "hex");
  const right = Buffer.from(b, "hex");
  return left.length === right.length && crypto.timingSafeEqual(left, right);
}
