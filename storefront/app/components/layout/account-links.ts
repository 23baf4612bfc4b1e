/** The signed-in shopper's pages, in the account menu and the mobile menu's Account group. */
export const ACCOUNT_LINKS = [
  { to: "/dashboard", label: "Dashboard" },
  { to: "/profile", label: "Profile" },
  { to: "/orders", label: "Orders" },
  { to: "/wishlist", label: "Wishlist" },
  { to: "/settings", label: "Settings" },
] as const;
