import * as Dialog from "@radix-ui/react-dialog";
import { NavLink } from "@remix-run/react";
import type { RefObject } from "react";
import { useSignOut } from "~/components/auth/use-sign-out";
import type { User } from "~/lib/auth/user";
import { ACCOUNT_LINKS } from "./account-links";
import { MAIN_NAV } from "./nav";

const groupLabel = "px-3 pb-1 pt-3 text-xs font-semibold uppercase tracking-wide text-gray-500";
const linkClass = ({ isActive }: { isActive: boolean }) =>
  `block rounded-lg px-3 py-3 text-base ${isActive ? "bg-brand-50 font-semibold text-brand-700" : "text-gray-800 hover:bg-brand-50"}`;

/**
 * The side sheet of the mobile menu (spec §2), loaded when the Menu button is first used
 * (MobileMenu.tsx). Radix Dialog: it slides in from the left over an overlay, traps focus, closes on
 * Escape, on the overlay, on its close button and on any navigation (the links close it at once;
 * MobileMenu also closes it when the location changes). Sign Out shows the spec's toasts.
 */
export function MobileMenuSheet({ open, onOpenChange, user, returnFocusTo }: { open: boolean; onOpenChange: (open: boolean) => void; user: User | null; returnFocusTo: RefObject<HTMLElement | null> }) {
  const signOut = useSignOut();
  const close = () => onOpenChange(false);
  const navigated = () => {
    close();
    window.scrollTo({ top: 0 });
  };
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/40" />
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            // The trigger is our own <summary>, so focus goes back to it by hand.
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
          aria-describedby={undefined}
          className="glow-sheet-left fixed inset-y-0 left-0 z-50 flex w-[85vw] max-w-xs flex-col overflow-y-auto bg-white shadow-xl"
          data-testid="mobile-menu"
        >
          <div className="flex items-center justify-between border-b border-gray-200 px-4 py-3">
            <Dialog.Title className="font-display text-xl font-bold text-brand-700">Menu</Dialog.Title>
            <Dialog.Close aria-label="Close menu" className="flex h-10 w-10 items-center justify-center rounded-full text-2xl leading-none hover:bg-gray-100">
              <span aria-hidden="true">×</span>
            </Dialog.Close>
          </div>
          <nav aria-label="Main Navigation" className="px-2">
            <h2 className={groupLabel}>Main Navigation</h2>
            <ul>
              {MAIN_NAV.map((item) => (
                <li key={item.to}>
                  <NavLink to={item.to} end={item.to === "/"} onClick={navigated} className={linkClass}>
                    {item.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <nav aria-label="Account" className="border-t border-gray-100 px-2 pb-4 mt-2">
            <h2 className={groupLabel}>Account</h2>
            <ul>
              {user ? (
                <>
                  {ACCOUNT_LINKS.map((link) => (
                    <li key={link.to}>
                      <NavLink to={link.to} onClick={navigated} className={linkClass}>
                        {link.label}
                      </NavLink>
                    </li>
                  ))}
                  <li>
                    <button
                      type="button"
                      onClick={() => {
                        close();
                        void signOut();
                      }}
                      className="block w-full rounded-lg px-3 py-3 text-left text-base text-red-700 hover:bg-brand-50"
                    >
                      Sign Out
                    </button>
                  </li>
                </>
              ) : (
                <>
                  <li>
                    <NavLink to="/auth" end onClick={navigated} className={linkClass}>
                      Sign In
                    </NavLink>
                  </li>
                  <li>
                    <NavLink to="/auth?tab=signup" onClick={navigated} className={() => linkClass({ isActive: false })}>
                      Sign Up
                    </NavLink>
                  </li>
                </>
              )}
            </ul>
          </nav>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
