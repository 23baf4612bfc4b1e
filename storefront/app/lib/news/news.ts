import { NEWS_SLUG } from "@glow/shop-contracts/constants";
import { z } from "zod";
import { formatAccraDate } from "~/lib/shared/dates";

/** Article and category slugs ("harmattan-skincare-guide"), the news plugin's rule (@glow/shop-contracts). */
export { NEWS_SLUG };

/** Query of /api/news and /news (spec §7: `?limit=3&featured=true`). */
export const newsQuerySchema = z.object({
  limit: z.coerce.number({ message: "limit must be a number." }).int("limit must be a whole number.").min(1, "limit must be between 1 and 50.").max(50, "limit must be between 1 and 50.").default(20),
  offset: z.coerce.number({ message: "offset must be a number." }).int("offset must be a whole number.").min(0, "offset must be 0 or more.").max(10_000, "offset is too large.").default(0),
  featured: z
    .enum(["true", "false"], { message: "featured must be true or false." })
    .transform((v) => v === "true")
    .optional(),
  category: z
    .string()
    .regex(NEWS_SLUG, "category must be a category slug such as skincare-tips.")
    .max(60, "category must be a category slug such as skincare-tips.")
    .optional(),
});

export const NEWS_PAGE_SIZE = 12;

/** The /news page's own URL state: `?category=` and `?page=`; anything unreadable falls back to the first page of everything. */
export function readNewsPageParams(search: URLSearchParams): { category?: string; page: number } {
  const category = search.get("category") ?? undefined;
  const page = Number.parseInt(search.get("page") ?? "1", 10);
  return {
    category: category && NEWS_SLUG.test(category) && category.length <= 60 ? category : undefined,
    page: Number.isFinite(page) && page >= 1 && page <= 500 ? page : 1,
  };
}

export function formatNewsDate(iso: string): string {
  return formatAccraDate(iso, { month: "long" });
}
