import { describe, expect, it } from "vitest";
import {
  BannerJsonSchema,
  checkLink,
  CustomerJsonSchema,
  isSafeLink,
  NewsArticleJsonSchema,
  parseArticleMarkdown,
  parseMarkdown,
  safeHref,
  StaffReviewJsonSchema,
  WishlistJsonSchema,
} from "./index";

describe("checkLink() / isSafeLink()", () => {
  it("keeps http(s) addresses and site paths, normalised", () => {
    expect(checkLink(" https://glow.example.com/sale ")).toEqual({ ok: true, value: "https://glow.example.com/sale" });
    expect(checkLink("/products?category=skincare")).toEqual({ ok: true, value: "/products?category=skincare" });
    expect(isSafeLink("http://example.com")).toBe(true);
  });

  it.each(["javascript:alert(1)", "JavaScript:alert(1)", "data:text/html,x", "vbscript:x", "//evil.example", "java\nscript:alert(1)", "\\\\evil", "https://u:p@example.com/", " ", `/${"a".repeat(2000)}`])(
    "refuses %j",
    (link) => {
      expect(isSafeLink(link)).toBe(false);
      expect(checkLink(link).ok).toBe(false);
    },
  );
});

describe("safeHref() (links inside Markdown)", () => {
  it("keeps site paths, anchors, https, mailto and tel; drops the rest", () => {
    for (const href of ["/help", "#returns", "https://wa.me/233244000000", "mailto:hello@glow.example", "tel:+233244000000"]) expect(safeHref(href)).toBe(href);
    for (const href of ["javascript:alert(1)", "http://plain.example", "//evil.example", "data:text/html,x"]) expect(safeHref(href)).toBeNull();
  });
});

describe("the Markdown subset", () => {
  it("reads front matter, headings, lists, tables and notes; unsafe links become text", () => {
    const doc = parseMarkdown("---\ntitle: Help\ndescription: Answers\n---\n## Orders\n- **Fast** [track](/orders)\n- [bad](javascript:void)\n\n| A | B |\n|---|---|\n| 1 | 2 |\n\n> Note");
    expect(doc.title).toBe("Help");
    expect(doc.description).toBe("Answers");
    expect(doc.blocks.map((block) => block.kind)).toEqual(["heading", "list", "table", "note"]);
    expect(doc.blocks[1]).toEqual({
      kind: "list",
      ordered: false,
      items: [
        [{ kind: "strong", text: "Fast" }, { kind: "text", text: " " }, { kind: "link", text: "track", href: "/orders" }],
        [{ kind: "text", text: "bad" }],
      ],
    });
  });

  it("an article's '#' headings become section headings and a leading '---' is content", () => {
    const blocks = parseArticleMarkdown("---\n# Harmattan care\nDrink *water*.");
    expect(blocks[0]).toEqual({ kind: "paragraph", content: [{ kind: "text", text: "---" }] });
    expect(blocks[1]).toEqual({ kind: "heading", level: 2, text: "Harmattan care", id: "harmattan-care" });
    expect(blocks.at(-1)).toEqual({ kind: "paragraph", content: [{ kind: "text", text: "Drink " }, { kind: "em", text: "water" }, { kind: "text", text: "." }] });
  });
});

describe("wire schemas", () => {
  const at = "2026-11-20T08:00:00.000Z";
  it("accept the plugins' answers and refuse a missing or mistyped field", () => {
    const banner = {
      id: "ban_1",
      title: "Sale",
      subtitle: null,
      image_url: "/static/a.webp",
      video_url: null,
      button1_text: "Shop",
      button1_link: "/products",
      button2_text: null,
      button2_link: null,
      banner_type: "regular",
      is_active: true,
      start_date: null,
      end_date: at,
      priority: 3,
      created_at: at,
      updated_at: at,
    };
    expect(BannerJsonSchema.parse(banner)).toEqual(banner);
    expect(BannerJsonSchema.safeParse({ ...banner, banner_type: "popup" }).success).toBe(false);
    expect(BannerJsonSchema.safeParse({ ...banner, updated_at: undefined }).success).toBe(false);

    const article = { id: "n_1", slug: "a", title: "A", excerpt: null, content: "x", image_url: null, published_at: at, is_urgent: false, is_featured: true, category: null, created_at: at, updated_at: at };
    expect(NewsArticleJsonSchema.parse(article)).toEqual(article);
    expect(NewsArticleJsonSchema.safeParse({ ...article, category: { id: "c", name: "Tips" } }).success).toBe(false);

    const review = {
      id: "rev_1",
      product_id: "prod_1",
      rating: 5,
      comment: "Lovely",
      is_approved: false,
      created_at: at,
      updated_at: at,
      admin_response: null,
      admin_response_at: null,
      product: { id: "prod_1", title: "Shea butter", handle: "shea-butter", thumbnail: null },
      customer: { id: "cus_1", first_name: "Ama", last_name: "Mensah", phone: "+233244000001" },
    };
    expect(StaffReviewJsonSchema.parse(review)).toEqual(review);
    expect(StaffReviewJsonSchema.safeParse({ ...review, rating: 6 }).success).toBe(false);

    expect(CustomerJsonSchema.safeParse({ id: "cus_1", first_name: "Ama", last_name: null, phone: "+233244000001", email: null, is_admin: false }).success).toBe(true);
    expect(WishlistJsonSchema.safeParse({ items: [{ product_id: "prod_1", created_at: at, product: { id: "prod_1", title: "T", handle: "t", thumbnail: null } }] }).success).toBe(true);
  });
});
