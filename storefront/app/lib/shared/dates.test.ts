import { describe, expect, it } from "vitest";
import { formatAccraDate, formatAccraDateTime } from "./dates";

describe("Accra dates", () => {
  it("formats like en-GB in Africa/Accra, short and long month", () => {
    const samples = ["2026-11-21T23:59:59Z", "2026-01-01T00:00:00Z", "2024-02-29T12:30:00+02:00", "1999-12-31T23:30:00-01:00"];
    for (const iso of samples) {
      const expectedShort = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric", timeZone: "Africa/Accra" }).format(new Date(iso));
      const expectedLong = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "Africa/Accra" }).format(new Date(iso));
      expect(formatAccraDate(iso)).toBe(expectedShort.replace("Sept", "Sep"));
      expect(formatAccraDate(iso, { month: "long" })).toBe(expectedLong);
    }
    expect(formatAccraDate("2026-09-05T10:00:00Z")).toBe("5 Sep 2026");
  });

  it("a time on the 24-hour clock, and nothing for missing or invalid dates", () => {
    expect(formatAccraDateTime("2026-11-21T14:05:09Z")).toBe("21 Nov 2026, 14:05");
    expect(formatAccraDateTime("2026-03-02T03:07:00+01:00")).toBe("2 Mar 2026, 02:07");
    for (const bad of [null, undefined, "", "not a date"]) {
      expect(formatAccraDate(bad)).toBe("");
      expect(formatAccraDateTime(bad)).toBe("");
    }
  });
});
