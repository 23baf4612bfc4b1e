export const MAIN_NAV = [
  { to: "/", label: "Home" },
  { to: "/products", label: "Products" },
  { to: "/contact", label: "Contact" },
  { to: "/help", label: "Help" },
  { to: "/consultation", label: "Book Consultation" },
  { to: "/sale", label: "Sale" },
] as const;

export const SLOGAN = "Beauty that loves Ghana";
