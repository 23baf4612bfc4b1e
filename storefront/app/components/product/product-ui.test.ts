import { describe, expect, it } from "vitest";
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
