import { useNavigate } from "@remix-run/react";
import { useEffect, type ReactNode } from "react";
import { useUser } from "~/hooks/use-user";
import { isSigningOut } from "./use-sign-out";

export function RedirectingToSignIn() {
  const navigate = useNavigate();
  useEffect(() => {
    // Signing out from this page goes to / like anywhere else (spec §2), not to the sign-in screen.
    navigate(isSigningOut() ? "/" : "/auth", { replace: true });
  }, [navigate]);
  return (
    <div role="status" className="mx-auto max-w-md px-4 py-24 text-center text-lg text-gray-700">
      {/* Without JavaScript the browser follows this; with it, noscript content is inert. */}
      <noscript>
        <meta httpEquiv="refresh" content="1; url=/auth" />
      </noscript>
      Redirecting to sign in...
    </div>
  );
}

/** Renders the page for a signed-in shopper; once signed out (here or elsewhere) it sends them to /auth. */
export function Guarded({ signInRequired, children }: { signInRequired: boolean; children: ReactNode }) {
  const { user } = useUser();
  if (signInRequired || !user) return <RedirectingToSignIn />;
  return <>{children}</>;
}

export function AccountPage({ title, intro, children }: { title: string; intro?: ReactNode; children?: ReactNode }) {
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <h1 className="font-display text-3xl font-bold">{title}</h1>
      {intro && <p className="mt-2 text-gray-700">{intro}</p>}
      <div className="mt-8">{children}</div>
    </div>
  );
}
