import { describe, expect, it } from "vitest";
import { TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS, tooltipDelay } from "~/components/ui/tooltip";
import { clampQuantity } from "./QuantityStepper";
import { stockBadgeText } from "./StockBadge";

describe("product dialog helpers", () => {
  it("keeps the quantity between 1 and the stock", () => {
    expect(clampQuantity(0, 5)).toBe(1);
    expect(clampQuantity(9, 5)).toBe(5);
    expect(clampQuantity(3, 5)).toBe(3);
    expect(clampQuantity(Number.NaN, 5)).toBe(1);
    expect(clampQuantity(4, null)).toBe(1);
  });
  it("labels stock as the spec says", () => {
    expect(stockBadgeText(12)).toBe("In Stock (12 available)");
    expect(stockBadgeText(0)).toBe("Out of Stock");
    expect(stockBadgeText(null)).toBe("Out of Stock");
  });
});

describe("tooltip timing (spec §9)", () => {
  it("waits 700 ms, or opens at once within 300 ms of the last one closing", () => {
    expect(TOOLTIP_DELAY_MS).toBe(700);
    expect(TOOLTIP_SKIP_DELAY_MS).toBe(300);
    expect(tooltipDelay(10_000, 0)).toBe(700);
    expect(tooltipDelay(10_000, 9_800)).toBe(0);
    expect(tooltipDelay(10_000, 9_700)).toBe(700);
  });
});
