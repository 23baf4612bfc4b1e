import { describe, expect, it } from "vitest";
import type { TapOutcome } from "./tap-queue";
import { newTapKey, outcomesToast } from "./taps";

const outcome = (result: TapOutcome["result"], message: string, signedOut = false): TapOutcome => ({ id: message, kind: "cart-add", label: "x", result, message, signedOut, at: 0 });

describe("outcomesToast: one toast says how every settled tap went", () => {
  it("says what went through", () => {
    expect(outcomesToast([outcome("applied", "A was added."), outcome("applied", "B was saved.")])).toEqual({ title: "Sent", description: "A was added. B was saved." });
  });

  it("puts refusals first and asks to sign in when the shopper was signed out", () => {
    expect(outcomesToast([outcome("applied", "A was added."), outcome("refused", "B was not added: you were signed out.", true)])).toEqual({
      title: "Sign in required",
      description: "B was not added: you were signed out. A was added.",
      variant: "destructive",
    });
    expect(outcomesToast([outcome("refused", "C was not added: out of stock.")])).toMatchObject({ title: "Not sent", variant: "destructive" });
  });
});

describe("newTapKey", () => {
  it("makes a UUID the shop accepts as an idempotency key, a new one each time", () => {
    const key = newTapKey();
    expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(newTapKey()).not.toBe(key);
  });
});
