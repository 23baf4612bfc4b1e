import { describe, expect, it } from "vitest";
import { averageRating, maskPhone, normaliseText } from "./format";

describe("maskPhone", () => {
  it("shows only the first three and last two digits of a Ghana number, in the local form", () => {
    expect(maskPhone("+233244000001")).toBe("024•••••01");
    expect(maskPhone("0244000001")).toBe("024•••••01");
    expect(maskPhone("+233 20 123 4567")).toBe("020•••••67");
  });

  it("never reveals the middle digits", () => {
    const masked = maskPhone("+233551234589")!;
    expect(masked).not.toMatch(/1234/);
    expect(masked.replace(/•/g, "")).toBe("05589");
  });

  it("masks short or odd values completely and keeps a missing phone missing", () => {
    expect(maskPhone("12345")).toBe("•••••");
    expect(maskPhone("")).toBeNull();
    expect(maskPhone(null)).toBeNull();
    expect(maskPhone(undefined)).toBeNull();
  });
});

describe("averageRating", () => {
  it("rounds the mean to one decimal", () => {
    expect(averageRating(5 + 4 + 4, 3)).toBe(4.3);
    expect(averageRating(5 + 4, 2)).toBe(4.5);
    expect(averageRating(1 + 2 + 2, 3)).toBe(1.7);
    expect(averageRating(5, 1)).toBe(5);
  });

  it("is 0 without approved reviews", () => {
    expect(averageRating(0, 0)).toBe(0);
    expect(averageRating(12, 0)).toBe(0);
  });
});

describe("normaliseText", () => {
  it("trims and turns an empty comment into null", () => {
    expect(normaliseText("  Lovely shea butter \n")).toBe("Lovely shea butter");
    expect(normaliseText("   ")).toBeNull();
    expect(normaliseText(undefined)).toBeNull();
  });
});
