import { describe, expect, it } from "vitest";
import { maskPhone, normalizeGhanaPhone, toLocalGhanaPhone } from "./phone";

describe("Ghana phone numbers", () => {
  it("normalises what people type to E.164 +233", () => {
    expect(normalizeGhanaPhone("0244000001")).toBe("+233244000001");
    expect(normalizeGhanaPhone("024 400 0001")).toBe("+233244000001");
    expect(normalizeGhanaPhone("+233244000001")).toBe("+233244000001");
    expect(normalizeGhanaPhone("233244000001")).toBe("+233244000001");
    expect(normalizeGhanaPhone("0501234567")).toBe("+233501234567");
  });

  it("refuses anything that is not a Ghana number", () => {
    for (const bad of ["", "024400000", "02440000011", "1244000001", "+14155550100", "+2330244000001", "0044000001", "abcdefghij", "+23324400000a"]) {
      expect(normalizeGhanaPhone(bad)).toBeNull();
    }
    expect(normalizeGhanaPhone(undefined as unknown as string)).toBeNull();
  });

  it("formats back for people and masks for logs", () => {
    expect(toLocalGhanaPhone("+233244000001")).toBe("0244000001");
    expect(maskPhone("+233244000001")).toBe("+23324*****01");
  });
});
