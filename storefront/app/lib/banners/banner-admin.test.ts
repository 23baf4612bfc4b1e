import { describe, expect, it } from "vitest";
import { bannerInputSchema, bannerStatus, isSafeLink, toIso, toLocalInput, toPluginBody } from "./banner-admin";

const firstMessage = (input: unknown) => {
  const result = bannerInputSchema.safeParse(input);
  return result.success ? null : result.error.issues[0]?.message;
};

describe("isSafeLink (the plugin's rule, before a round trip)", () => {
  it.each(["https://glow.example.com", "http://example.com/x", "/products?category=skincare", "/news/harmattan-skincare-guide"])("keeps %s", (link) => {
    expect(isSafeLink(link)).toBe(true);
  });
  it.each(["javascript:alert(1)", " JavaScript:alert(1)", "data:text/html,x", "//evil.example", "java\tscript:x", "vbscript:x", "https://u:p@example.com", "products"])("refuses %j", (link) => {
    expect(isSafeLink(link)).toBe(false);
  });
});

describe("bannerInputSchema", () => {
  it("reads the admin form (strings, checkbox 'on', datetime-local in Accra time = UTC)", () => {
    const parsed = bannerInputSchema.parse({
      title: " Harmattan Glow ",
      subtitle: "",
      imageUrl: "/images/hero-default.svg",
      videoUrl: "https://youtu.be/dQw4w9WgXcQ",
      button1Text: "Shop now",
      button1Link: "/products",
      button2Text: "",
      button2Link: "",
      bannerType: "celebration",
      priority: "7",
      startDate: "2026-12-01T08:30",
      endDate: "",
      isActive: "on",
    });
    expect(parsed).toEqual({
      title: "Harmattan Glow",
      subtitle: null,
      imageUrl: "/images/hero-default.svg",
      videoUrl: "https://youtu.be/dQw4w9WgXcQ",
      button1Text: "Shop now",
      button1Link: "/products",
      button2Text: null,
      button2Link: null,
      bannerType: "celebration",
      priority: 7,
      startDate: "2026-12-01T08:30:00.000Z",
      endDate: null,
      isActive: true,
    });
    expect(toPluginBody(parsed)).toMatchObject({ image_url: "/images/hero-default.svg", banner_type: "celebration", is_active: true, start_date: "2026-12-01T08:30:00.000Z" });
  });

  it("defaults to an inactive regular banner with priority 0", () => {
    expect(bannerInputSchema.parse({ title: "T" })).toMatchObject({ isActive: false, bannerType: "regular", priority: 0 });
  });

  it.each([
    [{}, "Title is required."],
    [{ title: "T", button1Text: "Go", button1Link: "javascript:alert(1)" }, "Button 1 link must start with http:// or https:// (or be a path on this shop such as /products)."],
    [{ title: "T", videoUrl: "data:video/mp4;base64,AAAA" }, "Video link must start with http:// or https:// (or be a path on this shop such as /products)."],
    [{ title: "T", button2Link: "/sale" }, "Button 2 needs both a text and a link."],
    [{ title: "T", startDate: "2026-12-02T00:00", endDate: "2026-12-01T00:00" }, "The end date must be after the start date."],
    [{ title: "T", startDate: "next week" }, "Start date must be a date and time."],
    [{ title: "T", priority: "1001" }, "Priority must be between 0 and 1000."],
    [{ title: "T", bannerType: "popup" }, "Banner type must be regular or celebration."],
  ])("refuses %j", (input, message) => {
    expect(firstMessage(input)).toBe(message);
  });
});

describe("schedule helpers", () => {
  const now = Date.parse("2026-11-21T12:00:00Z");
  it("names the status the admin sees", () => {
    expect(bannerStatus({ isActive: false, startDate: null, endDate: null }, now)).toBe("inactive");
    expect(bannerStatus({ isActive: true, startDate: null, endDate: null }, now)).toBe("live");
    expect(bannerStatus({ isActive: true, startDate: "2026-11-22T00:00:00Z", endDate: null }, now)).toBe("scheduled");
    expect(bannerStatus({ isActive: true, startDate: null, endDate: "2026-11-21T11:59:00Z" }, now)).toBe("ended");
  });
  it("converts between ISO and datetime-local (UTC, Ghana's time all year)", () => {
    expect(toIso("2026-12-01T08:30")).toBe("2026-12-01T08:30:00.000Z");
    expect(toIso("2026-12-01T08:30:00+01:00")).toBe("2026-12-01T07:30:00.000Z");
    expect(toIso(null)).toBeNull();
    expect(toLocalInput("2026-12-01T08:30:00.000Z")).toBe("2026-12-01T08:30");
  });
});
