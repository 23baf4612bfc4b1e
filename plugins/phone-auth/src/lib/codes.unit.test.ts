import { describe, expect, it } from "vitest";
import { canonicalCode, codeLooksValid, DIGITS, generateCode, hashCode, randomToken, REGISTRATION_ALPHABET, sha256 } from "./codes";

describe("one-time code generation", () => {
  it("registration codes: 6 upper-case letters/digits without look-alikes", () => {
    expect(REGISTRATION_ALPHABET).not.toMatch(/[01OIL]/);
    expect(REGISTRATION_ALPHABET).toHaveLength(31);
    const seen = new Set<string>();
    for (let i = 0; i < 2000; i++) {
      const code = generateCode("registration");
      expect(code).toMatch(/^[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{6}$/);
      for (const ch of code) seen.add(ch);
    }
    // Every character of the alphabet shows up: the whole alphabet is used.
    expect(seen.size).toBe(REGISTRATION_ALPHABET.length);
  });

  it("reset and device-login codes: 6 digits, leading zeros kept", () => {
    for (const purpose of ["password_reset", "device_login"] as const) {
      for (let i = 0; i < 500; i++) expect(generateCode(purpose)).toMatch(/^\d{6}$/);
    }
    expect(generateCode("password_reset", () => 0)).toBe("000000");
    expect(DIGITS).toBe("0123456789");
  });

  it("draws each character from the injected random source (crypto.randomInt by default)", () => {
    const calls: number[] = [];
    const code = generateCode("registration", (max) => (calls.push(max), max - 1));
    expect(calls).toEqual(Array(6).fill(REGISTRATION_ALPHABET.length));
    expect(code).toBe("999999");
  });

  it("compares registration codes case-insensitively and checks the shape", () => {
    expect(canonicalCode("registration", " ab3 4cd ")).toBe("AB34CD");
    expect(codeLooksValid("registration", "ab34cd")).toBe(true);
    expect(codeLooksValid("registration", "AB34C")).toBe(false);
    expect(codeLooksValid("password_reset", "12345a")).toBe(false);
    expect(codeLooksValid("device_login", "123456")).toBe(true);
  });
});

describe("hashing", () => {
  it("keys the code hash with the secret, the purpose and the phone", () => {
    const base = hashCode("secret", "registration", "+233244000001", "ABC234");
    expect(base).toMatch(/^[0-9a-f]{64}$/);
    expect(base).not.toContain("ABC234");
    expect(hashCode("secret", "registration", "+233244000001", "ABC234")).toBe(base);
    expect(hashCode("other-secret", "registration", "+233244000001", "ABC234")).not.toBe(base);
    expect(hashCode("secret", "password_reset", "+233244000001", "ABC234")).not.toBe(base);
    expect(hashCode("secret", "registration", "+233244000002", "ABC234")).not.toBe(base);
  });

  it("session tokens carry 256 random bits; only their SHA-256 is stored", () => {
    const token = randomToken();
    expect(Buffer.from(token, "base64url")).toHaveLength(32);
    expect(randomToken()).not.toBe(token);
    expect(sha256(token)).toMatch(/^[0-9a-f]{64}$/);
  });
});
