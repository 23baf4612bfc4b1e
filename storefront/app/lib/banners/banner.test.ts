import { describe, expect, it } from "vitest";
import { bannerMedia } from "./banner";

describe("bannerMedia (spec §2 Banner display)", () => {
  it("shows the image when there is no video or it is unusable", () => {
    expect(bannerMedia(null)).toEqual({ kind: "image" });
    expect(bannerMedia("javascript:alert(1)")).toEqual({ kind: "image" });
    expect(bannerMedia("https://example.com/page")).toEqual({ kind: "image" });
  });
  it("plays video files", () => {
    expect(bannerMedia("https://cdn.example.com/promo.mp4")).toEqual({ kind: "file", src: "https://cdn.example.com/promo.mp4" });
    expect(bannerMedia("/media/banners/harmattan.webm")).toEqual({ kind: "file", src: "/media/banners/harmattan.webm" });
  });
  it("embeds YouTube muted and autoplaying", () => {
    for (const link of ["https://www.youtube.com/watch?v=dQw4w9WgXcQ", "https://youtu.be/dQw4w9WgXcQ", "https://youtube.com/shorts/dQw4w9WgXcQ"]) {
      const media = bannerMedia(link);
      expect(media.kind).toBe("embed");
      expect(media.kind === "embed" && media.src).toContain("/embed/dQw4w9WgXcQ?autoplay=1&mute=1");
    }
  });
  it("shows reels as image + View Reel link", () => {
    expect(bannerMedia("https://www.instagram.com/reel/C1abc/")).toEqual({ kind: "reel", href: "https://www.instagram.com/reel/C1abc/", platform: "Instagram" });
    expect(bannerMedia("https://www.tiktok.com/@glow/video/123")).toMatchObject({ kind: "reel", platform: "TikTok" });
  });
  it("previews Google Drive files", () => {
    expect(bannerMedia("https://drive.google.com/file/d/1AbC_d-9/view?usp=sharing")).toEqual({ kind: "drive", src: "https://drive.google.com/file/d/1AbC_d-9/preview" });
  });
});
