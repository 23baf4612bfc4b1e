import { data, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { listMainCategories } from "~/lib/catalog/categories.server";
import { CATALOG_CACHE_HEADERS, catalogPageHeaders } from "~/lib/http/http.server";
import { NO_SCRIPTS } from "~/components/layout/DeferredScripts";

/**
 * /offline — what the service worker answers for a page this phone never opened, when the network
 * is gone (ADR 210). The worker keeps it when it installs and lists the product and category pages
 * it kept in the hook below (fillSeenList in lib/offline/rules.ts). Rendered without scripts:
 * the worker edits its HTML, and there is nothing to hydrate.
 */
export const handle = NO_SCRIPTS;

export async function loader() {
  // The categories are the way on from here; the page still renders when Medusa cannot list them.
  const categories = await listMainCategories().catch(() => []);
  return data({ categories }, { headers: CATALOG_CACHE_HEADERS });
}

export const headers = catalogPageHeaders;

export const meta: MetaFunction = () => [{ title: "You are offline — Glow" }, { name: "robots", content: "noindex" }];

export default function OfflinePage() {
  const { categories } = useLoaderData<typeof loader>();
  return (
    <section className="mx-auto max-w-xl px-4 py-12">
      <h1 className="font-display text-3xl font-bold text-brand-700">You are offline</h1>
      <p className="mt-3 text-gray-700">This page has not been opened on this phone before, so it cannot be shown without a connection. Try again once you are back online.</p>
      <h2 className="mt-8 text-lg font-semibold">Pages you have seen</h2>
      {/* Filled by the service worker; it finds it by `data-offline-seen` (fillSeenList). */}
      <ul data-offline-seen="true" className="mt-2 space-y-2" />
      <h2 className="mt-8 text-lg font-semibold">Categories</h2>
      <ul className="mt-2 space-y-2">
        {categories.map((category) => (
          <li key={category.id}>
            <Link className="text-brand-700 underline" to={`/products?category=${encodeURIComponent(category.slug)}`}>
              {category.name}
            </Link>
          </li>
        ))}
        <li>
          <Link className="text-brand-700 underline" to="/">
            Home
          </Link>
        </li>
      </ul>
    </section>
  );
}
