import { type User } from "~/lib/auth/user";

/** The signed-in shopper's pages, in the account menu and the mobile menu's Account group. */
export const ACCOUNT_LINKS = [
  { to: "/dashboard", label: "Dashboard" },
  { to: "/profile", label: "Profile" },
  { to: "/orders", label: "Orders" },
  { to: "/wishlist", label: "Wishlist" },
  { to: "/settings", label: "Settings" },
] as const;

export const AVATAR_CLASS = "flex h-10 w-10 items-center justify-center rounded-full bg-brand-600 text-base font-bold text-white hover:bg-brand-700";

export const accountMenuLabel = (user: User): string => `Account menu for ${user.firstName || user.phoneNumber}`;
