import type { LoaderFunctionArgs } from "@remix-run/node";
import { siteOrigin } from "~/lib/shared/seo";

/** /robots.txt: everything public may be crawled except account, cart and API paths. */
export function loader({ request }: LoaderFunctionArgs) {
  const body = [
    "User-agent: *",
    "Allow: /",
    ...["/api/", "/auth", "/password-reset", "/cart", "/checkout", "/dashboard", "/profile", "/orders", "/wishlist", "/settings", "/account-setup", "/admin"].map((p) => `Disallow: ${p}`),
    "",
    `Sitemap: ${siteOrigin(request)}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, { headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=86400" } });
}
