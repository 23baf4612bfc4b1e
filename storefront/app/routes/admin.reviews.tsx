import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { AccountPage, Guarded } from "~/components/auth/Guarded";
import { guardedLoader } from "~/lib/auth/guard.server";
import { loaderHeadersOnly } from "~/lib/http.server";

export const loader = ({ request }: LoaderFunctionArgs) => guardedLoader(request);

export default function Page() {
  const data = useLoaderData<typeof loader>();
  return (
    <Guarded signInRequired={data.signInRequired}>
      {!data.signInRequired && (
        <AccountPage title="Reviews" intro={data.user.isAdmin ? "Review moderation arrives with the reviews plugin." : "This area is for shop admins. Ask a Glow staff member if you need access."}>
          {data.user.isAdmin && (
            <nav aria-label="Admin sections" className="flex flex-wrap gap-3">
              <Link to="/admin/banners" className="rounded-full border border-brand-600 px-4 py-2 font-semibold text-brand-700">Banners</Link>
              <Link to="/admin/reviews" className="rounded-full border border-brand-600 px-4 py-2 font-semibold text-brand-700">Reviews</Link>
            </nav>
          )}
        </AccountPage>
      )}
    </Guarded>
  );
}

export const headers = loaderHeadersOnly;

export const meta: MetaFunction = () => [{ title: "Reviews — Glow" }, { name: "robots", content: "noindex" }];
