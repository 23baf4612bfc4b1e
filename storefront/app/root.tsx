import { data, type HeadersFunction, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Links, Meta, Outlet, ScrollRestoration, isRouteErrorResponse, useLoaderData, useMatches, useNavigation, useRouteError, useRouteLoaderData } from "@remix-run/react";
import { dehydrate, HydrationBoundary, QueryClientProvider, type DehydratedState } from "@tanstack/react-query";
import { useMemo, useState, type ReactNode } from "react";
import { AuthSync } from "~/components/auth/AuthSync";
import { DeferredScripts, rendersNoScripts } from "~/components/layout/DeferredScripts";
import { CookieBanner } from "~/components/floating/CookieBanner";
import { FloatingElements } from "~/components/floating/FloatingElements";
import { Footer } from "~/components/layout/Footer";
import { Header } from "~/components/layout/Header";
import { NotFound } from "~/components/layout/NotFound";
import { Island, LazyIsland } from "~/components/ui/island";
import { Spinner } from "~/components/ui/Spinner";
import { FlashToast } from "~/components/ui/flash-toast";
import { LazyToaster } from "~/components/ui/lazy-toaster";
import { OfflineTaps } from "~/components/offline/OfflineTaps";
import { USER_QUERY_KEY, type ServerErrorBody } from "~/lib/http/api-client";
import { CONSENT_HEAD_SCRIPT } from "~/lib/shared/consent";
import { markPageStarted } from "~/lib/shared/page-start";
import { getPageUser, type CurrentUser } from "~/lib/auth/current-user.server";
import { asksToSaveData } from "~/lib/http/save-data";
import { commitPageCheck } from "~/lib/auth/page-check.server";
import { CART_QUERY_KEY } from "~/components/cart/use-cart";
import { listCart } from "~/lib/cart/cart.server";
import { readFlash } from "~/lib/http/flash.server";
import { storefrontConfig } from "~/lib/config.server";
import { PRIVATE_CACHE_CONTROL } from "~/lib/http/http.server";
import { hasSessionCookie } from "~/lib/auth/session.server";
import { TooltipProvider } from "~/components/ui/tooltip";
import { createQueryClient } from "~/lib/http/query-client";
import { routeQueryState } from "~/lib/http/route-query-state";
import { useNonce } from "~/lib/security/nonce";
import { APPLE_TOUCH_ICON, MANIFEST_PATH } from "~/lib/offline/manifest";
import { OFFLINE_NOTICE } from "~/lib/offline/rules";
import stylesheet from "~/tailwind.css?url";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.ico", sizes: "any" },
  // Installable (ADR 210): the manifest and icons are written by the client build (pwa-build.ts).
  { rel: "manifest", href: MANIFEST_PATH },
  { rel: "apple-touch-icon", href: APPLE_TOUCH_ICON },
];

/**
 * The signed-in user for the header and their cart for the header's badge: from the signed session
 * assertion while it is ≤ 5 s old, otherwise from a session check in Medusa that refreshes it
 * (getPageUser, ADR 140; account data is never read from it); a forced sign-out found here is shown once the
 * page loads, and so is the toast a no-JavaScript form post left for this page (flash, ADR 081).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const [page, flash] = await Promise.all([getPageUser(request), readFlash(request)]);
  const current = page.current;
  const cart = current ? await signedInCart(current) : undefined;
  const forced = current?.forcedSignOut;
  const headers = new Headers();
  // A page rendered for a signed-in shopper carries their name, one with a flash a shopper's own
  // message: never let a shared cache (or the page cache, ADR 014) keep it.
  if (hasSessionCookie(request) || flash) headers.set("Cache-Control", PRIVATE_CACHE_CONTROL);
  for (const cookie of page.setCookies) headers.append("Set-Cookie", cookie);
  // Medusa answered yes for this render: the next renders of this browser may trust it for 5 s (ADR 140).
  if (current?.user && cart) {
    const assertion = await commitPageCheck(request, current.user, cart.count);
    if (assertion) headers.append("Set-Cookie", assertion);
  }
  if (flash) headers.append("Set-Cookie", flash.clearCookie);
  return data(
    {
      user: page.user,
      // The badge's count from the assertion; the lines come from /api/cart after hydration.
      cartCount: page.cartCount ?? null,
      forcedSignOut: (forced?.body.autoLogout ? forced.body : null) as ServerErrorBody | null,
      flash: flash?.flash ?? null,
      // The browser's data-saver hint (Save-Data: on): no video plays by itself (issue 32). Pages
      // vary on it (Vary, the page cache's key), so each kind of visitor gets its own.
      saveData: asksToSaveData(request.headers.get("Save-Data")),
      // The chat link's number: a shop option, read when the storefront starts (ADR 240).
      whatsappNumber: storefrontConfig().whatsappNumber,
      dehydratedState: cart?.state,
    },
    { headers },
  );
}

/**
 * The cart query for the header's badge, rendered with the page (ADR 082's root boundary). A cart
 * that cannot be read is left out: the browser asks `/api/cart` after hydration, as before.
 */
