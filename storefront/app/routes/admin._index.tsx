import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { AdminSectionPage } from "~/components/auth/PlaceholderPages";
import { guardedLoader } from "~/lib/auth/guard.server";
import { loaderHeadersOnly } from "~/lib/http.server";

export const loader = ({ request }: LoaderFunctionArgs) => guardedLoader(request);

export default function Page() {
  return <AdminSectionPage title="Admin" intro="Manage the home page banner and moderate reviews." />;
}

export const headers = loaderHeadersOnly;

export const meta: MetaFunction = () => [{ title: "Admin — Glow" }, { name: "robots", content: "noindex" }];
