/**
 * The CPU cost of checking answers with their contracts (ADR 160): how long the storefront's
 * `callContract()` spends in `contract.response.safeParse()` for answers of the sizes the browsing
 * pages read (a catalog page's ratings, the home page's news and banner, a product's reviews).
 * Pure CPU, no server: run it anywhere, no lock needed.
 *
 *   npx tsx bench/contract-parse.ts [--iterations 20000]
 */
import os from "node:os";
import { activeBannerContract, newsContracts, reviewContracts, wishlistContracts } from "@glow/shop-contracts";

const flag = (name: string, fallback: string) => {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1]! : fallback;
};
const iterations = Number(flag("iterations", "20000"));
const iso = "2026-11-20T08:00:00.000Z";

const ratings = { ratings: Array.from({ length: 24 }, (_, i) => ({ product_id: `prod_01JABCDEFGHJKMNPQRSTV${i}`, rating: 4.3, review_count: 12 })) };
const article = (i: number) => ({
  id: `news_${i}`,
  slug: `harmattan-skincare-guide-${i}`,
  title: "Your Harmattan skincare guide",
  excerpt: "Dry air, dusty days: what your skin needs now.",
  content: "## Why\n\nThe Harmattan dries the skin. ".repeat(40),
  image_url: "/static/news.webp",
  published_at: iso,
  is_urgent: false,
  is_featured: true,
  category: { id: "ncat_1", name: "Skincare tips", handle: "skincare-tips", color: "#9d174d" },
  created_at: iso,
  updated_at: iso,
});
const news = { articles: [article(1), article(2), article(3)], count: 3, limit: 3, offset: 0 };
const banner = {
  banner: {
    id: "ban_1", title: "Harmattan Glow", subtitle: "Up to 30% off", image_url: "/static/banner.webp", video_url: null,
    button1_text: "Shop", button1_link: "/products", button2_text: null, button2_link: null, banner_type: "regular",
    is_active: true, start_date: null, end_date: null, priority: 10, created_at: iso, updated_at: iso,
  },
};
const review = (i: number) => ({
  id: `rev_${i}`, product_id: "prod_1", rating: 5, comment: "Lovely, my skin feels soft.", is_approved: true, created_at: iso,
  admin_response: null, admin_response_at: null, customer: { first_name: "Ama", last_name: "Mensah", phone: "024•••••01" },
});
const reviews = { reviews: Array.from({ length: 20 }, (_, i) => review(i)), count: 20, limit: 100, offset: 0, rating: 4.8, review_count: 20 };
const wishlist = { wishlist: { items: Array.from({ length: 12 }, (_, i) => ({ product_id: `prod_${i}`, created_at: iso, product: { id: `prod_${i}`, title: "Shea butter", handle: `shea-${i}`, thumbnail: null } })) } };

const cases: Array<[string, { safeParse: (value: unknown) => { success: boolean } }, unknown]> = [
  ["review-ratings (24 products, a catalog page)", reviewContracts.ratings.response, ratings],
  ["news list (3 articles, the home page)", newsContracts.list.response, news],
  ["active banner (the home page)", activeBannerContract.response, banner],
  ["product reviews (20)", reviewContracts.list.response, reviews],
  ["wishlist (12 items)", wishlistContracts.get.response, wishlist],
];

console.log(`Machine: ${os.cpus().length} × ${os.cpus()[0]?.model}, load average ${os.loadavg().map((l) => l.toFixed(1)).join(" ")}, Node ${process.version}, ${new Date().toISOString()}`);
console.log("| Answer | µs per parse (median of 5 rounds) | JSON.parse of the same text, µs |\n|---|---|---|");
for (const [name, schema, value] of cases) {
  if (!schema.safeParse(value).success) throw new Error(`${name}: the sample does not match its contract`);
  const text = JSON.stringify(value);
  const round = (work: () => unknown) => {
    for (let i = 0; i < 1000; i++) work(); // warm-up
    const started = process.hrtime.bigint();
    for (let i = 0; i < iterations; i++) work();
    return Number(process.hrtime.bigint() - started) / 1000 / iterations;
  };
  const median = (work: () => unknown) => [0, 1, 2, 3, 4].map(() => round(work)).sort((a, b) => a - b)[2]!;
  console.log(`| ${name} | ${median(() => schema.safeParse(value)).toFixed(1)} | ${median(() => JSON.parse(text)).toFixed(1)} |`);
}
