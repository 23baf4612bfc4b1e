import { describe, expect, it } from "vitest";
import { toNewsArticle } from "./news.server";
import { formatNewsDate, newsQuerySchema, readNewsPageParams } from "./news";

describe("news query (GET /api/news)", () => {
  it("reads the spec's ?limit=3&featured=true", () => {
    expect(newsQuerySchema.parse({ limit: "3", featured: "true" })).toEqual({ limit: 3, offset: 0, featured: true });
    expect(newsQuerySchema.parse({})).toEqual({ limit: 20, offset: 0 });
  });
  it.each([{ limit: "0" }, { limit: "abc" }, { featured: "yes" }, { category: "<script>" }, { offset: "-1" }])("refuses %j", (query) => {
    expect(newsQuerySchema.safeParse(query).success).toBe(false);
  });
});

describe("/news page URL", () => {
  it("keeps a valid category and page, drops anything else", () => {
    expect(readNewsPageParams(new URLSearchParams("category=skincare-tips&page=2"))).toEqual({ category: "skincare-tips", page: 2 });
    expect(readNewsPageParams(new URLSearchParams("category=Bad%20One&page=-3"))).toEqual({ category: undefined, page: 1 });
  });
  it("formats dates in Accra", () => {
    expect(formatNewsDate("2026-11-20T23:30:00Z")).toBe("20 November 2026");
  });
});

describe("toNewsArticle", () => {
  it("maps the plugin's article to the spec's shape and serves uploads from /media", () => {
    expect(
      toNewsArticle({
        id: "news_1",
        slug: "harmattan-skincare-guide",
        title: "Guide",
        excerpt: null,
        content: "## Hi",
        image_url: "http://localhost:9000/static/news/guide.svg",
        published_at: "2026-11-17T10:00:00.000Z",
        created_at: "2026-11-16T09:00:00.000Z",
        updated_at: "2026-11-16T09:00:00.000Z",
        is_urgent: false,
        is_featured: true,
        category: { id: "ncat_1", name: "Skincare Tips", handle: "skincare-tips", color: "#047857" },
      }),
    ).toEqual({
      id: "news_1",
      slug: "harmattan-skincare-guide",
      title: "Guide",
      excerpt: null,
      content: "## Hi",
      imageUrl: "/media/news/guide.svg",
      publishedAt: "2026-11-17T10:00:00.000Z",
      isUrgent: false,
      isFeatured: true,
      category: { name: "Skincare Tips", color: "#047857", slug: "skincare-tips" },
    });
  });
});