async function signedInCart(current: CurrentUser): Promise<{ state: DehydratedState; count: number } | undefined> {
  if (!current.user || !current.medusaToken) return undefined;
  try {
    const queryClient = createQueryClient();
    const items = await listCart(current.medusaToken, { cartId: current.cartId, cart: current.cart });
    queryClient.setQueryData(CART_QUERY_KEY, items);
    return { state: dehydrate(queryClient), count: items.reduce((sum, item) => sum + item.quantity, 0) };
  } catch {
    return undefined;
  }
}

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export function Layout({ children }: { children: ReactNode }) {
  // One QueryClient per browser session (and per server render): never shared between customers.
  // The signed-in user found by the root loader seeds the /api/user query once.
  const rootData = useRouteLoaderData<typeof loader>("root");
  const [queryClient] = useState(() => {
    const client = createQueryClient();
    if (rootData) client.setQueryData(USER_QUERY_KEY, rootData.user);
    return client;
  });
  // The CSP nonce of this response (server.ts, ADR 070): Remix's inline scripts must carry it.
  const nonce = useNonce();
  const noScripts = rendersNoScripts(useMatches());
  return (
    // The head script sets the cookie banner's attribute on <html> before React hydrates. The ref
    // hands taps to React once the hydrated root commits (ADR 121).
    <html lang="en-GH" suppressHydrationWarning ref={markPageStarted}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#b8285f" />
        <Meta />
        <Links />
        {/* Shows the server-rendered cookie banner only when no choice is stored, before the first paint (ADR 076). */}
        <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: CONSENT_HEAD_SCRIPT }} />
      </head>
      <body className="flex min-h-screen flex-col">
        <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2">
          Skip to content
        </a>
        {/* Hidden unless the service worker answered with the copy it kept (it sets <html data-offline>; ADR 210). */}
        <p role="status" className="offline-notice bg-gray-900 px-4 py-2 text-center text-sm font-medium text-white">
          {OFFLINE_NOTICE}
        </p>
        <QueryClientProvider client={queryClient}>
          <RouteQueryData>
            <Header />
            <main id="main" className="flex-1">
              {children}
            </main>
            <LazyIsland>
              <Footer />
            </LazyIsland>
            <LazyToaster />
          </RouteQueryData>
        </QueryClientProvider>
        {noScripts ? null : <ScrollRestoration nonce={nonce} />}
        {/* Remix's <Scripts>, requested once the page has loaded (ADR 076). */}
        <DeferredScripts nonce={nonce} />
      </body>
    </html>
  );
}

/**
 * The React Query data route loaders return as `dehydratedState` (ADR 082), hydrated here above the
 * header rather than in each page: HydrationBoundary writes queries the cache does not have yet during
 * render, but queries that already exist only in an effect, after render. The header's cart badge
 * creates the cart query before a page-level boundary renders, so /cart was rendered empty on the
 * server (effects never run there) and on the first client render. From here every query a loader
 * sent is in the cache before the first component that reads it renders; on later navigations, newer
 * loader data replaces what the browser has once the new page is committed.
 */
function RouteQueryData({ children }: { children: ReactNode }) {
  const matches = useMatches();
  const state = useMemo(() => routeQueryState(matches), [matches]);
  return <HydrationBoundary state={state}>{children}</HydrationBoundary>;
}

/** Pages load on demand; while the next one loads, a spinner labelled "Loading..." shows (spec §2). */
function NavigationSpinner() {
  const navigation = useNavigation();
  if (navigation.state !== "loading") return null;
  return (
    <div className="fixed inset-x-0 top-20 z-40 flex justify-center">
      <Spinner className="rounded-2xl bg-white/95 px-6 py-4 shadow-lg" />
    </div>
  );
}

export default function App() {
  const { forcedSignOut, flash } = useLoaderData<typeof loader>();
  return (
    <TooltipProvider>
      <AuthSync forcedSignOut={forcedSignOut} />
      <FlashToast flash={flash} />
      {/* Taps kept offline: sent on load and when the connection returns (ADR 235). */}
      <OfflineTaps />
      <NavigationSpinner />
      <Outlet />
      <Island>
        <FloatingElements />
      </Island>
      {/* Hydrated with the page, not in the island: a choice made before React must show at once (ADR 120). */}
      <CookieBanner />
    </TooltipProvider>
  );
}

export const meta: MetaFunction = () => [
  { title: "Glow — Beauty that loves Ghana" },
  { name: "description", content: "Makeup, skincare, nail care and hair care, priced in GH₵ and delivered across Ghana." },
];

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  const message = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : "Something went wrong.";
  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="font-display text-3xl font-bold">We could not load this page</h1>
      <p className="mt-3 text-gray-600">{message} Please try again in a moment.</p>
    </section>
  );
}
