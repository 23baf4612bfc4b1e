import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData, useSearchParams } from "@remix-run/react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { AdminNav } from "~/components/admin/AdminNav";
import { AccountPage, Guarded } from "~/components/auth/Guarded";
import { toast } from "~/components/ui/use-toast";
import { useAdminRefetchInterval } from "~/lib/http/admin-refresh";
import { apiRequest, errorMessage, isForcedSignOut } from "~/lib/http/api-client";
import { formatAccraDateTime } from "~/lib/shared/dates";
import { getCurrentUser } from "~/lib/auth/current-user.server";
import { guardedLoader, type GuardedData } from "~/lib/auth/guard.server";
import { loaderHeadersOnly } from "~/lib/http/http.server";
import { listAdminReviews } from "~/lib/reviews/reviews.server";
import { ADMIN_REVIEW_STATUSES, MAX_REVIEW_COMMENT, type AdminReview, type AdminReviewStatus } from "~/lib/reviews/reviews";

const statusOf = (value: string | null): AdminReviewStatus => (ADMIN_REVIEW_STATUSES.includes(value as AdminReviewStatus) ? (value as AdminReviewStatus) : "pending");
const listKey = (status: AdminReviewStatus) => [`/api/admin/reviews?status=${status}`];
type List = { reviews: AdminReview[]; count: number };

export async function loader({ request }: LoaderFunctionArgs) {
  return guardedLoader(request, async (user) => {
    if (!user.isAdmin) return { initial: null as List | null, status: "pending" as AdminReviewStatus };
    const status = statusOf(new URL(request.url).searchParams.get("status"));
    const { context } = await getCurrentUser(request);
    return { initial: await listAdminReviews(context, status).catch(() => null), status };
  });
}

const TABS: Array<{ value: AdminReviewStatus; label: string }> = [
  { value: "pending", label: "Pending" },
  { value: "approved", label: "Approved" },
  { value: "all", label: "All" },
];

export default function Page() {
  const data = useLoaderData<GuardedData<{ initial: List | null; status: AdminReviewStatus }>>();
  return (
    <Guarded signInRequired={data.signInRequired}>
      {!data.signInRequired &&
        (data.user.isAdmin ? (
          <AccountPage title="Reviews" intro="Approve reviews to show them on the product and count them in its rating; reply as the shop.">
            <AdminNav />
            <Moderation initial={data.initial} initialStatus={data.status} />
          </AccountPage>
        ) : (
          <AccountPage title="Reviews" intro="This area is for shop admins. Ask a Glow staff member if you need access." />
        ))}
    </Guarded>
  );
}

function Moderation({ initial, initialStatus }: { initial: List | null; initialStatus: AdminReviewStatus }) {
  const [params, setParams] = useSearchParams();
  const status = statusOf(params.get("status"));
  const refetchInterval = useAdminRefetchInterval();
  const list = useQuery<List>({
    queryKey: listKey(status),
    initialData: status === initialStatus && initial ? initial : undefined,
    refetchInterval,
  });
  return (
    <div className="mt-6">
      <div role="tablist" aria-label="Review status" className="flex gap-2 border-b border-gray-200">
        {TABS.map((tab) => (
          <button
            key={tab.value}
            role="tab"
            type="button"
            aria-selected={status === tab.value}
            onClick={() => setParams(tab.value === "pending" ? {} : { status: tab.value }, { replace: true, preventScrollReset: true })}
            className={`-mb-px border-b-2 px-4 py-2 font-semibold ${status === tab.value ? "border-brand-600 text-brand-700" : "border-transparent text-gray-600 hover:text-gray-900"}`}
          >
            {tab.label}
            {status === tab.value && list.data ? ` (${list.data.count})` : ""}
          </button>
        ))}
      </div>
      <div role="tabpanel" className="mt-4">
        {list.isError && <p className="text-red-700">The reviews could not be loaded: {errorMessage(list.error, "please try again.")}</p>}
        {list.isPending && <p className="text-gray-700">Loading...</p>}
        {list.data && list.data.reviews.length === 0 && (
          <p className="text-gray-700">{status === "pending" ? "No reviews are waiting for approval." : "No reviews here yet."}</p>
        )}
        {list.data && list.data.reviews.length > 0 && (
          <ul className="flex flex-col gap-4">
            {list.data.reviews.map((review) => (
              <ModeratedReview key={review.id} review={review} />
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

function useModerate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: { method: "POST" | "DELETE"; url: string; body?: unknown; done: string }) => apiRequest(action.method, action.url, action.body),
    onSuccess: (_result, action) => {
      toast({ title: action.done });
      void queryClient.invalidateQueries({ predicate: (query) => String(query.queryKey[0]).startsWith("/api/admin") });
      // The product's public list changes too.
      void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] === "/api/products" });
    },
    onError: (error) => {
      // A forced sign-out's notice is already shown and stays (api-client): nothing to add.
      if (isForcedSignOut(error)) return;
      toast({ title: "Action failed", description: errorMessage(error, "Please try again."), variant: "destructive" });
    },
  });
}

