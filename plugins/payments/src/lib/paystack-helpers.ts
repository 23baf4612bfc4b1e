import crypto from "node:crypto";

/**
 * Pure helpers of the Paystack provider (unit-tested in paystack-helpers.unit.test.ts).
 */

/**
 * Paystack signs every webhook with HMAC-SHA512 of the raw request body, keyed with the
 * secret key, hex-encoded in `x-paystack-signature`. Compared in constant time; anything
 * missing or malformed is simply "not valid".
 */
export function isValidPaystackSignature(rawBody: Buffer | string | undefined, signature: unknown, secretKey: string): boolean {
  if (!rawBody || typeof signature !== "string" || !secretKey) return false;
  if (!/^[0-9a-f]{128}$/i.test(signature)) return false;
  const expected = crypto.createHmac("sha512", secretKey).update(rawBody).digest();
  const given = Buffer.from(signature, "hex");
  return given.length === expected.length && crypto.timingSafeEqual(given, expected);
}

export function paystackSignature(rawBody: Buffer | string, secretKey: string): string {
  return crypto.createHmac("sha512", secretKey).update(rawBody).digest("hex");
}

/**
 * Paystack requires an email for every transaction; many Glow customers have only a phone
 * number. Their placeholder is stable (same customer → same Paystack customer record) and
 * clearly not a mailbox we send to: "233244000001@customers.glow.com.gh".
 */
export function paystackEmailFor(customer: { email?: string | null; phone?: string | null } | undefined, shopDomain: string): string | null {
  const email = customer?.email?.trim();
  if (email && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) return email.toLowerCase();
  const digits = (customer?.phone ?? "").replace(/\D/g, "");
  if (digits.length < 9) return null;
  // 0244000001 and +233244000001 are the same customer.
  const international = digits.startsWith("0") && digits.length === 10 ? `233${digits.slice(1)}` : digits;
  return `${international}@customers.${shopDomain.replace(/^\.+|\.+$/g, "").toLowerCase()}`;
}

/** Medusa keeps GHS amounts in cedis (150.5); Paystack wants pesewas as an integer (15050). */
export function toPesewas(amount: number): number {
  if (!Number.isFinite(amount) || amount < 0) throw new Error(`Not a payable amount: ${amount}`);
  return Math.round(amount * 100);
}

/**
 * A transaction reference: unique per attempt (Paystack refuses a reused reference), only the
 * characters Paystack allows (letters, digits, "-", ".", "="), and traceable to the Medusa
 * payment session (which also travels in the transaction's metadata).
 */
export function paystackReference(sessionId: string, now: number = Date.now(), random: string = crypto.randomBytes(4).toString("hex")): string {
  const session = sessionId.replace(/[^A-Za-z0-9]/g, "");
  return `glow-${session}-${now.toString(36)}-${random}`;
}
