import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useEffect, useState } from "react";
import { z } from "zod";
import { NotFound } from "~/components/layout/NotFound";
import { Price } from "~/components/product/Price";
import { ProductDescription } from "~/components/product/ProductDescription";
import { ProductGrid } from "~/components/product/ProductGrid";
import { ProductImage } from "~/components/product/ProductImage";
import { QuantityStepper } from "~/components/product/QuantityStepper";
import { ReviewsSection } from "~/components/product/ReviewsSection";
import { Island, LazyIsland } from "~/components/ui/island";
import { ShareMenu } from "~/components/product/ShareMenu";
import { AddToCartButton, WishlistButton } from "~/components/product/ShopButtons";
import { StarRating } from "~/components/product/StarRating";
import { StockBadge } from "~/components/product/StockBadge";
import { VariantPicker } from "~/components/product/VariantPicker";
import { chosenVariant, variantSearch, withVariant } from "~/lib/catalog/variants";
import type { ProductVariantChoice } from "~/lib/shared/types";
import { formatPrice, stockState } from "~/lib/shared/format";
import { PRODUCT_DATA_CACHE_HEADERS, catalogPageHeaders } from "~/lib/http/http.server";
import { getProductBySlug, relatedProducts } from "~/lib/catalog/products.server";
import { productDeliveryLine } from "~/lib/delivery/delivery.server";
import { keepDataOnSameUrl, useBackgroundRefresh } from "~/lib/http/revalidate";
import { absoluteUrl, productJsonLd, safeJsonForScript, siteOrigin, summary } from "~/lib/shared/seo";
import { DEFER_SCRIPTS } from "~/components/layout/DeferredScripts";
import { Breadcrumb } from "~/components/ui/breadcrumb";

const paramsSchema = z.object({ slug: z.string().regex(/^[a-z0-9-]{1,200}$/) });
/** The Add to Cart form; the quantity stepper's field belongs to it (posted before JavaScript runs, ADR 081). */
const ADD_TO_CART_FORM_ID = "add-to-cart";

export async function loader({ params, request }: LoaderFunctionArgs) {
  const parsed = paramsSchema.safeParse(params);
  const product = parsed.success ? await getProductBySlug(parsed.data.slug) : null;
  if (!product) throw new Response("Not Found", { status: 404 });
  const [related, deliveryLine] = await Promise.all([relatedProducts(product).catch(() => []), productDeliveryLine()]);
  // The shade or size the address names (ADR 200): rendered chosen, so a shared link shows it.
  const variantId = chosenVariant(product, new URL(request.url).searchParams)?.id ?? null;
  return data({ product, related, variantId, deliveryLine, origin: siteOrigin(request) }, { headers: PRODUCT_DATA_CACHE_HEADERS });
}

export const shouldRevalidate = keepDataOnSameUrl;

// A browsing page: its JavaScript starts after the page has loaded and painted (ADR 076).
export const handle = DEFER_SCRIPTS;

