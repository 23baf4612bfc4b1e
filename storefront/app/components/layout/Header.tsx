import { Link, NavLink } from "@remix-run/react";
import { lazy, Suspense } from "react";
import { CartButton } from "~/components/cart/CartDrawer";
import { useUser } from "~/hooks/use-user";
import { avatarInitial } from "~/lib/auth/user";
import { accountMenuLabel, AVATAR_CLASS } from "./account-links";
import { MobileMenu } from "./MobileMenu";
import { MAIN_NAV, SLOGAN } from "./nav";

/** Spec §2: navigating scrolls to the top (also when the link is the page already shown). */
const scrollToTop = () => window.scrollTo({ top: 0 });

// Only signed-in shoppers need the menu (and Radix's dropdown code); visitors never download it (ADR 012).
const AccountMenu = lazy(() => import("./AccountMenu").then((module) => ({ default: module.AccountMenu })));

export function Header() {
  const { user } = useUser();
  return (
    <header className="sticky top-0 z-30 border-b border-brand-100 bg-white">
      <div className="mx-auto flex max-w-7xl items-center gap-4 px-4 py-3">
        <Link to="/" className="flex flex-col leading-tight">
          <span className="font-display text-2xl font-bold text-brand-700">Glow</span>
          <span className="text-xs text-gray-600">{SLOGAN}</span>
        </Link>
        <nav aria-label="Main navigation" className="ml-6 hidden lg:block">
          <ul className="flex gap-1">
            {MAIN_NAV.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  end={item.to === "/"}
                  onClick={scrollToTop}
                  className={({ isActive }) =>
                    `rounded-full px-3 py-2 text-sm font-medium ${isActive ? "bg-brand-50 text-brand-700" : "text-gray-700 hover:text-brand-700"}`
                  }
                >
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="ml-auto flex items-center gap-2">
          <CartButton />
          {user ? (
            <Suspense
              fallback={
                // While the menu's code loads (first shown after a client-side sign-in): the dashboard link it starts as.
                <a href="/dashboard" aria-label={accountMenuLabel(user)} className={AVATAR_CLASS}>
                  {avatarInitial(user)}
                </a>
              }
            >
              <AccountMenu user={user} />
            </Suspense>
          ) : (
            <Link to="/auth" className="whitespace-nowrap rounded-full bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700">
              Sign In
            </Link>
          )}
          <MobileMenu user={user} />
        </div>
      </div>
    </header>
  );
}
