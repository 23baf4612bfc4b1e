import { describe, expect, it } from "vitest";
import { americanSpelling, normalizeQuery, spellingVariants } from "./spelling";

describe("British and American spellings", () => {
  it("maps -ise words and listed words to their American form", () => {
    expect(americanSpelling("moisturiser")).toBe("moisturizer");
    expect(americanSpelling("Moisturising")).toBe("moisturizing");
    expect(americanSpelling("colour")).toBe("color");
    expect(americanSpelling("moisturizer")).toBe("moisturizer");
  });

  it("leaves -ise words that are not British spellings alone", () => {
    for (const word of ["rise", "wise", "promise", "precise", "surprise", "exercise", "noise", "raise", "paradise"]) expect(americanSpelling(word)).toBe(word);
  });

  it("lists only the words that change, once", () => {
    expect(spellingVariants("Moisturising Cream", "A moisturiser for colour-treated hair; moisturiser")).toBe("moisturizing moisturizer color");
    expect(spellingVariants("Shea Butter", null)).toBeNull();
  });

  it("normalizes a query word by word and keeps the rest", () => {
    expect(normalizeQuery("Nivea moisturiser, 200ml")).toBe("Nivea moisturizer, 200ml");
    expect(normalizeQuery("vasline")).toBe("vasline");
  });
});
