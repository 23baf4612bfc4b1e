import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { NEWS_CARD_SIZES, NEWS_CARD_WIDTHS } from "~/lib/news/pictures";
import { Picture } from "./picture";

describe("Picture", () => {
  it("offers an upload as AVIF and WebP in the widths asked for, the original as the fallback", () => {
    const html = renderToStaticMarkup(<Picture src="/media/news/17-sale.webp" alt="" width={640} height={360} loading="lazy" sizes={NEWS_CARD_SIZES} widths={NEWS_CARD_WIDTHS} />);
    expect(html).toContain('<source type="image/avif" srcSet="/media/news/17-sale.webp?w=320&amp;fm=avif 320w, /media/news/17-sale.webp?w=480&amp;fm=avif 480w, /media/news/17-sale.webp?w=640&amp;fm=avif 640w"');
    expect(html).toContain('type="image/webp"');
    expect(html).toMatch(/<img src="\/media\/news\/17-sale.webp" sizes="\(min-width: 768px\) 33vw, 100vw" decoding="async" alt="" width="640" height="360" loading="lazy"\/>/);
    expect(html).not.toContain("w=1280");
  });

  it("is a plain picture for vectors and pictures hosted elsewhere", () => {
    expect(renderToStaticMarkup(<Picture src="/images/hero-default.svg" alt="Hero" sizes="100vw" />)).toBe('<img src="/images/hero-default.svg" decoding="async" alt="Hero"/>');
    expect(renderToStaticMarkup(<Picture src="https://cdn.example.com/a.jpg" alt="" sizes="100vw" />)).not.toContain("<source");
  });
});
