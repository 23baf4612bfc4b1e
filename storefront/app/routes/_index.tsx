import { data, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { dehydrate, HydrationBoundary, useQuery } from "@tanstack/react-query";
import { CategoryTiles } from "~/components/home/CategoryTiles";
import { ProductGrid } from "~/components/product/ProductGrid";
import { CATALOG_CACHE_HEADERS, catalogPageHeaders } from "~/lib/http.server";
import { listMainCategories } from "~/lib/medusa/categories.server";
import { listProducts } from "~/lib/medusa/products.server";
import { DEFAULT_HERO_IMAGE } from "~/lib/media";
import { createQueryClient } from "~/lib/query-client";
import type { Category, Product, ProductList } from "~/lib/types";

const FEATURED_LIMIT = 8;
export const CATEGORIES_KEY = ["/api/categories/main"] as const;
export const FEATURED_KEY = [`/api/products?featured=true&limit=${FEATURED_LIMIT}`] as const;

/** The featured endpoint may answer an array or `{ products }` (spec §7). */
export function productsOf(data: Product[] | ProductList | null | undefined): Product[] {
  if (!data) return [];
  return Array.isArray(data) ? data : data.products;
}

export async function loader() {
  // Rendered on the server with the same query keys the client uses, so hydration makes no request.
  const queryClient = createQueryClient();
  await Promise.all([
    queryClient.prefetchQuery({ queryKey: CATEGORIES_KEY, queryFn: listMainCategories }),
    queryClient.prefetchQuery({ queryKey: FEATURED_KEY, queryFn: () => listProducts({ featured: true, limit: FEATURED_LIMIT }) }),
  ]);
  return data({ dehydratedState: dehydrate(queryClient) }, { headers: CATALOG_CACHE_HEADERS });
}

export default function Home() {
  const { dehydratedState } = useLoaderData<typeof loader>();
  return (
    <HydrationBoundary state={dehydratedState}>
      <Hero />
      <CategoriesSection />
      <FeaturedSection />
    </HydrationBoundary>
  );
}

function Hero() {
  return (
    <section className="relative overflow-hidden bg-brand-50">
      <img src={DEFAULT_HERO_IMAGE} alt="" width={1600} height={640} className="absolute inset-0 h-full w-full object-cover" fetchPriority="high" />
      <div className="relative mx-auto max-w-7xl px-4 py-20 sm:py-28">
        <h1 className="max-w-xl font-display text-4xl font-bold text-brand-900 sm:text-5xl">Glow up, Ghana.</h1>
        <p className="mt-4 max-w-lg text-lg text-gray-800">Makeup, skincare, nail care and hair care you love — priced in cedis and delivered from Accra to Tamale.</p>
        <div className="mt-8 flex flex-wrap gap-3">
          <Link to="/products" className="rounded-full bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700">
            Shop now
          </Link>
          <Link to="/sale" className="rounded-full border border-brand-700 bg-white/80 px-6 py-3 font-semibold text-brand-700 hover:bg-white">
            See the sale
          </Link>
        </div>
      </div>
    </section>
  );
}

function CategoriesSection() {
  const { data } = useQuery<Category[]>({ queryKey: CATEGORIES_KEY });
  return (
    <section id="categories" aria-labelledby="categories-heading" className="mx-auto max-w-7xl px-4 py-12">
      <h2 id="categories-heading" className="font-display text-3xl font-bold text-gray-900">
        Shop by Category
      </h2>
      <div className="mt-6">
        <CategoryTiles categories={data ?? []} />
      </div>
    </section>
  );
}

function FeaturedSection() {
  const { data } = useQuery<Product[] | ProductList>({ queryKey: FEATURED_KEY });
  const products = productsOf(data).slice(0, FEATURED_LIMIT);
  return (
    <section id="featured" aria-labelledby="featured-heading" className="mx-auto max-w-7xl px-4 py-12">
      <h2 id="featured-heading" className="font-display text-3xl font-bold text-gray-900">
        Featured Products
      </h2>
      <div className="mt-6">
        {products.length === 0 ? (
          <div className="rounded-2xl border border-dashed border-gray-300 p-10 text-center">
            <p className="text-lg font-semibold">No Featured Products</p>
            <p className="mt-1 text-gray-600">Check back soon for our latest featured items!</p>
          </div>
        ) : (
          <ProductGrid products={products} />
        )}
      </div>
      <div className="mt-8 text-center">
        <Link to="/products" className="inline-block rounded-full border-2 border-brand-600 px-6 py-3 font-semibold text-brand-700 hover:bg-brand-50">
          View All Products
        </Link>
      </div>
    </section>
  );
}

export const headers = catalogPageHeaders;

export const meta: MetaFunction = () => [
  { title: "Glow — Beauty that loves Ghana" },
  { name: "description", content: "Shop makeup, skincare, nail care and hair care in GH₵ with delivery across Ghana." },
];
