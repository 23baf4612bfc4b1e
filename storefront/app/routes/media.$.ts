import type { LoaderFunctionArgs } from "@remix-run/node";
import { medusaConfig } from "~/lib/medusa/config.server";

const SAFE_PATH = /^[A-Za-z0-9._/-]+$/;

/** Serves Medusa's uploaded files (product pictures) on the storefront's own origin. */
export async function loader({ params }: LoaderFunctionArgs) {
  const path = params["*"] ?? "";
  if (!SAFE_PATH.test(path) || path.split("/").includes("..")) return new Response("Not Found", { status: 404 });
  const upstream = await fetch(`${medusaConfig().baseUrl}/static/${path}`);
  if (!upstream.ok || !upstream.body) return new Response("Not Found", { status: 404 });
  const headers = new Headers({
    "Content-Type": upstream.headers.get("Content-Type") ?? "application/octet-stream",
    // Uploaded file names carry a timestamp, so a URL's content never changes.
    "Cache-Control": "public, max-age=31536000, immutable",
    "X-Content-Type-Options": "nosniff",
  });
  // SVGs are images here, never documents that could run script.
  if (path.endsWith(".svg")) headers.set("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'; sandbox");
  return new Response(upstream.body, { headers });
}
