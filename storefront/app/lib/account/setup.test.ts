import { describe, expect, it } from "vitest";
import { greeting, parseSkipped, pendingSetupSteps, skipCookie } from "./setup";

describe("account setup", () => {
  it("lists what is missing and not skipped", () => {
    expect(pendingSetupSteps({ email: null, addressCount: 0 }, [])).toEqual(["email", "address"]);
    expect(pendingSetupSteps({ email: "ama@example.com", addressCount: 0 }, [])).toEqual(["address"]);
    expect(pendingSetupSteps({ email: null, addressCount: 2 }, ["email"])).toEqual([]);
  });

  it("reads and writes the skip cookie, ignoring unknown values", () => {
    expect(parseSkipped("a=1; glow_setup_skipped=email.bogus; b=2")).toEqual(["email"]);
    expect(parseSkipped(null)).toEqual([]);
    expect(skipCookie(["email", "address", "email"], true)).toMatch(/^glow_setup_skipped=email\.address; Path=\/; .*HttpOnly; Secure$/);
  });

  it("greets by the time of day in Ghana (GMT)", () => {
    expect(greeting(new Date("2026-11-21T07:00:00Z"))).toBe("Good morning");
    expect(greeting(new Date("2026-11-21T13:00:00Z"))).toBe("Good afternoon");
    expect(greeting(new Date("2026-11-21T21:00:00Z"))).toBe("Good evening");
    expect(greeting(new Date("2026-11-21T02:00:00Z"))).toBe("Good evening");
  });
});
