import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { AccountPage, Guarded } from "~/components/auth/Guarded";
import { guardedLoader } from "~/lib/auth/guard.server";
import { loaderHeadersOnly } from "~/lib/http.server";

export const loader = ({ request }: LoaderFunctionArgs) => guardedLoader(request);

const TILES = [
  { to: "/orders", title: "Orders", text: "Track deliveries and see what you bought." },
  { to: "/wishlist", title: "Wishlist", text: "Products you saved for later." },
  { to: "/cart", title: "Cart", text: "Ready when you are." },
  { to: "/profile", title: "Profile", text: "Your name, phone and email." },
  { to: "/settings", title: "Settings", text: "Sign-in security and devices." },
  { to: "/products", title: "Shop", text: "New arrivals and favourites." },
] as const;

export default function Dashboard() {
  const data = useLoaderData<typeof loader>();
  return (
    <Guarded signInRequired={data.signInRequired}>
      {!data.signInRequired && (
        <AccountPage title={`Hello, ${data.user.firstName || "there"}`} intro="Everything about your Glow account in one place.">
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {TILES.map((tile) => (
              <li key={tile.to}>
                <Link to={tile.to} className="block h-full rounded-2xl border border-gray-200 p-5 hover:border-brand-600 hover:shadow-sm">
                  <span className="font-semibold text-gray-900">{tile.title}</span>
                  <span className="mt-1 block text-sm text-gray-600">{tile.text}</span>
                </Link>
              </li>
            ))}
          </ul>
        </AccountPage>
      )}
    </Guarded>
  );
}

export const headers = loaderHeadersOnly;

export const meta: MetaFunction = () => [{ title: "Dashboard — Glow" }, { name: "robots", content: "noindex" }];
