import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { dehydrate, useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { CategoryTiles } from "~/components/home/CategoryTiles";
import { HeroBanner } from "~/components/home/HeroBanner";
import { NEWS_KEY, NEWS_LIMIT, NewsSection } from "~/components/home/NewsSection";
import { Newsletter } from "~/components/home/Newsletter";
import { ProductGrid } from "~/components/product/ProductGrid";
import { LazyIsland } from "~/components/ui/island";
import { toast } from "~/components/ui/use-toast";
import { PRODUCT_DATA_CACHE_HEADERS, catalogPageHeaders } from "~/lib/http/http.server";
import { getActiveBanner } from "~/lib/banners/banners.server";
import { listMainCategories } from "~/lib/catalog/categories.server";
import { listNews } from "~/lib/news/news.server";
import { listProducts } from "~/lib/catalog/products.server";
import { createQueryClient } from "~/lib/http/query-client";
import { keepDataOnSameUrl, PRODUCT_REFRESH_MS } from "~/lib/http/revalidate";
import type { Category, Product, ProductList } from "~/lib/shared/types";
import { DEFER_SCRIPTS } from "~/components/layout/DeferredScripts";

const FEATURED_LIMIT = 8;
export const CATEGORIES_KEY = ["/api/categories/main"] as const;
export const FEATURED_KEY = [`/api/products?featured=true&limit=${FEATURED_LIMIT}`] as const;

/** The featured endpoint may answer an array or `{ products }` (spec §7). */
export function productsOf(data: Product[] | ProductList | null | undefined): Product[] {
  if (!data) return [];
  return Array.isArray(data) ? data : data.products;
}

export async function loader({ request }: LoaderFunctionArgs) {
  // Rendered on the server with the same query keys the client uses, so hydration makes no request
  // (the root hydrates `dehydratedState` into the client's cache, ADR 082).
  const queryClient = createQueryClient();
  const [banner] = await Promise.all([
    getActiveBanner(request).catch(() => null),
    queryClient.prefetchQuery({ queryKey: CATEGORIES_KEY, queryFn: listMainCategories }),
    queryClient.prefetchQuery({ queryKey: FEATURED_KEY, queryFn: () => listProducts({ featured: true, limit: FEATURED_LIMIT }).then(({ brands: _brands, ...list }) => list) }),
    // Spec §7 GET /api/news?limit=3&featured=true, rendered with the page (a failure is left to the client, which toasts).
    queryClient.prefetchQuery({ queryKey: NEWS_KEY, queryFn: () => listNews({ featured: true, limit: NEWS_LIMIT }).then(({ articles }) => articles) }),
  ]);
  return data({ banner, dehydratedState: dehydrate(queryClient) }, { headers: PRODUCT_DATA_CACHE_HEADERS });
}

export const shouldRevalidate = keepDataOnSameUrl;

// A browsing page: its JavaScript starts after the page has loaded and painted (ADR 076).
export const handle = DEFER_SCRIPTS;

export default function Home() {
  const { banner } = useLoaderData<typeof loader>();
  return (
    <>
      <HeroBanner banner={banner} />
      <CategoriesSection />
      {/* Below the fold on phones: hydrated when near the viewport or on the first interaction (ADR 089). */}
      <LazyIsland>
        <FeaturedSection />
      </LazyIsland>
      <LazyIsland>
        <NewsSection />
      </LazyIsland>
      {/* No behaviour to attach (spec §2): nothing to hydrate until the shopper gets near it. */}
      <LazyIsland>
        <Newsletter />
      </LazyIsland>
    </>
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
  // Spec §7: every 60 s on "/" the product data refetches.
  const { data, isError } = useQuery<Product[] | ProductList>({ queryKey: FEATURED_KEY, refetchInterval: PRODUCT_REFRESH_MS });
  useEffect(() => {
    if (isError) toast({ title: "Failed to fetch featured products", variant: "destructive" });
  }, [isError]);
  const products = productsOf(data).slice(0, FEATURED_LIMIT);
  return (
    <section id="featured" aria-labelledby="featured-heading" className="below-fold mx-auto max-w-7xl px-4 py-12">
      <h2 id="featured-heading" className="font-display text-3xl font-bold text-gray-900">
        Featured Products
      </h2>
      <div className="mt-6">
        {products.length === 0 ? (
          <div className="rounded-2xl border border-dashed border-gray-300 p-10 text-center" data-testid="featured-empty">
            <p className="text-lg font-semibold">No Featured Products</p>
            <p className="mt-1 text-gray-700">Check back soon for our latest featured items!</p>
          </div>
        ) : (
          <ProductGrid products={products} eagerCount={0} />
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
  { title: "Glow — Beauty that loves Ghana | Makeup, skincare & hair care in GH₵" },
  { name: "description", content: "Shop makeup, skincare, nail care and hair care in GH₵ with delivery across Ghana. Pay with MTN Mobile Money, Telecel Cash, AirtelTigo Money, card or bank transfer." },
  { property: "og:type", content: "website" },
  { property: "og:site_name", content: "Glow" },
  { property: "og:title", content: "Glow — Beauty that loves Ghana" },
  { property: "og:description", content: "Makeup, skincare, nail care and hair care, priced in GH₵ and delivered across Ghana." },
];
