import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { CatalogView } from "~/components/catalog/CatalogView";
import { loadCatalogPage } from "~/lib/catalog/catalog-page.server";
import { PRODUCT_DATA_CACHE_HEADERS, catalogPageHeaders } from "~/lib/http/http.server";
import { keepDataOnSameUrl, useBackgroundRefresh } from "~/lib/http/revalidate";
import { siteOrigin } from "~/lib/shared/seo";
import { DEFER_SCRIPTS } from "~/components/layout/DeferredScripts";

// URL parameters are parsed with zod in lib/catalog-query.server.ts (shared with /sale and /api/products).

export async function loader({ request }: LoaderFunctionArgs) {
  const page = await loadCatalogPage(request);
  return data({ ...page, origin: siteOrigin(request) }, { headers: PRODUCT_DATA_CACHE_HEADERS });
}

export const shouldRevalidate = keepDataOnSameUrl;

// A browsing page: its JavaScript starts after the page has loaded and painted (ADR 076).
export const handle = DEFER_SCRIPTS;

export default function Products() {
  const page = useLoaderData<typeof loader>();
  useBackgroundRefresh();
  return <CatalogView pathname="/products" title={page.active ? page.active.name : "All Products"} {...page} />;
}

export const headers = catalogPageHeaders;

export const meta: MetaFunction<typeof loader> = ({ data }) => {
  const name = data?.active?.name;
  const title = data?.query.q ? `Search results for “${data.query.q}” — Glow` : `${name ?? "All Products"} — Glow`;
  const canonical = data ? `${data.origin}/products${data.active ? `?category=${data.active.slug}` : ""}` : undefined;
  return [
    { title },
    { name: "description", content: name ? `Shop ${name.toLowerCase()} at Glow: ${data?.count ?? 0} products priced in GH₵ with delivery across Ghana.` : "Every Glow beauty product: makeup, skincare, nail care, hair care and more, priced in GH₵ with delivery across Ghana." },
    ...(canonical ? [{ tagName: "link", rel: "canonical", href: canonical }] : []),
    // Filtered and searched variations are useful to shoppers but are not separate pages for search engines.
    ...(data && (data.query.q || data.query.brand.length || data.query.min !== undefined || data.query.max !== undefined || data.query.page > 1) ? [{ name: "robots", content: "noindex,follow" }] : []),
  ];
};
