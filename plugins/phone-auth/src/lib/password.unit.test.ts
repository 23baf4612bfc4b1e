import { describe, expect, it } from "vitest";
import { COMMON_PASSWORDS } from "@glow/shop-contracts";
import { isCommonPassword, PASSWORD_MIN, takeDummyHash } from "./password";

describe("common passwords", () => {
  it("refuses the most common ones, whatever the case, and keeps the list usable", () => {
    for (const p of ["123456", "password", "Password1", "QWERTY123", " iloveyou ", "ghana123", "Blessed"]) expect(isCommonPassword(p), p).toBe(true);
    for (const p of ["Kente#Weave-2026", "akwaaba-mango-7", "Shopper#2026"]) expect(isCommonPassword(p), p).toBe(false);
    expect(COMMON_PASSWORDS.length).toBeGreaterThan(300);
    for (const p of COMMON_PASSWORDS) {
      expect(p.length, p).toBeGreaterThanOrEqual(PASSWORD_MIN);
      expect(p, p).toBe(p.toLowerCase());
    }
    expect(new Set(COMMON_PASSWORDS).size).toBe(COMMON_PASSWORDS.length);
  });
});

describe("dummy-hash ceiling", () => {
  it("allows N dummy hashes a second, then none until the next second", () => {
    const second = 1_900_000_000_000;
    for (let i = 0; i < 10; i++) expect(takeDummyHash(10, second + i)).toBe(true);
    expect(takeDummyHash(10, second + 500)).toBe(false);
    expect(takeDummyHash(10, second + 1000)).toBe(true);
  });
});
