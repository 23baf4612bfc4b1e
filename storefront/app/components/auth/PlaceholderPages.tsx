import { Link, useLoaderData } from "@remix-run/react";
import { AccountPage, Guarded } from "./Guarded";
import type { GuardedData } from "~/lib/auth/guard.server";

type Loaded = GuardedData<Record<string, never>>;

/** A signed-in page whose content arrives with a later issue (orders, checkout): a way back to the shop. */
export function ComingSoonAccountPage({ title, intro }: { title: string; intro: string }) {
  const data = useLoaderData<Loaded>();
  return (
    <Guarded signInRequired={data.signInRequired}>
      <AccountPage title={title} intro={intro}>
        <Link to="/products" className="inline-block rounded-full bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700">
          Continue Shopping
        </Link>
      </AccountPage>
    </Guarded>
  );
}

/** An admin section (spec §6: open to signed-in users; admins see the sections, others a note). */
export function AdminSectionPage({ title, intro }: { title: string; intro: string }) {
  const data = useLoaderData<Loaded>();
  return (
    <Guarded signInRequired={data.signInRequired}>
      {!data.signInRequired && (
        <AccountPage title={title} intro={data.user.isAdmin ? intro : "This area is for shop admins. Ask a Glow staff member if you need access."}>
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
