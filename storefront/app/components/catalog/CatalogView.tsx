import { Link, useLocation, useNavigate, useNavigation } from "@remix-run/react";
import { useRef, useState, type FormEvent, type MouseEvent } from "react";
import { ProductGrid } from "~/components/product/ProductGrid";
import { Island } from "~/components/ui/island";
import { catalogApiHref, catalogHref, PAGE_SIZE, pageAnchor, resultCountText, shownThrough, SORTS, type SortValue } from "~/lib/catalog/catalog";
import { rememberLoadedMore } from "~/lib/http/revalidate";
import type { Category, Product } from "~/lib/shared/types";

export interface CatalogViewProps {
  pathname: "/products" | "/sale";
  title: string;
  intro?: string;
  query: { q?: string; category?: string; brand: string[]; min?: number; max?: number; sort: SortValue; page: number };
  categories: Category[];
  brands: Array<{ name: string; count: number }>;
  /** The server's products: pages `firstPage` … `query.page` of the list. */
  products: Product[];
  firstPage: number;
  count: number;
}

/** Pages "Load more" appended in the browser to the server's list identified by `key`. */
interface Appended {
  key: string;
  page: number;
  products: Product[];
}

/** The catalog: search, category, brand and price filters, sort, result count and "Load more", all in the URL. */
export function CatalogView({ pathname, title, intro, query, categories, brands, products, firstPage, count }: CatalogViewProps) {
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const navigation = useNavigation();
  const location = useLocation();
  const busy = navigation.state === "loading" && navigation.location.pathname === pathname;
  const filters = { q: query.q, category: query.category, brands: query.brand, min: query.min, max: query.max, sort: query.sort };
  const hasFilters = Boolean(query.q || query.brand.length || query.min !== undefined || query.max !== undefined);
  // "Load more" with JavaScript appends the next page from GET /api/products; a new list (other filters) starts afresh.
  const listKey = catalogHref(pathname, { ...filters, page: query.page });
  const [more, setMore] = useState<Appended>({ key: listKey, page: query.page, products: [] });
  const [loadingMore, setLoadingMore] = useState(false);
  const appended = more.key === listKey ? more : { key: listKey, page: query.page, products: [] };
  const shownProducts = appended.products.length ? [...products, ...appended.products] : products;
  const shown = shownProducts.length ? shownThrough(appended.page, count) : 0;
  const nextPage = appended.page + 1;
  const nextHref = catalogHref(pathname, { ...filters, page: nextPage });
  const loadMore = async (event: MouseEvent<HTMLAnchorElement>) => {
    // A new tab or window follows the link as it is.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    if (loadingMore) return;
    setLoadingMore(true);
    try {
      const response = await fetch(catalogApiHref({ ...filters, onSale: pathname === "/sale" }, nextPage), { headers: { accept: "application/json" } });
      if (!response.ok) throw new Error(`GET /api/products: ${response.status}`);
      const page = ((await response.json()) as { products: Product[] }).products;
      // Products published meanwhile shift later pages by a few places: a card is never shown twice.
      const seen = new Set(shownProducts.map((p) => p.id));
      setMore({ key: listKey, page: nextPage, products: [...appended.products, ...page.filter((p) => !seen.has(p.id))] });
      // The address names the page reached, so a reload or a shared link shows the same place (pages
      // 1 … N render on the server, ADR 203); Back from a product to it keeps this list as it is.
      window.history.replaceState(window.history.state, "", nextHref);
      rememberLoadedMore(`${location.pathname}${location.search}`, nextHref);
    } catch {
      window.location.assign(`${nextHref}#${pageAnchor(nextPage)}`);
    } finally {
      setLoadingMore(false);
    }
  };
  // With JavaScript the form navigates to a tidy URL (no empty fields); without it, it is a plain GET form.
  const go = (replace: boolean) => formRef.current && navigate(hrefFromForm(pathname, formRef.current), { preventScrollReset: true, replace });
  const autoSubmit = () => go(true);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    go(false);
  };

  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="font-display text-3xl font-bold">{title}</h1>
      {intro && <p className="mt-2 max-w-2xl text-gray-700">{intro}</p>}

      <nav aria-label="Categories" className="mt-5 -mx-4 overflow-x-auto px-4">
        <ul className="flex gap-2 pb-1">
          <li>
            <Link to={catalogHref(pathname, { ...filters, category: undefined, brands: [] })} aria-current={query.category ? undefined : "page"} className={chip(!query.category)}>
              All
            </Link>
          </li>
          {categories.map((c) => (
            <li key={c.id}>
              <Link to={catalogHref(pathname, { ...filters, category: c.slug, brands: [] })} aria-current={query.category === c.slug ? "page" : undefined} className={chip(query.category === c.slug)}>
                {c.name}
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      <form ref={formRef} method="get" action={pathname} onSubmit={onSubmit} className="mt-5 rounded-2xl border border-gray-200 bg-gray-50 p-4" aria-label="Search and filter products">
        {query.category && <input type="hidden" name="category" value={query.category} />}
        <div className="flex flex-wrap items-end gap-3">
          <label className="flex min-w-56 flex-1 flex-col text-sm font-medium text-gray-800">
            Search
            <input type="search" name="q" defaultValue={query.q ?? ""} maxLength={100} placeholder="Search products or brands" className="mt-1 h-11 rounded-xl border border-gray-300 bg-white px-3 text-base" />
          </label>
          <label className="flex flex-col text-sm font-medium text-gray-800">
            Sort by
            <select name="sort" defaultValue={query.sort} onChange={autoSubmit} className="mt-1 h-11 rounded-xl border border-gray-300 bg-white px-3 text-base">
              {SORTS.map((s) => (
                <option key={s.value} value={s.value}>
                  {s.label}
                </option>
              ))}
            </select>
          </label>
          <button type="submit" className="h-11 rounded-xl bg-brand-600 px-5 font-semibold text-white hover:bg-brand-700">
            Search
          </button>
        </div>
        <details className="mt-3" open={hasFilters || undefined}>
          <summary className="cursor-pointer text-sm font-semibold text-brand-700">Filter by brand and price</summary>
          <div className="mt-3 grid gap-4 sm:grid-cols-[1fr_auto]">
            <fieldset>
              <legend className="text-sm font-medium text-gray-800">Brand</legend>
              {brands.length === 0 ? (
                <p className="mt-1 text-sm text-gray-600">No brands to choose from.</p>
              ) : (
                <ul className="mt-1 grid grid-cols-2 gap-x-4 gap-y-1 sm:grid-cols-3 lg:grid-cols-4">
                  {brands.map((b) => (
                    <li key={b.name}>
                      <label className="flex min-h-8 items-center gap-2 text-sm">
                        <input type="checkbox" name="brand" value={b.name} defaultChecked={query.brand.some((x) => x.toLowerCase() === b.name.toLowerCase())} onChange={autoSubmit} className="h-4 w-4 accent-brand-600" />
                        {b.name} <span className="text-gray-600">({b.count})</span>
                      </label>
                    </li>
                  ))}
                </ul>
              )}
            </fieldset>
            <fieldset className="flex items-end gap-2">
              <legend className="text-sm font-medium text-gray-800">Price (GH₵)</legend>
              <label className="flex flex-col text-xs text-gray-700">
                Min
                <input type="number" name="min" min={0} step="1" inputMode="numeric" defaultValue={query.min ?? ""} className="mt-1 h-11 w-24 rounded-xl border border-gray-300 bg-white px-2 text-base" />
              </label>
              <label className="flex flex-col text-xs text-gray-700">
                Max
                <input type="number" name="max" min={0} step="1" inputMode="numeric" defaultValue={query.max ?? ""} className="mt-1 h-11 w-24 rounded-xl border border-gray-300 bg-white px-2 text-base" />
              </label>
              <button type="submit" className="h-11 rounded-xl border border-brand-600 bg-white px-4 text-sm font-semibold text-brand-700">
                Apply
              </button>
            </fieldset>
          </div>
        </details>
      </form>

      <div className="mt-5 flex flex-wrap items-center justify-between gap-2">
        <p className="text-gray-700" aria-live="polite" data-testid="result-count">
          {resultCountText(shown, count)}
          {query.q ? ` for “${query.q}”` : ""}
        </p>
        {(hasFilters || query.category) && (
          <Link to={pathname} className="text-sm font-semibold text-brand-700 underline">
            Clear all filters
          </Link>
        )}
      </div>

      <div className={`mt-4 transition-opacity ${busy ? "opacity-60" : ""}`}>
        <h2 className="sr-only">Products</h2>
        {firstPage > 1 && shownProducts.length > 0 && (
          <p className="mb-4 text-center">
            <Link to={catalogHref(pathname, { ...filters, page: firstPage - 1 })} className="text-sm font-semibold text-brand-700 underline" data-testid="earlier-products">
              Show earlier products
            </Link>
          </p>
        )}
        {shownProducts.length === 0 ? (
          <div className="rounded-2xl border border-dashed border-gray-300 p-10 text-center" data-testid="empty-state">
            <p className="text-lg font-semibold">No products found</p>
            <p className="mt-1 text-gray-700">{hasFilters ? "Try another search word, fewer brands or a wider price range." : "There is nothing here yet. Please check back soon."}</p>
            <Link to="/products" className="mt-4 inline-block rounded-full bg-brand-600 px-5 py-2.5 font-semibold text-white">
              View All Products
            </Link>
          </div>
        ) : (
          <Island>
            <ProductGrid products={shownProducts} itemId={(index) => (index % PAGE_SIZE === 0 ? pageAnchor(firstPage + index / PAGE_SIZE) : undefined)} />
          </Island>
        )}
      </div>

      {shown > 0 && shown < count && (
        <div className="mt-10 text-center">
          {/* Before JavaScript a plain link: the next page renders with the one before it, scrolled to the new cards. */}
          <Link
            to={`${nextHref}#${pageAnchor(nextPage)}`}
            onClick={loadMore}
            aria-busy={loadingMore || undefined}
            className="inline-block rounded-full border-2 border-brand-600 px-8 py-3 font-semibold text-brand-700 hover:bg-brand-50"
          >
            Load more ({Math.min(PAGE_SIZE, count - shown)} more)
          </Link>
        </div>
      )}
    </div>
  );
}

function hrefFromForm(pathname: string, form: HTMLFormElement): string {
  const data = new FormData(form);
  const text = (name: string) => String(data.get(name) ?? "").trim() || undefined;
  const number = (name: string) => {
    const value = text(name);
    return value !== undefined && Number.isFinite(Number(value)) ? Number(value) : undefined;
  };
  const sort = SORTS.find((s) => s.value === data.get("sort"))?.value ?? "newest";
  return catalogHref(pathname, { q: text("q"), category: text("category"), brands: data.getAll("brand").map(String), min: number("min"), max: number("max"), sort });
}

function chip(active: boolean): string {
  return `inline-block whitespace-nowrap rounded-full border px-4 py-2 text-sm font-medium ${active ? "border-brand-600 bg-brand-600 text-white" : "border-gray-300 bg-white text-gray-800 hover:border-brand-600"}`;
}
