import { BUCKET_MEDIA_PREFIX, bucketFileUrl } from "~/lib/media/media";
import { isCanonicalMediaPath } from "~/lib/media/media-path";
import { storefrontConfig } from "~/lib/config.server";
import { medusaConfig } from "~/lib/medusa/config.server";

const SAFE_PATH = /^[A-Za-z0-9._/-]+$/;
const BUCKET_SEGMENT = BUCKET_MEDIA_PREFIX.slice("/media/".length); // "s3/"

/** Control characters, backslashes, and what would end the path of the bucket's URL. */
const hasUnsafeCharacter = (key: string) => [...key].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f || c === "\\" || c === "?" || c === "#");

/**
 * Where the file at `/media/<path>` really is: Medusa's /static (local uploads), or with S3_FILE_URL
 * the shop's bucket for `/media/s3/<key>` (read at the option `storefront.s3InternalUrl` when the storefront reaches
 * the bucket at another address than browsers do, as in docker-compose). Null for a path that could
 * leave either place.
 */
export function uploadSourceUrl(path: string): string | null {
  const bucket = bucketFileUrl();
  if (bucket && path.startsWith(BUCKET_SEGMENT)) {
    const key = path.slice(BUCKET_SEGMENT.length);
    // Medusa's S3 keys are the uploaded name plus a ULID: any printable name, but never a way out of the bucket.
    if (!key || key.length > 1024 || hasUnsafeCharacter(key) || key.split("/").some((part) => part === "" || part === "." || part === "..")) return null;
    const base = storefrontConfig().s3.internalUrl ?? bucket;
    return `${base}/${key.split("/").map(encodeURIComponent).join("/")}`;
  }
  if (!SAFE_PATH.test(path) || !isCanonicalMediaPath(path)) return null;
  return `${medusaConfig().baseUrl}/static/${path}`;
}
