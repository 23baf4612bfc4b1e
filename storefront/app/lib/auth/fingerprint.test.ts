import { describe, expect, it } from "vitest";
import { fingerprintOf, hashTraits, type BrowserTraits } from "./fingerprint";

const traits: BrowserTraits = {
  userAgent: "Mozilla/5.0 (Linux; Android 13; Tecno Spark)",
  language: "en-GH",
  timezone: "Africa/Accra",
  screen: "412x915",
  colorDepth: 24,
  platform: "Linux armv8l",
  cookieEnabled: true,
  doNotTrack: null,
  canvas: "abc123",
  storage: "111",
};

describe("device fingerprint", () => {
  it("is a short base-36 hash, stable for the same traits", () => {
    const value = fingerprintOf(traits);
    expect(value).toMatch(/^[a-z0-9]{1,12}$/);
    expect(fingerprintOf({ ...traits })).toBe(value);
  });
  it("changes when any trait changes", () => {
    const value = fingerprintOf(traits);
    expect(fingerprintOf({ ...traits, timezone: "Europe/London" })).not.toBe(value);
    expect(fingerprintOf({ ...traits, canvas: "abc124" })).not.toBe(value);
    expect(fingerprintOf({ ...traits, doNotTrack: "1" })).not.toBe(value);
  });
  it("hashes differently for near-identical strings", () => {
    expect(hashTraits("a")).not.toBe(hashTraits("b"));
  });
});
