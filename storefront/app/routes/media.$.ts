import type { LoaderFunctionArgs } from "@remix-run/node";
import { forSaveData, imageVariant, parseVariant } from "~/lib/media/images.server";
import { mediaPathOf } from "~/lib/media/media-path";
import { uploadSourceUrl } from "~/lib/media/uploads.server";

// Uploaded file names carry a timestamp (local) or a ULID (S3), so a URL's content never changes.
const IMMUTABLE = "public, max-age=31536000, immutable";

/**
 * Serves Medusa's uploaded files (product pictures), from its /static or the shop's bucket, on the
 * storefront's own origin, and with `?w=<width>&fm=avif|webp` a resized modern-format version of a
 * picture (lib/media/images.server.ts), one size smaller with the browser's Save-Data hint (the answer
 * varies on it, so no cache hands one kind of visitor the other's). Each file has one address (lib/media/media-path.ts): any
 * other spelling (extra slashes, encoded letters or separators, `/MEDIA/`) is 404 before any work.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  // The router decodes and matches case-insensitively; the path is read from the URL as sent instead.
  const url = new URL(request.url);
  const path = mediaPathOf(url.pathname);
  if (path === null) return new Response("Not Found", { status: 404 });
  const upstreamUrl = uploadSourceUrl(path);
  if (!upstreamUrl) return new Response("Not Found", { status: 404 });

  const variant = parseVariant(url.searchParams);
  if (variant && "error" in variant) return new Response(variant.error, { status: 400, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  if (variant) {
    const bytes = await imageVariant(path, forSaveData(variant, request.headers.get("Save-Data")), async () => {
      const upstream = await fetch(upstreamUrl);
      return upstream.ok ? Buffer.from(await upstream.arrayBuffer()) : null;
    });
    if (!bytes) return new Response("Not Found", { status: 404 });
    return new Response(new Uint8Array(bytes), {
      headers: { "Content-Type": `image/${variant.format}`, "Content-Length": String(bytes.length), "Cache-Control": IMMUTABLE, Vary: "Save-Data", "X-Content-Type-Options": "nosniff" },
    });
  }

  const upstream = await fetch(upstreamUrl);
  if (!upstream.ok || !upstream.body) return new Response("Not Found", { status: 404 });
  const headers = new Headers({
    "Content-Type": upstream.headers.get("Content-Type") ?? "application/octet-stream",
    "Cache-Control": IMMUTABLE,
    "X-Content-Type-Options": "nosniff",
  });
  // SVGs are images here, never documents that could run script.
  if (path.toLowerCase().endsWith(".svg")) headers.set("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'; sandbox");
  return new Response(upstream.body, { headers });
}
