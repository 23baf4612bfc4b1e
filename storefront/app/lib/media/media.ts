import { canonicalMediaPathname, isCanonicalMediaPath, MEDIA_PREFIX } from "~/lib/media/media-path";

/** Where the storefront serves pictures Medusa keeps on S3-compatible storage: /media/s3/<key>. */
export const BUCKET_MEDIA_PREFIX = "/media/s3/";

/**
 * The public address of Medusa's uploads on S3-compatible storage (`S3_FILE_URL`, ADR 091), when the
 * shop uses it. Read on the server only: every image URL is mapped in a loader.
 */
export function bucketFileUrl(): string | undefined {
  const value = typeof process === "undefined" ? undefined : process.env.S3_FILE_URL;
  return value ? value.replace(/\/+$/, "") : undefined;
}

/**
 * The browser never talks to Medusa: uploaded images under Medusa's /static, and those in the
 * shop's bucket (`S3_FILE_URL`), are served by the storefront at /media (routes/media.$.ts), where
 * they get resized modern-format versions (`?w=&fm=`).
 */
export function toStorefrontImageUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  const bucket = bucketFileUrl();
  if (bucket && url.startsWith(`${bucket}/`)) {
    const key = url.slice(bucket.length + 1).split(/[?#]/)[0] ?? "";
    if (key) return mediaUrl(`${BUCKET_MEDIA_PREFIX.slice(MEDIA_PREFIX.length)}${key}`);
  }
  try {
    const parsed = new URL(url);
    if (parsed.pathname.startsWith("/static/")) return mediaUrl(parsed.pathname.slice("/static/".length));
    return url;
  } catch {
    return url.startsWith("/") ? url : null;
  }
}

/**
 * `/media/<path>` in the one spelling routes/media.$.ts serves (lib/media/media-path.ts): each
 * segment decoded, then encoded with `encodeURIComponent`, whichever way the upload's URL encoded it.
 */
function mediaUrl(encodedPath: string): string {
  try {
    const path = encodedPath.split("/").map(decodeURIComponent).join("/");
    if (isCanonicalMediaPath(path)) return canonicalMediaPathname(path);
  } catch {
    // Malformed percent-encoding: left as it is (the route answers 404).
  }
  return `${MEDIA_PREFIX}${encodedPath}`;
}

export const FALLBACK_PRODUCT_IMAGE = "/images/product-fallback.svg";
export const DEFAULT_HERO_IMAGE = "/images/hero-default.svg";

/** Widths the image route renders; srcset lists them and the route refuses anything else (no cache flooding). */
export const IMAGE_WIDTHS = [160, 320, 480, 640, 960, 1280] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];
export const IMAGE_FORMATS = ["avif", "webp"] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

const RASTER_UPLOAD = /^\/media\/[^?#]+\.(jpe?g|png|webp|avif|gif|tiff?)$/i;

/**
 * `srcset` values for an uploaded raster picture in a modern format, served by routes/media.$.ts
 * (`?w=&fm=`). SVG uploads get none (a vector is sharp at every size); pictures hosted elsewhere are
 * left alone.
 */
export function responsiveSrcSet(url: string, format: ImageFormat, widths: readonly ImageWidth[] = IMAGE_WIDTHS): string | null {
  if (!RASTER_UPLOAD.test(url)) return null;
  return widths.map((width) => `${url}?w=${width}&fm=${format} ${width}w`).join(", ");
}
