import { Form, Link, useLocation } from "@remix-run/react";
import { lazy, Suspense, useEffect, useRef } from "react";
import { useLazyDialog } from "~/components/ui/use-lazy-dialog";
import type { User } from "~/lib/auth/user";
import { ACCOUNT_LINKS } from "./account-links";
import { MAIN_NAV } from "./nav";

const loadSheet = () => import("./MobileMenuSheet");
const MobileMenuSheet = lazy(() => loadSheet().then((module) => ({ default: module.MobileMenuSheet })));

/** Spec §2: navigating scrolls to the top. */
const scrollToTop = () => window.scrollTo({ top: 0 });

const groupLabel = "px-3 py-1 text-xs font-semibold uppercase tracking-wide text-gray-500";
const itemClass = "block rounded-lg px-3 py-2 text-sm hover:bg-brand-50";

/**
 * The mobile side menu (spec §2: a Main Navigation group and an Account group). Before JavaScript it
 * is a `<details>` popover with plain links and a sign-out form. Once hydrated, the Menu button opens
 * a side sheet instead (MobileMenuSheet: Radix Dialog, focus trapped, Escape and navigation close it),
 * whose code loads when the button is first pointed at, focused or used, like the cart drawer's.
 */
export function MobileMenu({ user }: { user: User | null }) {
  const sheet = useLazyDialog(loadSheet);
  const { setOpen } = sheet;
  const detailsRef = useRef<HTMLDetailsElement>(null);
  const summaryRef = useRef<HTMLElement>(null);
  const location = useLocation();
  // Any navigation closes both (the sheet, and the popover if it was opened before hydration) — but
  // not hydration itself: a popover a shopper opened before the JavaScript started stays open.
  const shownKey = useRef(location.key);
  useEffect(() => {
    if (shownKey.current === location.key) return;
    shownKey.current = location.key;
    setOpen(false);
    if (detailsRef.current) detailsRef.current.open = false;
  }, [location.key, setOpen]);
  return (
    <>
      <details ref={detailsRef} className="relative lg:hidden" data-testid="mobile-menu-fallback">
        <summary
          ref={summaryRef}
          onClick={(event) => {
            // With JavaScript the side sheet opens instead of the popover.
            event.preventDefault();
            if (detailsRef.current) detailsRef.current.open = false;
            sheet.show();
          }}
          {...sheet.triggerProps}
          aria-label="Open menu"
          className="flex h-10 cursor-pointer list-none items-center rounded-full border border-gray-300 px-3 text-sm font-medium [&::-webkit-details-marker]:hidden"
          data-testid="mobile-menu-button"
        >
          Menu
        </summary>
        <nav aria-label="Main navigation (mobile)" className="absolute right-0 z-40 mt-2 w-56 max-w-[calc(100vw-2rem)] rounded-xl border border-gray-200 bg-white p-2 shadow-lg">
          <p className={groupLabel}>Main Navigation</p>
          <ul>
            {MAIN_NAV.map((item) => (
              <li key={item.to}>
                <Link to={item.to} onClick={scrollToTop} className={itemClass}>
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
          <p className={`mt-2 ${groupLabel}`}>Account</p>
          {user ? (
            <ul>
              {ACCOUNT_LINKS.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className={itemClass}>
                    {link.label}
                  </Link>
                </li>
              ))}
              <li>
                {/* A real form, so signing out works before JavaScript loads. */}
                <Form method="post" action="/api/logout" reloadDocument>
                  <button type="submit" className="block w-full rounded-lg px-3 py-2 text-left text-sm text-red-700 hover:bg-brand-50">
                    Sign Out
                  </button>
                </Form>
              </li>
            </ul>
          ) : (
            <ul>
              <li>
                <Link to="/auth" className={itemClass}>
                  Sign In
                </Link>
              </li>
              <li>
                <Link to="/auth?tab=signup" className={itemClass}>
                  Sign Up
                </Link>
              </li>
            </ul>
          )}
        </nav>
      </details>
      {sheet.wanted && (
        <Suspense fallback={null}>
          <MobileMenuSheet open={sheet.open} onOpenChange={setOpen} user={user} returnFocusTo={summaryRef} />
        </Suspense>
      )}
    </>
  );
}
