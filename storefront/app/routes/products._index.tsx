import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { ProductGrid } from "~/components/product/ProductGrid";
import { CATALOG_CACHE_HEADERS, catalogPageHeaders } from "~/lib/http.server";
import { listMainCategories } from "~/lib/medusa/categories.server";
import { listProducts } from "~/lib/medusa/products.server";

const PAGE_SIZE = 24;
const searchSchema = z.object({
  category: z.string().trim().regex(/^[a-z0-9-]{1,100}$/).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(1000).default(1).catch(1),
});

export async function loader({ request }: LoaderFunctionArgs) {
  const search = searchSchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  const [categories, list] = await Promise.all([
    listMainCategories(),
    listProducts({ category: search.category, limit: PAGE_SIZE, offset: (search.page - 1) * PAGE_SIZE }),
  ]);
  const active = categories.find((c) => c.slug === search.category) ?? null;
  return data({ categories, active, page: search.page, ...list }, { headers: CATALOG_CACHE_HEADERS });
}

export default function Products() {
  const { categories, active, products, count, page } = useLoaderData<typeof loader>();
  const pages = Math.max(1, Math.ceil(count / PAGE_SIZE));
  const pageHref = (n: number) => `/products?${new URLSearchParams({ ...(active ? { category: active.slug } : {}), page: String(n) })}`;
  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <h1 className="font-display text-3xl font-bold">{active ? active.name : "All Products"}</h1>
      <p className="mt-1 text-gray-600" aria-live="polite">
        {count} {count === 1 ? "product" : "products"}
      </p>
      <nav aria-label="Categories" className="mt-6">
        <ul className="flex flex-wrap gap-2">
          <li>
            <Link to="/products" aria-current={active ? undefined : "page"} className={chip(!active)}>
              All
            </Link>
          </li>
          {categories.map((c) => (
            <li key={c.id}>
              <Link to={`/products?category=${c.slug}`} aria-current={active?.slug === c.slug ? "page" : undefined} className={chip(active?.slug === c.slug)}>
                {c.name}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mt-8">
        {products.length === 0 ? (
          <p className="rounded-2xl border border-dashed border-gray-300 p-10 text-center text-gray-600">No products found in this category yet.</p>
        ) : (
          <ProductGrid products={products} />
        )}
      </div>
      {pages > 1 && (
        <nav aria-label="Pages" className="mt-10 flex justify-center gap-2">
          {Array.from({ length: pages }, (_, i) => i + 1).map((n) => (
            <Link key={n} to={pageHref(n)} aria-current={n === page ? "page" : undefined} className={chip(n === page)}>
              {n}
            </Link>
          ))}
        </nav>
      )}
    </div>
  );
}

function chip(active: boolean): string {
  return `inline-block rounded-full border px-4 py-2 text-sm font-medium ${active ? "border-brand-600 bg-brand-600 text-white" : "border-gray-300 text-gray-800 hover:border-brand-600"}`;
}

export const headers = catalogPageHeaders;

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${data?.active ? data.active.name : "All Products"} — Glow` },
  { name: "description", content: "Beauty products priced in GH₵ with delivery across Ghana." },
];
