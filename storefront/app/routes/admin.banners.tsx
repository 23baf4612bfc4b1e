import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { AdminSectionPage } from "~/components/auth/PlaceholderPages";
import { guardedLoader } from "~/lib/auth/guard.server";
import { loaderHeadersOnly } from "~/lib/http.server";

export const loader = ({ request }: LoaderFunctionArgs) => guardedLoader(request);

export default function Page() {
  return <AdminSectionPage title="Banners" intro="Banner management arrives with the banners plugin." />;
}

export const headers = loaderHeadersOnly;

export const meta: MetaFunction = () => [{ title: "Banners — Glow" }, { name: "robots", content: "noindex" }];
