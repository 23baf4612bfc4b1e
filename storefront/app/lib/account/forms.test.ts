import { describe, expect, it } from "vitest";
import { addressFormSchema, deleteAccountSchema, fieldErrors, formFields, passwordChangeSchema, phoneCodeSchema, profileSchema } from "./forms";

describe("account forms", () => {
  it("profile: names required, email optional but valid", () => {
    expect(profileSchema.safeParse({ firstName: " Ama ", lastName: "Mensah", email: "" }).data).toEqual({ firstName: "Ama", lastName: "Mensah", email: "" });
    const bad = profileSchema.safeParse({ firstName: "", lastName: "Mensah", email: "ama@" });
    expect(bad.success).toBe(false);
    expect(fieldErrors(bad.error!)).toEqual({ firstName: "Please enter your first name.", email: "Please enter a valid email address." });
  });

  it("phone code: strips separators from the code and needs 6 digits and a 0XXXXXXXXX number", () => {
    expect(phoneCodeSchema.safeParse({ phone: "0551234567", code: "123 456" }).data).toEqual({ phone: "0551234567", code: "123456" });
    expect(phoneCodeSchema.safeParse({ phone: "0551234567", code: "12345" }).success).toBe(false);
    expect(fieldErrors(phoneCodeSchema.safeParse({ phone: "+233551234567", code: "123456" }).error!).phone).toMatch(/0XXXXXXXXX/);
  });

  it("password change: confirmation must match and the new password must differ", () => {
    expect(passwordChangeSchema.safeParse({ currentPassword: "old-pass", newPassword: "new-pass", confirmPassword: "new-pass" }).success).toBe(true);
    expect(fieldErrors(passwordChangeSchema.safeParse({ currentPassword: "old-pass", newPassword: "new-pass", confirmPassword: "other" }).error!)).toEqual({
      confirmPassword: "Please make sure both password fields are identical.",
    });
    expect(fieldErrors(passwordChangeSchema.safeParse({ currentPassword: "same-pass", newPassword: "same-pass", confirmPassword: "same-pass" }).error!).newPassword).toMatch(/different/);
    expect(fieldErrors(passwordChangeSchema.safeParse({ currentPassword: "x", newPassword: "123", confirmPassword: "123" }).error!).newPassword).toMatch(/at least 6/);
  });

  it("delete account: the typed word (any case) and a password", () => {
    expect(deleteAccountSchema.safeParse({ confirmation: " delete ", password: "x" }).success).toBe(true);
    expect(fieldErrors(deleteAccountSchema.safeParse({ confirmation: "yes", password: "" }).error!)).toEqual({
      confirmation: "Please type DELETE to confirm.",
      password: "Please enter your password.",
    });
  });

  it("address form: the shared Ghana address rules plus an optional label", () => {
    const ok = addressFormSchema.safeParse({ firstName: "Ama", lastName: "Mensah", phone: "0244000001", region: "Ashanti", city: "Kumasi", area: "Ahodwo", gps: "ak0395028", label: "Mum's" });
    expect(ok.success).toBe(true);
    const bad = addressFormSchema.safeParse({ firstName: "Ama", lastName: "Mensah", phone: "0244000001", region: "Lagos", city: "", area: "x", gps: "12" });
    expect(Object.keys(fieldErrors(bad.error!)).sort()).toEqual(["city", "gps", "region"]);
  });

  it("reads only string fields from FormData", () => {
    const form = new FormData();
    form.set("a", "1");
    form.set("file", new Blob(["x"]));
    expect(formFields(form)).toEqual({ a: "1" });
  });
});
