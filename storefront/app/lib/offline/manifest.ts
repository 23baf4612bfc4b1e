/**
 * The Web App Manifest (served as /manifest.webmanifest, written by pwa-build.ts at build time).
 * Colours are the Tailwind theme's (app/tailwind.css): brand-600 for the browser's bars, as the
 * root's `theme-color`; white, the page background, behind the splash icon.
 */
export const THEME_COLOR = "#b8285f";
export const BACKGROUND_COLOR = "#ffffff";

/** The sizes Chromium asks for (192 and 512), a maskable one for Android's shapes, and Apple's 180. */
export const ICONS = [
  { src: "/icons/icon-192.png", size: 192, purpose: "any" },
  { src: "/icons/icon-512.png", size: 512, purpose: "any" },
  { src: "/icons/maskable-512.png", size: 512, purpose: "maskable" },
  { src: "/icons/apple-touch-icon.png", size: 180, purpose: null },
] as const;

export const MANIFEST_PATH = "/manifest.webmanifest";
export const APPLE_TOUCH_ICON = "/icons/apple-touch-icon.png";

export function webAppManifest() {
  return {
    id: "/",
    name: "Glow — Beauty that loves Ghana",
    short_name: "Glow",
    description: "Makeup, skincare, nail care and hair care, priced in GH₵ and delivered across Ghana.",
    lang: "en-GH",
    // The home page itself: the copy the worker kept of it opens when the app starts offline.
    start_url: "/",
    scope: "/",
    display: "standalone",
    orientation: "portrait",
    theme_color: THEME_COLOR,
    background_color: BACKGROUND_COLOR,
    categories: ["shopping", "beauty"],
    icons: ICONS.filter((icon) => icon.purpose !== null).map((icon) => ({
      src: icon.src,
      sizes: `${icon.size}x${icon.size}`,
      type: "image/png",
      purpose: icon.purpose,
    })),
  };
}
