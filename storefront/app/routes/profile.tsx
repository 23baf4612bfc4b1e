import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { AccountPage, Guarded } from "~/components/auth/Guarded";
import { guardedLoader } from "~/lib/auth/guard.server";
import { loaderHeadersOnly } from "~/lib/http.server";

export const loader = ({ request }: LoaderFunctionArgs) => guardedLoader(request);

export default function Profile() {
  const data = useLoaderData<typeof loader>();
  return (
    <Guarded signInRequired={data.signInRequired}>
      {!data.signInRequired && (
        <AccountPage title="Profile">
          <dl className="grid gap-4 rounded-2xl border border-gray-200 p-6 sm:grid-cols-2">
            <div>
              <dt className="text-sm text-gray-600">Name</dt>
              <dd className="font-semibold">
                {data.user.firstName} {data.user.lastName}
              </dd>
            </div>
            <div>
              <dt className="text-sm text-gray-600">Phone number</dt>
              <dd className="font-semibold">{data.user.phoneNumber}</dd>
            </div>
            <div>
              <dt className="text-sm text-gray-600">Email</dt>
              <dd className="font-semibold">{data.user.email ?? "Not set"}</dd>
            </div>
          </dl>
        </AccountPage>
      )}
    </Guarded>
  );
}

export const headers = loaderHeadersOnly;

export const meta: MetaFunction = () => [{ title: "Profile — Glow" }, { name: "robots", content: "noindex" }];
