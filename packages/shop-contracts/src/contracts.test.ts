import { describe, expect, it } from "vitest";
import { newsContracts } from "./news.js";
import { checkDateWindow, CreateConsultationSchema, ListConsultationsSchema, weekOf } from "./consultations.js";
import { contractPath, contractQuery } from "./contract.js";
import { phoneAuthContracts } from "./phone-auth.js";
import { PHONE_FORMAT_MESSAGE } from "./ghana-phone.js";
import { COMMON_PASSWORD_MESSAGE } from "./passwords.js";

describe("contract paths", () => {
  it("fill in path parameters, encoded, and refuse a missing one", () => {
    expect(contractPath(newsContracts.retrieve, { slug: "a b/c" })).toBe("/store/news/a%20b%2Fc");
    expect(() => contractPath(newsContracts.retrieve, {})).toThrow(/missing path parameter "slug"/);
    expect(contractQuery({ limit: 20, featured: "true", category: undefined, product_ids: ["a", "b"] })).toBe("?limit=20&featured=true&product_ids=a%2Cb");
    expect(contractQuery({})).toBe("");
  });
});

describe("consultation rules (one copy for the plugin and the form)", () => {
  const inTenDays = new Date(Date.now() + 10 * 24 * 3600 * 1000).toISOString().slice(0, 10);
  const booking = { name: "Abena Owusu", phone: "0244123456", preferred_date: inTenDays, preferred_time: "10:30", contact_method: "whatsapp", concern: "Dark spots after the Harmattan season" };
  const messages = (input: unknown) => {
    const result = CreateConsultationSchema.safeParse(input);
    return result.success ? [] : result.error.issues.map((issue) => issue.message);
  };

  it("accepts a phone number typed with spaces or dashes, and stores it without them", () => {
    expect(CreateConsultationSchema.parse({ ...booking, phone: " 024 412-3456 " }).phone).toBe("0244123456");
  });

  it("defaults a missing contact method to phone and refuses an unknown one in plain words", () => {
    const { contact_method: _omitted, ...withoutMethod } = booking;
    expect(CreateConsultationSchema.parse(withoutMethod).contact_method).toBe("phone");
    expect(messages({ ...booking, contact_method: "carrier pigeon" })).toEqual(["Please choose how we should meet"]);
  });

  it("trims the name and concern before counting", () => {
    expect(messages({ ...booking, name: "  A  ", concern: "   short    " })).toEqual(["Please enter your name", "Please tell us a little more (at least 10 characters)"]);
  });

  it("keeps the date within today and the next 90 days", () => {
    const now = new Date("2026-11-26T12:00:00Z");
    expect(checkDateWindow("2026-11-25", now)).toBe("Please choose today or a later date");
    expect(checkDateWindow("2026-11-26", now)).toBeNull();
    expect(checkDateWindow("2027-02-24", now)).toBeNull();
    expect(checkDateWindow("2027-02-25", now)).toBe("Please choose a date within the next 90 days");
    expect(messages({ ...booking, preferred_date: "2020-01-01" })).toEqual(["Please choose today or a later date"]);
  });
});

describe("phone-auth contracts (the plugin validates with them, ADR 161)", () => {
  const first = (schema: { safeParse: (v: unknown) => { success: boolean; error?: { issues: Array<{ message: string }> } } }, input: unknown) => {
    const result = schema.safeParse(input);
    return result.success ? null : result.error!.issues[0]!.message;
  };

  it("turns a typed Ghana number into E.164 and refuses others with the shopper's sentence", () => {
    expect(phoneAuthContracts.registrationCode.body.parse({ phone: "024 400-0001" })).toEqual({ phone: "+233244000001" });
    expect(first(phoneAuthContracts.registrationCode.body, { phone: "0044000001" })).toBe(PHONE_FORMAT_MESSAGE);
  });

  it("refuses a common password and a missing device check in plain words", () => {
    const register = { phone: "0244000001", password: "password", first_name: "Ama", last_name: "Mensah", verification_token: "t", device_fingerprint: "abc123" };
    expect(first(phoneAuthContracts.register.body, register)).toBe(COMMON_PASSWORD_MESSAGE);
    expect(first(phoneAuthContracts.login.body, { phone: "0244000001", password: "x" })).toBe("Your browser did not send its device check. Please reload the page and try again.");
  });

  it("reads the password step's two answers: signed in, or a code sent", () => {
    const customer = { id: "cus_1", first_name: "Ama", last_name: "Mensah", phone: "+233244000001", email: null, is_admin: false };
    const signedIn = { requires_otp: false, session: { token: "t", expires_at: "2026-12-01T00:00:00.000Z", remember: true }, customer };
    expect(phoneAuthContracts.loginCode.response.parse(signedIn).requires_otp).toBe(false);
    expect(phoneAuthContracts.loginCode.response.parse({ requires_otp: true, expires_in: 600, pending_token: "p" })).toEqual({ requires_otp: true, expires_in: 600, pending_token: "p" });
    expect(phoneAuthContracts.loginCode.response.safeParse({ requires_otp: true }).success).toBe(false);
  });
});

describe("the staff's week of consultations", () => {
  it("runs Monday to Sunday around any day, across months and years", () => {
    expect(weekOf("2026-11-27")).toEqual({ from: "2026-11-23", to: "2026-11-29" }); // a Friday
    expect(weekOf("2026-11-23")).toEqual({ from: "2026-11-23", to: "2026-11-29" }); // its Monday
    expect(weekOf("2026-11-29")).toEqual({ from: "2026-11-23", to: "2026-11-29" }); // its Sunday
    expect(weekOf("2027-01-01")).toEqual({ from: "2026-12-28", to: "2027-01-03" });
  });

  it("takes a range of real days, both ends, at most 31 days", () => {
    expect(ListConsultationsSchema.parse({ from: "2027-03-01", to: "2027-03-07" })).toMatchObject({ from: "2027-03-01", to: "2027-03-07", limit: 50 });
    expect(ListConsultationsSchema.safeParse({ from: "2027-03-01", to: "2027-03-31" }).success).toBe(true);
    expect(ListConsultationsSchema.safeParse({ from: "2027-03-01", to: "2027-04-01" }).success).toBe(false);
    expect(ListConsultationsSchema.safeParse({ from: "2027-02-29", to: "2027-03-01" }).success).toBe(false);
    expect(ListConsultationsSchema.safeParse({ to: "2027-03-01" }).success).toBe(false);
    expect(ListConsultationsSchema.safeParse({}).success).toBe(true);
  });
});
