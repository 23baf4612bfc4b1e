import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { ComingSoonAccountPage } from "~/components/auth/PlaceholderPages";
import { guardedLoader } from "~/lib/auth/guard.server";
import { loaderHeadersOnly } from "~/lib/http.server";

export const loader = ({ request }: LoaderFunctionArgs) => guardedLoader(request);

export default function Page() {
  return <ComingSoonAccountPage title="Orders" intro="Your orders will appear here once you place one." />;
}

export const headers = loaderHeadersOnly;

export const meta: MetaFunction = () => [{ title: "Orders — Glow" }, { name: "robots", content: "noindex" }];
