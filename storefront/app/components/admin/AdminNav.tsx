import { NavLink } from "@remix-run/react";

const links = [
  { to: "/admin", label: "Overview", end: true },
  { to: "/admin/banners", label: "Banners", end: false },
  { to: "/admin/reviews", label: "Reviews", end: false },
];

/** The admin sections (spec §2 /admin, /admin/banners, /admin/reviews). */
export function AdminNav() {
  return (
    <nav aria-label="Admin sections" className="flex flex-wrap gap-3">
      {links.map((link) => (
        <NavLink
          key={link.to}
          to={link.to}
          end={link.end}
          className={({ isActive }) =>
            `rounded-full border px-4 py-2 font-semibold ${isActive ? "border-brand-600 bg-brand-600 text-white" : "border-brand-600 text-brand-700 hover:bg-brand-50"}`
          }
        >
          {link.label}
        </NavLink>
      ))}
    </nav>
  );
}
