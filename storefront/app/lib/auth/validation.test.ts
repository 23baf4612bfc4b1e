import { describe, expect, it } from "vitest";
import { loginSchema, MESSAGES, normaliseDigitCode, normaliseRegistrationCode, registerSchema, resetPasswordSchema, sendRegistrationCodeSchema, sendResetCodeSchema, verifyRegistrationCodeSchema } from "./validation";

const firstMessage = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) => result.error?.issues[0]?.message;

describe("phone numbers (spec §5)", () => {
  it("accept 0 followed by 9 digits only", () => {
    expect(sendRegistrationCodeSchema.safeParse({ phoneNumber: "0244000001" }).success).toBe(true);
    for (const bad of ["244000001", "02440000012", "+233244000001", "0244 000 001", "02440000ab"]) {
      expect(firstMessage(sendRegistrationCodeSchema.safeParse({ phoneNumber: bad }))).toBe(MESSAGES.phoneFormat);
    }
  });
  it("use the shorter message on the reset screen, and ask for a number when empty", () => {
    expect(firstMessage(sendResetCodeSchema.safeParse({ phoneNumber: "123" }))).toBe("Phone number must be in format 0XXXXXXXXX");
    expect(firstMessage(sendResetCodeSchema.safeParse({ phoneNumber: "" }))).toBe(MESSAGES.phoneRequired);
    expect(firstMessage(sendRegistrationCodeSchema.safeParse({ phoneNumber: "" }))).toBe(MESSAGES.missingPhone);
  });
});

describe("login", () => {
  it("requires both phone number and password", () => {
    expect(firstMessage(loginSchema.safeParse({ phoneNumber: "", password: "x" }))).toBe("Please enter both phone number and password.");
    expect(firstMessage(loginSchema.safeParse({ phoneNumber: "0244000001", password: "" }))).toBe("Please enter both phone number and password.");
    expect(loginSchema.safeParse({ phoneNumber: "0244000001", password: "Shopper#2026", rememberMe: true }).success).toBe(true);
  });
});

describe("codes", () => {
  it("upper-cases registration codes and strips other characters", () => {
    expect(normaliseRegistrationCode("ab-3x9kq")).toBe("AB3X9K");
    expect(firstMessage(verifyRegistrationCodeSchema.safeParse({ phoneNumber: "0244000001", otpCode: "AB3X9" }))).toBe(MESSAGES.registrationCode);
  });
  it("strips non-digits from reset codes", () => {
    expect(normaliseDigitCode("12a3 45-678")).toBe("123456");
  });
});

describe("registration and reset passwords", () => {
  const base = { phoneNumber: "0244000001", firstName: "Ama", lastName: "Mensah" };
  it("need matching passwords", () => {
    expect(firstMessage(registerSchema.safeParse({ ...base, password: "secret1", confirmPassword: "secret2" }))).toBe(MESSAGES.passwordsDontMatch);
    expect(registerSchema.safeParse({ ...base, password: "secret1", confirmPassword: "secret1", email: "" }).success).toBe(true);
  });
  it("reject a bad optional email but accept none", () => {
    expect(registerSchema.safeParse({ ...base, password: "secret1", confirmPassword: "secret1", email: "nope" }).success).toBe(false);
  });
  it("enforce 6 to 128 characters on reset", () => {
    expect(firstMessage(resetPasswordSchema.safeParse({ phoneNumber: "0244000001", newPassword: "12345" }))).toBe(MESSAGES.passwordTooShort);
    expect(resetPasswordSchema.safeParse({ phoneNumber: "0244000001", newPassword: "x".repeat(129) }).success).toBe(false);
    expect(resetPasswordSchema.safeParse({ phoneNumber: "0244000001", newPassword: "123456" }).success).toBe(true);
  });
});
