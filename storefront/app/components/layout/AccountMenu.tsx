import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { Link } from "@remix-run/react";
import { useRef } from "react";
import { avatarInitial, type User } from "~/lib/auth/user";
import { useSignOut } from "~/components/auth/use-sign-out";
import { ACCOUNT_LINKS, accountMenuLabel, AVATAR_CLASS } from "./account-links";

/** The profile dropdown (spec §2): name, phone, account links, Admin for admins only, Sign Out. */
export function AccountMenu({ user }: { user: User }) {
  const signOut = useSignOut();
  // Radix opens the menu on pointerdown. A tap whose pointerdown came before React handled the link
  // (its click after) opened nothing: the click then keeps its default action, the link (ADR 120).
  const sawPointerDown = useRef(false);
  const itemClass = "block w-full cursor-pointer rounded-lg px-3 py-2 text-left text-sm outline-none data-[highlighted]:bg-brand-50";
  return (
    <DropdownMenu.Root>
      {/* A link to the dashboard until React handles it (a tap then is not lost), the menu's trigger after. */}
      <DropdownMenu.Trigger asChild>
        <a
          href="/dashboard"
          onPointerDown={(event) => {
            sawPointerDown.current = event.button === 0 && !event.ctrlKey; // when Radix opens it
          }}
          onClick={(event) => {
            if (sawPointerDown.current) event.preventDefault();
            sawPointerDown.current = false;
          }}
          aria-label={accountMenuLabel(user)}
          className={AVATAR_CLASS}
          data-testid="account-menu-trigger"
        >
          {avatarInitial(user)}
        </a>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={8} className="z-50 w-60 rounded-xl border border-gray-200 bg-white p-2 shadow-lg">
          <div className="px-3 py-2">
            <p className="font-semibold text-gray-900">
              {user.firstName} {user.lastName}
            </p>
            <p className="text-sm text-gray-600">{user.phoneNumber}</p>
          </div>
          <DropdownMenu.Separator className="my-1 h-px bg-gray-200" />
          {ACCOUNT_LINKS.map((link) => (
            <DropdownMenu.Item key={link.to} asChild>
              <Link to={link.to} className={itemClass}>
                {link.label}
              </Link>
            </DropdownMenu.Item>
          ))}
          {user.isAdmin && (
            <DropdownMenu.Item asChild>
              <Link to="/admin" className={itemClass}>
                Admin
              </Link>
            </DropdownMenu.Item>
          )}
          <DropdownMenu.Separator className="my-1 h-px bg-gray-200" />
          <DropdownMenu.Item className={`${itemClass} text-red-700`} onSelect={() => void signOut()}>
            Sign Out
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
