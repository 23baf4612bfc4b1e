import { NavLink } from "@remix-run/react";
import type { ReactNode } from "react";

const LINKS = [
  { to: "/dashboard", label: "Dashboard" },
  { to: "/orders", label: "Orders" },
  { to: "/profile", label: "Profile" },
  { to: "/wishlist", label: "Wishlist" },
  { to: "/settings", label: "Settings" },
] as const;

/**
 * The account area's frame: a heading and, beside it, the account sections (a scrollable row of tabs
 * on a phone, a side list on a computer), like the account pages of the big storefront starters.
 */
export function AccountShell({ title, intro, children, actions }: { title: string; intro?: ReactNode; children: ReactNode; actions?: ReactNode }) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 lg:py-10">
      <div className="lg:grid lg:grid-cols-[12rem_1fr] lg:gap-10">
        <nav aria-label="Your account" className="-mx-4 mb-6 overflow-x-auto px-4 lg:mx-0 lg:mb-0 lg:px-0">
          <ul className="flex gap-2 lg:flex-col lg:gap-1">
            {LINKS.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  prefetch="intent"
                  className={({ isActive }) =>
                    `block whitespace-nowrap rounded-full px-4 py-2 text-sm font-semibold lg:rounded-xl ${
                      isActive ? "bg-brand-600 text-white" : "bg-gray-100 text-gray-800 hover:bg-brand-50 lg:bg-transparent"
                    }`
                  }
                >
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="min-w-0">
          <div className="flex flex-wrap items-end justify-between gap-3">
            <div>
              <h1 className="font-display text-3xl font-bold">{title}</h1>
              {intro && <p className="mt-2 text-gray-700">{intro}</p>}
            </div>
            {actions}
          </div>
          <div className="mt-6 space-y-6">{children}</div>
        </div>
      </div>
    </div>
  );
}

export function Card({ title, description, children, id, tone = "default" }: { title?: string; description?: ReactNode; children?: ReactNode; id?: string; tone?: "default" | "danger" }) {
  return (
    <section id={id} aria-labelledby={title && id ? `${id}-title` : undefined} className={`rounded-2xl border p-5 sm:p-6 ${tone === "danger" ? "border-red-200 bg-red-50/40" : "border-gray-200 bg-white"}`}>
      {title && (
        <h2 id={id ? `${id}-title` : undefined} className="text-lg font-semibold">
          {title}
        </h2>
      )}
      {description && <p className="mt-1 text-sm text-gray-600">{description}</p>}
      {children && <div className={title || description ? "mt-4" : ""}>{children}</div>}
    </section>
  );
}

export const buttonClass = {
  primary: "inline-flex items-center justify-center rounded-full bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-60",
  secondary: "inline-flex items-center justify-center rounded-full border border-brand-600 px-5 py-2.5 font-semibold text-brand-700 hover:bg-brand-50 disabled:opacity-60",
  quiet: "inline-flex items-center justify-center rounded-full px-3 py-1.5 text-sm font-semibold text-brand-700 underline-offset-2 hover:underline disabled:opacity-60",
  danger: "inline-flex items-center justify-center rounded-full bg-red-700 px-5 py-2.5 font-semibold text-white hover:bg-red-800 disabled:opacity-60",
} as const;

export const STAGE_BADGE: Record<string, string> = {
  placed: "bg-amber-100 text-amber-900",
  packed: "bg-sky-100 text-sky-900",
  shipped: "bg-indigo-100 text-indigo-900",
  delivered: "bg-emerald-100 text-emerald-900",
  cancelled: "bg-gray-200 text-gray-800",
};

export function StatusBadge({ stage, label }: { stage: string; label: string }) {
  return <span className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${STAGE_BADGE[stage] ?? STAGE_BADGE.placed}`}>{label}</span>;
}
