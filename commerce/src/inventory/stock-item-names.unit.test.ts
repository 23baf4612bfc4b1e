import { describe, expect, it } from "vitest";
import { stockItemName } from "./stock-item-names";

describe("stock item names", () => {
  it("names an item after its product and variant", () => {
    expect(stockItemName("Fit Me Foundation", "110 Ivory")).toBe("Fit Me Foundation — 110 Ivory");
    expect(stockItemName("Shea Butter", "250 g")).toBe("Shea Butter — 250 g");
  });

  it("names a product's only default variant after the product", () => {
    expect(stockItemName("African Black Soap", "Default variant")).toBe("African Black Soap");
    expect(stockItemName("African Black Soap", "default")).toBe("African Black Soap");
    expect(stockItemName("African Black Soap", null)).toBe("African Black Soap");
  });
});
