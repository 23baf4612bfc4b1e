import { describe, expect, it } from "vitest";
import { CONTENT_SLUGS, getContentPage } from "./content.server";

describe("content pages", () => {
  it("finds a Markdown file with a title and text for every content slug", () => {
    for (const slug of CONTENT_SLUGS) {
      const page = getContentPage(slug);
      expect(page.title, slug).toBeTruthy();
      expect(page.blocks.length, slug).toBeGreaterThan(0);
    }
  });
});
