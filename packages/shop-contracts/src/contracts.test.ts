import { describe, expect, it } from "vitest";
import { newsContracts } from "./news.js";
import { checkDateWindow, CreateConsultationSchema } from "./consultations.js";
import { contractPath, contractQuery } from "./contract.js";

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
