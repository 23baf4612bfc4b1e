import { describe, expect, it } from "vitest";
import { toBanner, type PluginBanner } from "./banners.server";

const plugin: PluginBanner = {
  id: "ban_1",
  title: "Harmattan Glow",
  subtitle: null,
  image_url: "http://localhost:9000/static/banners/hero.jpg",
  video_url: "https://youtu.be/dQw4w9WgXcQ",
  button1_text: "Shop",
  button1_link: "/products",
  button2_text: "Bad",
  button2_link: "javascript:alert(1)",
  banner_type: "celebration",
  is_active: true,
  start_date: null,
  end_date: "2026-12-31T23:59:00.000Z",
  priority: 5,
  created_at: "2026-11-21T10:00:00.000Z",
  updated_at: "2026-11-21T10:00:00.000Z",
};

describe("toBanner", () => {
  it("maps the plugin's banner to the spec's shape, serving uploads from /media", () => {
    expect(toBanner(plugin)).toMatchObject({
      id: "ban_1",
      imageUrl: "/media/banners/hero.jpg",
      videoUrl: "https://youtu.be/dQw4w9WgXcQ",
      button1Text: "Shop",
      button1Link: "/products",
      bannerType: "celebration",
      isActive: true,
      startDate: null,
      endDate: "2026-12-31T23:59:00.000Z",
      priority: 5,
      createdAt: "2026-11-21T10:00:00.000Z",
    });
  });

  it("drops a link that is somehow unsafe (rows edited outside the plugin)", () => {
    expect(toBanner(plugin).button2Link).toBeNull();
    expect(toBanner({ ...plugin, video_url: "data:video/mp4;base64,AA", image_url: "javascript:x" })).toMatchObject({ videoUrl: null, imageUrl: null });
  });
});
