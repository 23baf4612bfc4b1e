import { describe, expect, it } from "vitest";
import { CreateArticle, CreateCategory, slugify, StoreListNewsQuery, UpdateArticle } from "./validators";

const messageOf = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) => result.error?.issues.map((issue) => issue.message).join("; ");

describe("news validators", () => {
  it("makes slugs from titles", () => {
    expect(slugify("Your Harmattan skincare guide!")).toBe("your-harmattan-skincare-guide");
    expect(slugify("Crème brûlée — été")).toBe("creme-brulee-ete");
    expect(slugify("!!!")).toBe("");
  });

  it("keeps Markdown content exactly as written", () => {
    const content = "# Hi\n\n<script>alert(1)</script>\n";
    expect(CreateArticle.parse({ title: "T", content }).content).toBe(content);
  });

  it.each([
    [{ content: "x" }, "Title is required"],
    [{ title: "T" }, "Content is required"],
    [{ title: "T", content: "   " }, "Content is required"],
    [{ title: "T", content: "x", slug: "Bad Slug" }, "Slug may use only lower-case letters, digits and single hyphens (e.g. harmattan-skincare-guide)"],
    [{ title: "T", content: "x", image_url: "javascript:alert(1)" }, "Image URL must start with http:// or https:// (or be a path on this shop such as /products)"],
    [{ title: "T", content: "x", published_at: "soon" }, "Publish date must be a date such as 2026-12-01T08:00:00Z"],
  ])("refuses %j", (body, message) => {
    const result = CreateArticle.safeParse(body);
    expect(result.success).toBe(false);
    expect(messageOf(result)).toBe(message);
  });

  it("updates only what is sent", () => {
    expect(UpdateArticle.parse({ is_urgent: true })).toEqual({ is_urgent: true });
  });

  it("needs a hex colour for categories", () => {
    expect(CreateCategory.safeParse({ name: "Tips", color: "#047857" }).success).toBe(true);
    expect(messageOf(CreateCategory.safeParse({ name: "Tips", color: "green" }))).toBe("Colour must be a hex colour such as #9d174d");
  });

  it("reads the store list query", () => {
    expect(StoreListNewsQuery.parse({ limit: "3", featured: "true" })).toEqual({ limit: 3, offset: 0, featured: true });
    expect(StoreListNewsQuery.parse({})).toEqual({ limit: 20, offset: 0 });
    expect(StoreListNewsQuery.safeParse({ featured: "yes" }).success).toBe(false);
    expect(StoreListNewsQuery.safeParse({ limit: "100" }).success).toBe(false);
  });
});
