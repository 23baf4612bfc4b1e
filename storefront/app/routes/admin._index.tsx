import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useQuery } from "@tanstack/react-query";
import { AdminNav } from "~/components/admin/AdminNav";
import { AccountPage, Guarded } from "~/components/auth/Guarded";
import { useAdminRefetchInterval } from "~/lib/http/admin-refresh";
import { getCurrentUser } from "~/lib/auth/current-user.server";
import { guardedLoader, type GuardedData } from "~/lib/auth/guard.server";
import { loaderHeadersOnly } from "~/lib/http/http.server";
import { bannerCounts, type BannerCounts } from "~/lib/banners/banners.server";
import { adminOverview } from "~/lib/reviews/reviews.server";
import type { AdminOverview } from "~/lib/reviews/reviews";

type Overview = AdminOverview & { banners?: BannerCounts | null };

export async function loader({ request }: LoaderFunctionArgs) {
  return guardedLoader(request, async (user) => {
    if (!user.isAdmin) return { overview: null as Overview | null };
    const { context } = await getCurrentUser(request);
    const [reviews, banners] = await Promise.all([adminOverview(context).catch(() => null), bannerCounts(request).catch(() => null)]);
    const overview: Overview | null = reviews && { ...reviews, banners };
    return { overview };
  });
}

export default function Page() {
  const data = useLoaderData<GuardedData<{ overview: Overview | null }>>();
  return (
    <Guarded signInRequired={data.signInRequired}>
      {!data.signInRequired &&
        (data.user.isAdmin ? (
          <AccountPage title="Admin" intro="Manage the home page banner and moderate reviews.">
            <AdminNav />
            <OverviewCards initial={data.overview} />
          </AccountPage>
        ) : (
          <AccountPage title="Admin" intro="This area is for shop admins. Ask a Glow staff member if you need access." />
        ))}
    </Guarded>
  );
}

function OverviewCards({ initial }: { initial: Overview | null }) {
  const refetchInterval = useAdminRefetchInterval();
  const query = useQuery<Overview>({ queryKey: ["/api/admin/overview"], initialData: initial ?? undefined, refetchInterval });
  const overview = query.data;
  if (!overview) {
    return <p className="mt-6 text-gray-700">{query.isError ? "The overview could not be loaded. Please try again later." : "Loading..."}</p>;
  }
  return (
    <div className="mt-6 grid gap-4 sm:grid-cols-2" data-testid="admin-overview">
      <Card title="Pending reviews" value={overview.pendingReviews} testId="pending-reviews">
        <Link to="/admin/reviews" className="font-semibold text-brand-700 underline">
          Moderate reviews
        </Link>
      </Card>
      <Card title={`Orders in the last ${overview.latestOrders.days} days`} value={overview.latestOrders.count} testId="latest-orders">
        <span className="text-sm text-gray-600">{overview.totalOrders} orders in all</span>
      </Card>
      {overview.banners && (
        <Card title="Active banners" value={overview.banners.active} testId="active-banners">
          <span className="text-sm text-gray-600">{overview.banners.scheduled} scheduled</span>{" "}
          <Link to="/admin/banners" className="font-semibold text-brand-700 underline">
            Manage banners
          </Link>
        </Card>
      )}
    </div>
  );
}

function Card({ title, value, testId, children }: { title: string; value: number; testId: string; children?: React.ReactNode }) {
  return (
    <section className="rounded-2xl border border-gray-200 p-5" aria-label={title}>
      <h2 className="text-sm font-semibold uppercase tracking-wide text-gray-600">{title}</h2>
      <p className="mt-1 text-4xl font-bold text-gray-900" data-testid={testId}>
        {value}
      </p>
      <div className="mt-2">{children}</div>
    </section>
  );
}

export const headers = loaderHeadersOnly;

export const meta: MetaFunction = () => [{ title: "Admin — Glow" }, { name: "robots", content: "noindex" }];
