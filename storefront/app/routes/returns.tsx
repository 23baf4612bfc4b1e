import { data, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { DEFAULT_RETURN_WINDOW_DAYS } from "@glow/shop-contracts";
import { ContentPage } from "~/components/content/ContentPage";
import { getContentPage } from "~/lib/content/content.server";
import { contentHeaders, contentMeta } from "~/lib/content/content-route";
import { CATALOG_CACHE_HEADERS } from "~/lib/http/http.server";
import { getReturnWindowDays } from "~/lib/returns/returns.server";

/** /returns — text from storefront/app/content/returns.md, led by the shop's return window (option `returns.windowDays`, ADR 230). */
export async function loader() {
  const windowDays = await getReturnWindowDays(DEFAULT_RETURN_WINDOW_DAYS);
  return data({ page: getContentPage("returns"), windowDays }, { headers: CATALOG_CACHE_HEADERS });
}

export default function Page() {
  const { page, windowDays } = useLoaderData<typeof loader>();
  return (
    <ContentPage
      page={page}
      lead={
        <p className="rounded-2xl border border-brand-200 bg-brand-50 p-4 text-gray-800" data-testid="return-window">
          {windowDays > 0 ? (
            <>
              You can ask to return delivered items within <strong>{windowDays} days</strong> of delivery, straight from{" "}
              <Link to="/orders" className="font-semibold text-brand-700 underline">
                your order&apos;s page
              </Link>{" "}
              (choose the order, then &ldquo;Ask to return&rdquo;).
            </>
          ) : (
            <>To return an item, contact us with your order number.</>
          )}
        </p>
      }
    />
  );
}

export const headers = contentHeaders;
export const meta: MetaFunction = contentMeta;
