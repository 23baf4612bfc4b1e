import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { NotFound } from "~/components/layout/NotFound";
import { ProductImage } from "~/components/product/ProductImage";
import { StarRating } from "~/components/product/StarRating";
import { formatPrice, parseDescription, stockState } from "~/lib/format";
import { CATALOG_CACHE_HEADERS, catalogPageHeaders } from "~/lib/http.server";
import { getProductBySlug } from "~/lib/medusa/products.server";

const paramsSchema = z.object({ slug: z.string().regex(/^[a-z0-9-]{1,200}$/) });

export async function loader({ params }: LoaderFunctionArgs) {
  const parsed = paramsSchema.safeParse(params);
  const product = parsed.success ? await getProductBySlug(parsed.data.slug) : null;
  if (!product) throw new Response("Not Found", { status: 404 });
  return data({ product }, { headers: CATALOG_CACHE_HEADERS });
}

export default function ProductPage() {
  const { product } = useLoaderData<typeof loader>();
  const stock = stockState(product.stockQuantity);
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <nav aria-label="Breadcrumb" className="text-sm text-gray-600">
        <Link to="/products" className="hover:underline">Products</Link>
        {product.category && (
          <>
            {" / "}
            <Link to={`/products?category=${product.category.slug}`} className="hover:underline">{product.category.name}</Link>
          </>
        )}
      </nav>
      <div className="mt-6 grid gap-10 md:grid-cols-2">
        <div className="overflow-hidden rounded-3xl bg-brand-50">
          <ProductImage src={product.imageUrl} alt={product.name} eager className="h-full w-full object-cover" />
        </div>
        <div>
          {product.brand && <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">{product.brand}</p>}
          <h1 className="mt-1 font-display text-3xl font-bold">{product.name}</h1>
          <div className="mt-2 flex flex-wrap items-center gap-2">
            <StarRating rating={product.rating} reviewCount={product.reviewCount} />
            {product.isFeatured && <span className="rounded-full bg-gold-400/20 px-2.5 py-0.5 text-xs font-semibold text-amber-900">Featured</span>}
            {product.isNew && <span className="rounded-full bg-brand-600 px-2.5 py-0.5 text-xs font-semibold text-white">New</span>}
          </div>
          <p className="mt-4 flex items-baseline gap-3" data-testid="product-price">
            <span className="text-3xl font-bold">{formatPrice(product.price)}</span>
            {product.originalPrice && (
              <s className="text-lg text-gray-500">
                <span className="sr-only">Was </span>
                {formatPrice(product.originalPrice)}
              </s>
            )}
          </p>
          <p className={`mt-3 inline-block rounded-full px-3 py-1 text-sm font-semibold ${stock.kind === "out" ? "bg-gray-200 text-gray-800" : "bg-emerald-100 text-emerald-900"}`}>
            {stock.kind === "out" ? "Out of Stock" : `In Stock (${product.stockQuantity} available)`}
          </p>
          <div className="prose mt-6 space-y-3 text-gray-800">
            {parseDescription(product.description).map((block, i) =>
              block.kind === "list" ? (
                <ul key={i} className="list-disc space-y-1 pl-5">
                  {block.items.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              ) : (
                <p key={i}>{block.text}</p>
              ),
            )}
          </div>
          <Link
            to="/auth"
            aria-disabled={stock.kind === "out"}
            className={`mt-8 inline-block rounded-full px-8 py-3 font-bold ${stock.kind === "out" ? "pointer-events-none bg-gray-200 text-gray-500" : "bg-brand-600 text-white hover:bg-brand-700"}`}
          >
            Add to Cart
          </Link>
        </div>
      </div>
    </div>
  );
}

export const headers = catalogPageHeaders;

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data?.product
    ? [
        { title: `${data.product.name} — Glow` },
        { name: "description", content: (data.product.description ?? "").split("\n")[0] ?? "" },
      ]
    : [{ title: "404 Page Not Found — Glow" }];

export function ErrorBoundary() {
  return <NotFound />;
}