function ModeratedReview({ review }: { review: AdminReview }) {
  const moderate = useModerate();
  const [replying, setReplying] = useState(false);
  const [reply, setReply] = useState(review.adminResponse ?? "");
  const replyId = useId();
  const url = `/api/admin/reviews/${encodeURIComponent(review.id)}`;
  const name = [review.user.firstName, review.user.lastName].filter(Boolean).join(" ") || "A customer";

  return (
    <li className="rounded-2xl border border-gray-200 p-4" data-testid="admin-review">
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <span role="img" aria-label={`${review.rating} out of 5 stars`} className="text-gold-400">
          {"★★★★★".slice(0, review.rating)}
          <span className="text-gray-300">{"★★★★★".slice(review.rating)}</span>
        </span>
        <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${review.isApproved ? "bg-emerald-100 text-emerald-900" : "bg-amber-100 text-amber-900"}`}>
          {review.isApproved ? "Approved" : "Pending"}
        </span>
        <span className="font-semibold">{name}</span>
        <span className="text-gray-600">{review.user.phoneNumber}</span>
        <time dateTime={review.createdAt} className="ml-auto text-xs text-gray-600">
          {formatAccraDateTime(review.createdAt)}
        </time>
      </div>
      {review.product && (
        <p className="mt-1 text-sm">
          Product:{" "}
          <a href={`/products/slug/${encodeURIComponent(review.product.slug)}`} className="font-semibold text-brand-700 underline">
            {review.product.name}
          </a>
        </p>
      )}
      <p className="mt-2 whitespace-pre-line text-gray-800">{review.comment ?? <span className="text-gray-600">(no comment)</span>}</p>
      {review.adminResponse && !replying && (
        <div className="mt-3 rounded-xl bg-brand-50 p-3">
          <p className="text-xs font-bold uppercase tracking-wide text-brand-900">Response from Glow</p>
          <p className="mt-1 whitespace-pre-line text-sm text-gray-800">{review.adminResponse}</p>
        </div>
      )}
      {replying && (
        <form
          className="mt-3 flex flex-col gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            moderate.mutate(
              { method: "POST", url: `${url}/response`, body: { response: reply.trim() || null }, done: reply.trim() ? "Response saved" : "Response removed" },
              { onSuccess: () => setReplying(false) },
            );
          }}
        >
          <label htmlFor={replyId} className="text-sm font-medium text-gray-800">
            Shop response
          </label>
          <textarea
            id={replyId}
            value={reply}
            maxLength={MAX_REVIEW_COMMENT}
            rows={3}
            onChange={(event) => setReply(event.target.value)}
            className="rounded-xl border border-gray-300 px-3 py-2 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-200"
          />
          <div className="flex gap-2">
            <button type="submit" disabled={moderate.isPending} className="rounded-full bg-brand-600 px-4 py-2 font-semibold text-white disabled:opacity-60">
              Save response
            </button>
            <button type="button" onClick={() => setReplying(false)} className="rounded-full px-4 py-2 font-semibold text-gray-700 hover:bg-gray-100">
              Cancel
            </button>
          </div>
        </form>
      )}
      <div className="mt-3 flex flex-wrap gap-2">
        {review.isApproved ? (
          <button
            type="button"
            disabled={moderate.isPending}
            onClick={() => moderate.mutate({ method: "POST", url: `${url}/unapprove`, done: "Review hidden" })}
            className="rounded-full border border-gray-400 px-4 py-2 font-semibold text-gray-800 disabled:opacity-60"
          >
            Unapprove
          </button>
        ) : (
          <button
            type="button"
            disabled={moderate.isPending}
            onClick={() => moderate.mutate({ method: "POST", url: `${url}/approve`, done: "Review approved" })}
            className="rounded-full bg-emerald-700 px-4 py-2 font-semibold text-white disabled:opacity-60"
          >
            Approve
          </button>
        )}
        {!replying && (
          <button type="button" onClick={() => setReplying(true)} className="rounded-full border border-brand-600 px-4 py-2 font-semibold text-brand-700">
            {review.adminResponse ? "Edit reply" : "Reply"}
          </button>
        )}
        <button
          type="button"
          disabled={moderate.isPending}
          onClick={() => {
            if (window.confirm("Delete this review? This cannot be undone.")) moderate.mutate({ method: "DELETE", url, done: "Review deleted" });
          }}
          className="rounded-full border border-red-700 px-4 py-2 font-semibold text-red-700 disabled:opacity-60"
        >
          Delete
        </button>
      </div>
    </li>
  );
}

export const headers = loaderHeadersOnly;

export const meta: MetaFunction = () => [{ title: "Reviews — Glow" }, { name: "robots", content: "noindex" }];
