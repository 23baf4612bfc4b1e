/** How a banner's videoUrl is shown (spec §2 "Banner display"). */
export type BannerMedia =
  | { kind: "image" }
  | { kind: "file"; src: string }
  | { kind: "embed"; src: string; title: string }
  | { kind: "reel"; href: string; platform: "Instagram" | "TikTok" }
  | { kind: "drive"; src: string };

/**
 * How long an embedded video site or Drive preview may take to load before the hero shows the
 * banner's image instead (spec §2: a failed video falls back to the image).
 */
export const EMBED_LOAD_TIMEOUT_MS = 12_000;

const VIDEO_FILE = /\.(mp4|webm|ogg|ogv|mov|m4v)(\?.*)?$/i;

export function bannerMedia(videoUrl: string | null | undefined): BannerMedia {
  if (!videoUrl) return { kind: "image" };
  let url: URL;
  try {
    url = new URL(videoUrl, "https://invalid.local");
  } catch {
    return { kind: "image" };
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return { kind: "image" };
  const host = url.hostname.replace(/^(www|m)\./, "");
  // A link to a video file plays muted and looped.
  if (VIDEO_FILE.test(url.pathname)) return { kind: "file", src: url.host === "invalid.local" ? `${url.pathname}${url.search}` : url.href };
  // A link to a video site is embedded and autoplays muted.
  let youtubeId: string | null = null;
  if (host === "youtu.be") youtubeId = url.pathname.slice(1).split("/")[0] ?? null;
  else if (host === "youtube.com" || host === "youtube-nocookie.com") {
    youtubeId = url.searchParams.get("v") ?? /^\/(?:shorts|embed|live)\/([^/?#]+)/.exec(url.pathname)?.[1] ?? null;
  }
  if (youtubeId && /^[\w-]{6,20}$/.test(youtubeId)) {
    return { kind: "embed", title: "YouTube video", src: `https://www.youtube-nocookie.com/embed/${youtubeId}?autoplay=1&mute=1&loop=1&playlist=${youtubeId}&controls=0&playsinline=1&rel=0` };
  }
  const vimeoId = host === "vimeo.com" || host === "player.vimeo.com" ? /(\d{5,})/.exec(url.pathname)?.[1] : undefined;
  if (vimeoId) return { kind: "embed", title: "Vimeo video", src: `https://player.vimeo.com/video/${vimeoId}?autoplay=1&muted=1&loop=1&background=1` };
  // A reel link shows the image with a play overlay and 'View Reel' (opens in a new tab).
  if (host === "instagram.com" && /^\/(reel|reels|p|tv)\//.test(url.pathname)) return { kind: "reel", href: url.href, platform: "Instagram" };
  if (host === "tiktok.com" || host.endsWith(".tiktok.com")) return { kind: "reel", href: url.href, platform: "TikTok" };
  // A shared-drive link is embedded as a preview.
  const driveId = host === "drive.google.com" ? (/\/file\/d\/([\w-]+)/.exec(url.pathname)?.[1] ?? url.searchParams.get("id")) : null;
  if (driveId && /^[\w-]+$/.test(driveId)) return { kind: "drive", src: `https://drive.google.com/file/d/${driveId}/preview` };
  return { kind: "image" };
}
