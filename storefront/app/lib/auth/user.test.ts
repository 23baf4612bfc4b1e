import { describe, expect, it } from "vitest";
import { formatCountdown } from "~/hooks/use-countdown";
import { avatarInitial, toLocalPhone } from "./user";

describe("avatar initial (spec §2)", () => {
  it("is the first letter of the first name", () => {
    expect(avatarInitial({ firstName: "ama", phoneNumber: "0244000001" })).toBe("A");
  });
  it("falls back to the second character of the phone number", () => {
    expect(avatarInitial({ firstName: "", phoneNumber: "0244000001" })).toBe("2");
    expect(avatarInitial({ firstName: "  ", phoneNumber: "0544000001" })).toBe("5");
  });
});

describe("phone display", () => {
  it("shows E.164 Ghana numbers in local form", () => {
    expect(toLocalPhone("+233244000001")).toBe("0244000001");
    expect(toLocalPhone(null)).toBe("");
  });
});

describe("countdown (spec §9: m:ss)", () => {
  it("formats seconds", () => {
    expect(formatCountdown(600)).toBe("10:00");
    expect(formatCountdown(59)).toBe("0:59");
    expect(formatCountdown(61)).toBe("1:01");
    expect(formatCountdown(-3)).toBe("0:00");
  });
});
