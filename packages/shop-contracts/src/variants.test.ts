import { describe, expect, it } from "vitest";
import { isShadeOption, swatchColour, variantOptionLabel } from "./variants";

describe("variantOptionLabel (what a card says about a product's variants, ADR 200)", () => {
  it("counts shades and sizes by the option's title, else options; nothing for one variant", () => {
    expect(variantOptionLabel(8, ["Shade"])).toBe("8 shades");
    expect(variantOptionLabel(6, [" Colour "])).toBe("6 shades");
    expect(variantOptionLabel(3, ["Size"])).toBe("3 sizes");
    expect(variantOptionLabel(4, ["Shade", "Size"])).toBe("4 options");
    expect(variantOptionLabel(2, ["Scent"])).toBe("2 options");
    expect(variantOptionLabel(1, ["Size"])).toBeNull();
    expect(variantOptionLabel(0, [])).toBeNull();
  });

  it("knows colour options by name", () => {
    expect(["Shade", "shades", "Color", "colours", "Tint"].every(isShadeOption)).toBe(true);
    expect(isShadeOption("Size")).toBe(false);
  });
});

describe("swatchColour", () => {
  it("takes a CSS hex colour, lower-cased, and nothing else", () => {
    expect(swatchColour(" #D3A27A ")).toBe("#d3a27a");
    expect(swatchColour("#fff")).toBe("#fff");
    for (const bad of ["red", "#12345", "url(x)", "#d3a27a;background:url(x)", 42, null, undefined]) expect(swatchColour(bad)).toBeNull();
  });
});
