import { data, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ContentPage } from "~/components/content/ContentPage";
import { getContentPage } from "~/lib/content/content.server";
import { contentHeaders, contentMeta } from "~/lib/content/content-route";
import { CATALOG_CACHE_HEADERS } from "~/lib/http/http.server";

/** /privacy — text from storefront/app/content/privacy.md. */
export function loader() {
  return data({ page: getContentPage("privacy") }, { headers: CATALOG_CACHE_HEADERS });
}

export default function Page() {
  return <ContentPage page={useLoaderData<typeof loader>().page} />;
}

export const headers = contentHeaders;
export const meta: MetaFunction = contentMeta;
