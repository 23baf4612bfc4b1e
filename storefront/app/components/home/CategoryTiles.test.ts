import { describe, expect, it } from "vitest";
import { categoryStyle } from "./CategoryTiles";

const cat = (name: string) => ({ id: name, name, slug: name.toLowerCase().replace(/ /g, "-") });

describe("category tile colours (spec §2)", () => {
  it("gives Skincare, Makeup, Hair Care and Body Care their fixed colour and emoji", () => {
    expect(categoryStyle(cat("Skincare"), 0)).toEqual({ emoji: "🧴", className: expect.stringContaining("emerald") });
    expect(categoryStyle(cat("Makeup"), 0)).toEqual({ emoji: "💄", className: expect.stringContaining("pink") });
    expect(categoryStyle(cat("Hair Care"), 3).emoji).toBe("💇🏾‍♀️");
    expect(categoryStyle(cat("Body Care"), 3).className).toContain("yellow");
  });
  it("rotates the default palette with a flower for the others", () => {
    const styles = [0, 1, 2, 3, 4].map((i) => categoryStyle(cat("Fragrance"), i));
    expect(styles.every((s) => s.emoji === "🌸")).toBe(true);
    expect(styles[0]!.className).not.toBe(styles[1]!.className);
    expect(styles[4]!.className).toBe(styles[0]!.className);
  });
});

describe("no categories (spec §2)", () => {
  it("says 'No categories available'", async () => {
    const { createElement } = await import("react");
    const { renderToStaticMarkup } = await import("react-dom/server");
    const { CategoryTiles } = await import("./CategoryTiles");
    expect(renderToStaticMarkup(createElement(CategoryTiles, { categories: [] }))).toBe('<p class="text-gray-600">No categories available</p>');
  });
});
