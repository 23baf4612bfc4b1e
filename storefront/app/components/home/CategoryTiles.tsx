import { Link } from "@remix-run/react";
import type { Category } from "~/lib/shared/types";

/** Skincare, Makeup, Hair Care and Body Care have fixed looks; other categories rotate a default palette. */
const FIXED_STYLES: Record<string, { emoji: string; className: string }> = {
  skincare: { emoji: "🧴", className: "bg-emerald-50 text-emerald-900 border-emerald-200" },
  makeup: { emoji: "💄", className: "bg-pink-50 text-pink-900 border-pink-200" },
  "hair care": { emoji: "💇🏾‍♀️", className: "bg-amber-50 text-amber-900 border-amber-200" },
  "body care": { emoji: "🧼", className: "bg-yellow-50 text-yellow-900 border-yellow-200" },
};

const DEFAULT_PALETTE = [
  "bg-violet-50 text-violet-900 border-violet-200",
  "bg-sky-50 text-sky-900 border-sky-200",
  "bg-rose-50 text-rose-900 border-rose-200",
  "bg-teal-50 text-teal-900 border-teal-200",
];
const DEFAULT_EMOJI = "🌸";

export function categoryStyle(category: Category, indexAmongOthers: number): { emoji: string; className: string } {
  return FIXED_STYLES[category.name.toLowerCase()] ?? { emoji: DEFAULT_EMOJI, className: DEFAULT_PALETTE[indexAmongOthers % DEFAULT_PALETTE.length]! };
}

export function CategoryTiles({ categories }: { categories: Category[] }) {
  if (categories.length === 0) return <p className="text-gray-600">No categories available</p>;
  let others = 0;
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
      {categories.map((category) => {
        const isFixed = category.name.toLowerCase() in FIXED_STYLES;
        const style = categoryStyle(category, isFixed ? 0 : others++);
        return (
          <li key={category.id}>
            <Link
              to={`/products?category=${encodeURIComponent(category.slug)}`}
              className={`flex h-full flex-col items-center gap-2 rounded-2xl border p-5 text-center font-semibold transition hover:-translate-y-0.5 hover:shadow-md ${style.className}`}
            >
              <span aria-hidden="true" className="text-4xl">
                {style.emoji}
              </span>
              {category.name}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