export default function ProductPage() {
  const { product: loaded, related, variantId, deliveryLine, origin } = useLoaderData<typeof loader>();
  const [quantity, setQuantity] = useState(1);
  const [imageIndex, setImageIndex] = useState(0);
  // A tap chooses at once; the address follows (replaced, so Back leaves the page as before).
  const [chosenId, setChosenId] = useState(variantId);
  useEffect(() => setChosenId(variantId), [variantId]);
  const variant = loaded.variants?.find((v) => v.id === chosenId) ?? null;
  const product = withVariant(loaded, variant);
  const choose = (next: ProductVariantChoice) => {
    setChosenId(next.id);
    setImageIndex(0);
    setQuantity(1);
    window.history.replaceState(window.history.state, "", `${window.location.pathname}${variantSearch(next)}`);
  };
  useBackgroundRefresh();
  const out = stockState(product.stockQuantity).kind === "out";
  const images = product.images.length > 0 ? product.images : [product.imageUrl];
  const total = (Number.parseFloat(product.price) || 0) * quantity;
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: safeJsonForScript(productJsonLd(product, origin)) }} />
      <Breadcrumb
        trail={[
          { label: "Home", to: "/" },
          { label: "Products", to: "/products" },
          ...(product.category ? [{ label: product.category.name, to: `/products?category=${product.category.slug}` }] : []),
        ]}
      />
      <div className="mt-6 grid gap-8 md:grid-cols-2 md:gap-10">
        <div>
          <div className="relative overflow-hidden rounded-3xl bg-brand-50">
            <ProductImage src={images[imageIndex] ?? null} alt={product.name} eager sizes="(min-width: 768px) 540px, 100vw" className="aspect-square h-full w-full object-cover" />
            {product.isNew && <span className="absolute left-3 top-3 rounded-full bg-brand-600 px-3 py-1 text-sm font-semibold text-white">New</span>}
          </div>
          {images.length > 1 && (
            <ul className="mt-3 flex gap-2" aria-label="Product pictures">
              {images.map((src, i) => (
                <li key={src ?? i}>
                  <button type="button" aria-label={`Show picture ${i + 1}`} aria-pressed={i === imageIndex} onClick={() => setImageIndex(i)} className={`h-16 w-16 overflow-hidden rounded-xl border-2 ${i === imageIndex ? "border-brand-600" : "border-transparent"}`}>
                    <ProductImage src={src ?? null} alt="" className="h-full w-full object-cover" />
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
        <div className="flex flex-col gap-3">
          {product.brand && <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">{product.brand}</p>}
          <div className="flex items-start justify-between gap-3">
            <h1 className="font-display text-3xl font-bold">{product.name}</h1>
            <ShareMenu product={product} className="shrink-0 border border-gray-200" />
          </div>
          <StarRating rating={product.rating} reviewCount={product.reviewCount} />
          <Price price={product.price} originalPrice={product.originalPrice} size="lg" />
          <VariantPicker product={loaded} selected={variant} onChoose={choose} />
          <div className="flex flex-wrap gap-2">
            <StockBadge stockQuantity={product.stockQuantity} />
            {product.isFeatured && <span className="rounded-full bg-amber-100 px-3 py-1 text-sm font-semibold text-amber-900">Featured</span>}
            {stockState(product.stockQuantity).kind === "low" && <span className="rounded-full bg-amber-50 px-3 py-1 text-sm font-semibold text-amber-800">Only {product.stockQuantity} left</span>}
          </div>
          <ProductDescription description={product.description} className="mt-2" />
          {!out && (
            <div className="mt-2 flex flex-wrap items-center gap-4">
              <QuantityStepper value={quantity} max={product.stockQuantity} onChange={setQuantity} form={ADD_TO_CART_FORM_ID} />
              <p className="text-sm text-gray-700">
                Total: <strong className="text-lg text-gray-900">{formatPrice(total)}</strong>
              </p>
            </div>
          )}
          <div className="mt-2 flex flex-wrap gap-3">
            <AddToCartButton product={product} variant={variant} quantity={quantity} label={variant && out ? "Sold out" : "Add to Cart"} className="min-w-48 flex-1" formId={ADD_TO_CART_FORM_ID} surface="dialog" />
            <WishlistButton product={product} />
          </div>
          <p className="text-sm text-gray-700" data-testid="delivery-line">
            {deliveryLine ?? "We deliver to all 16 regions of Ghana, or you can pick up in Osu."} <Link to="/shipping" className="font-semibold text-brand-700 underline">Shipping details</Link>
          </p>
        </div>
      </div>
      <div className="mt-12">
        <Island>
          <ReviewsSection productId={product.id} productName={product.name} rating={product.rating} reviewCount={product.reviewCount} />
        </Island>
      </div>
      {related.length > 0 && (
        <section aria-labelledby="related-heading" className="mt-12">
          <h2 id="related-heading" className="font-display text-2xl font-bold">You may also like</h2>
          <div className="mt-6">
            <LazyIsland>
              <ProductGrid products={related} eagerCount={0} />
            </LazyIsland>
          </div>
        </section>
      )}
    </div>
  );
}

export const headers = catalogPageHeaders;

export const meta: MetaFunction<typeof loader> = ({ data }) => {
  if (!data?.product) return [{ title: "404 Page Not Found — Glow" }, { name: "robots", content: "noindex" }];
  const { product, origin } = data;
  const url = `${origin}/products/slug/${product.slug}`;
  const title = `${product.name}${product.brand ? ` by ${product.brand}` : ""} — ${formatPrice(product.price)} | Glow`;
  const description = summary(product.description, `${product.name} at Glow, delivered across Ghana.`);
  const image = absoluteUrl(origin, product.imageUrl);
  return [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "product" },
    { property: "og:site_name", content: "Glow" },
    { property: "og:title", content: product.name },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    ...(image ? [{ property: "og:image", content: image }] : []),
    { property: "product:price:amount", content: product.price },
    { property: "product:price:currency", content: "GHS" },
    { name: "twitter:card", content: "summary_large_image" },
  ];
};

export function ErrorBoundary() {
  return <NotFound />;
}
