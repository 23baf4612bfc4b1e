import { Link } from "@remix-run/react";

const PROMO_CATEGORIES = [
  { name: "Makeup", slug: "makeup", emoji: "💄" },
  { name: "Skincare", slug: "skincare", emoji: "🧴" },
  { name: "Nail Care", slug: "nail-care", emoji: "💅🏾" },
  { name: "Hair Care", slug: "hair-care", emoji: "💇🏾‍♀️" },
] as const;

/** The promotional side panel of /auth, shown on large screens only (spec §2). */
export function AuthPromoPanel() {
  return (
    <aside aria-label="Why shop with Glow" className="hidden flex-col justify-center rounded-3xl bg-gradient-to-br from-brand-600 to-brand-900 p-10 text-white lg:flex">
      <h2 className="font-display text-3xl font-bold">Beauty that loves Ghana</h2>
      <p className="mt-3 text-brand-100">Sign in to keep your cart and wishlist, track orders and review what you bought — prices in GH₵, delivered across all 16 regions.</p>
      <ul className="mt-8 grid grid-cols-2 gap-3">
        {PROMO_CATEGORIES.map((c) => (
          <li key={c.slug}>
            <Link to={`/products?category=${c.slug}`} className="flex items-center gap-2 rounded-2xl bg-white/10 px-4 py-3 font-semibold hover:bg-white/20">
              <span aria-hidden="true">{c.emoji}</span>
              {c.name}
            </Link>
          </li>
        ))}
      </ul>
    </aside>
  );
}
