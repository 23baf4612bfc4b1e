import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { CatalogView } from "~/components/catalog/CatalogView";
import { loadCatalogPage } from "~/lib/catalog/catalog-page.server";
import { PRODUCT_DATA_CACHE_HEADERS, catalogPageHeaders } from "~/lib/http/http.server";
import { keepDataOnSameUrl, useBackgroundRefresh } from "~/lib/http/revalidate";

/** /sale: every product whose price is below its regular price (a sale price list is active in Medusa). */
export async function loader({ request }: LoaderFunctionArgs) {
  return data(await loadCatalogPage(request, { onSale: true }), { headers: PRODUCT_DATA_CACHE_HEADERS });
}

export const shouldRevalidate = keepDataOnSameUrl;

export default function Sale() {
  const page = useLoaderData<typeof loader>();
  useBackgroundRefresh();
  return <CatalogView pathname="/sale" title="Sale" intro="Good things, smaller prices: every product on offer right now, with the regular price struck through. Offers end when stock runs out." {...page} />;
}

export const headers = catalogPageHeaders;

export const meta: MetaFunction = () => [
  { title: "Sale — beauty deals in GH₵ | Glow" },
  { name: "description", content: "Makeup, skincare, nail and hair care on sale at Glow, with delivery across Ghana." },
];
