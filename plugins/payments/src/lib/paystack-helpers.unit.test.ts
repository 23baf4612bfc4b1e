import crypto from "node:crypto";
import { describe, expect, it } from "vitest";
import { isValidPaystackSignature, paystackEmailFor, paystackReference, paystackSignature, toPesewas } from "./paystack-helpers";

const secret = "sk_test_glow";
const body = JSON.stringify({ event: "charge.success", data: { reference: "glow-1", amount: 15050 } });

describe("isValidPaystackSignature", () => {
  it("accepts the HMAC-SHA512 of the raw body with the secret key", () => {
    const signature = crypto.createHmac("sha512", secret).update(body).digest("hex");
    expect(isValidPaystackSignature(Buffer.from(body), signature, secret)).toBe(true);
    expect(isValidPaystackSignature(body, signature.toUpperCase(), secret)).toBe(true);
    expect(paystackSignature(body, secret)).toBe(signature);
  });

  it("refuses another key, a changed body, and missing or malformed signatures", () => {
    const signature = paystackSignature(body, secret);
    expect(isValidPaystackSignature(body, paystackSignature(body, "sk_test_other"), secret)).toBe(false);
    expect(isValidPaystackSignature(body.replace("15050", "15051"), signature, secret)).toBe(false);
    // Re-serialised JSON (different whitespace) is not the body Paystack signed.
    expect(isValidPaystackSignature(JSON.stringify(JSON.parse(body), null, 2), signature, secret)).toBe(false);
    expect(isValidPaystackSignature(body, undefined, secret)).toBe(false);
    expect(isValidPaystackSignature(body, ["a"], secret)).toBe(false);
    expect(isValidPaystackSignature(body, signature.slice(0, 64), secret)).toBe(false);
    expect(isValidPaystackSignature(body, "zz".repeat(64), secret)).toBe(false);
    expect(isValidPaystackSignature(undefined, signature, secret)).toBe(false);
    expect(isValidPaystackSignature(body, signature, "")).toBe(false);
  });
});

describe("paystackEmailFor", () => {
  it("uses the customer's own email when there is one", () => {
    expect(paystackEmailFor({ email: " Ama.Mensah@Example.com ", phone: "+233244000001" }, "glow.com.gh")).toBe("ama.mensah@example.com");
  });

  it("derives one stable placeholder from the phone number, whichever form it is stored in", () => {
    const expected = "233244000001@customers.glow.com.gh";
    expect(paystackEmailFor({ email: null, phone: "+233244000001" }, "glow.com.gh")).toBe(expected);
    expect(paystackEmailFor({ email: "", phone: "0244000001" }, "glow.com.gh")).toBe(expected);
    expect(paystackEmailFor({ phone: "+233 24 400 0001" }, "Glow.com.gh")).toBe(expected);
    expect(paystackEmailFor({ email: "not-an-email", phone: "0244000001" }, "glow.com.gh")).toBe(expected);
  });

  it("gives nothing without an email or a phone number", () => {
    expect(paystackEmailFor(undefined, "glow.com.gh")).toBeNull();
    expect(paystackEmailFor({ email: null, phone: null }, "glow.com.gh")).toBeNull();
    expect(paystackEmailFor({ phone: "12" }, "glow.com.gh")).toBeNull();
  });
});

describe("toPesewas", () => {
  it("converts cedis to integer pesewas without float drift", () => {
    expect(toPesewas(150)).toBe(15000);
    expect(toPesewas(0.29)).toBe(29);
    expect(toPesewas(19.99)).toBe(1999);
    expect(toPesewas(1234.565)).toBe(123457);
  });
  it("refuses amounts that cannot be paid", () => {
    expect(() => toPesewas(-1)).toThrow();
    expect(() => toPesewas(Number.NaN)).toThrow();
  });
});

describe("paystackReference", () => {
  it("keeps only the characters Paystack allows and differs per attempt", () => {
    const a = paystackReference("payses_01JABC", 1_700_000_000_000, "aa11");
    expect(a).toBe(`glow-payses01JABC-${(1_700_000_000_000).toString(36)}-aa11`);
    expect(a).toMatch(/^[A-Za-z0-9.=-]+$/);
    expect(paystackReference("payses_01JABC")).not.toBe(paystackReference("payses_01JABC"));
  });
});
