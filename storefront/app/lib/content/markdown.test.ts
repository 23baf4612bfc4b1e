import { describe, expect, it } from "vitest";
import { parseArticleMarkdown, parseInline, parseMarkdown, safeHref } from "./markdown";

describe("parseMarkdown", () => {
  it("reads front matter, headings, lists, tables and notes", () => {
    const doc = parseMarkdown(
      "---\ntitle: Shipping\ndescription: Fees and times\n---\n# Ignored\n\nWe deliver **fast**.\nAll week.\n\n## Fees\n- Accra: GH₵30\n- Elsewhere\n\n1. one\n2. two\n\n| Region | Fee |\n|---|---|\n| Accra | GH₵30 |\n\n> Note [here](/help)\n",
    );
    expect(doc.title).toBe("Shipping");
    expect(doc.description).toBe("Fees and times");
    expect(doc.blocks.map((b) => b.kind)).toEqual(["paragraph", "heading", "list", "list", "table", "note"]);
    expect(doc.blocks[0]).toEqual({ kind: "paragraph", content: [{ kind: "text", text: "We deliver " }, { kind: "strong", text: "fast" }, { kind: "text", text: ". All week." }] });
    expect(doc.blocks[1]).toEqual({ kind: "heading", level: 2, text: "Fees", id: "fees" });
    expect(doc.blocks[3]).toMatchObject({ ordered: true });
    expect(doc.blocks[4]).toMatchObject({ head: [[{ text: "Region" }], [{ text: "Fee" }]], rows: [[[{ text: "Accra" }], [{ text: "GH₵30" }]]] });
  });

  it("uses the first # heading as the title without front matter", () => {
    expect(parseMarkdown("# About Glow\n\nHello").title).toBe("About Glow");
  });

  it("reads inline code", () => {
    expect(parseInline("key `glow_cookie_consent` here")).toEqual([{ kind: "text", text: "key " }, { kind: "code", text: "glow_cookie_consent" }, { kind: "text", text: " here" }]);
  });

  it("never lets unsafe links through", () => {
    expect(safeHref("javascript:alert(1)")).toBeNull();
    expect(safeHref("//evil.example")).toBeNull();
    expect(safeHref("/contact")).toBe("/contact");
    expect(safeHref("https://wa.me/233244000000")).toBe("https://wa.me/233244000000");
    expect(parseInline("[x](javascript:alert(1))")).toEqual([{ kind: "text", text: "x" }, { kind: "text", text: ")" }]);
    expect(parseInline("<script>alert(1)</script>")).toEqual([{ kind: "text", text: "<script>alert(1)</script>" }]);
  });
});

describe("news article Markdown", () => {
  it("reads italics without touching bold or snake_case words", () => {
    expect(parseInline("a *soft* b **bold** c_d_e _x_")).toEqual([
      { kind: "text", text: "a " },
      { kind: "em", text: "soft" },
      { kind: "text", text: " b " },
      { kind: "strong", text: "bold" },
      { kind: "text", text: " c_d_e " },
      { kind: "em", text: "x" },
    ]);
  });

  it("keeps # headings as sections and a leading --- block as content", () => {
    const blocks = parseArticleMarkdown("# Steps\n\nText\n\n### Small");
    expect(blocks).toEqual([
      { kind: "heading", level: 2, text: "Steps", id: "steps" },
      { kind: "paragraph", content: [{ kind: "text", text: "Text" }] },
      { kind: "heading", level: 3, text: "Small", id: "small" },
    ]);
    expect(parseArticleMarkdown("---\ntitle: x\n---\nHello").length).toBeGreaterThan(0);
  });

  it("renders staff-written HTML and script links as plain text", () => {
    const blocks = parseArticleMarkdown("<img src=x onerror=alert(1)>\n\n[tap](javascript:alert(1)) [ok](https://glow.example.com) [data](data:text/html,x)");
    expect(blocks[0]).toEqual({ kind: "paragraph", content: [{ kind: "text", text: "<img src=x onerror=alert(1)>" }] });
    const links = (blocks[1] as { content: Array<{ kind: string; href?: string }> }).content.filter((part) => part.kind === "link");
    expect(links).toEqual([{ kind: "link", text: "ok", href: "https://glow.example.com" }]);
  });
});
