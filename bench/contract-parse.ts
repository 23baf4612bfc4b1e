/**
 * The CPU cost of checking answers with their contracts (ADR 160): how long the storefront's
 * `callContract()` spends in `contract.response.safeParse()` for answers of the sizes the browsing
 * pages read (a catalog page's ratings, the home page's news and banner, a product's reviews), the
 * session check of every signed-in render and the catalog's list answer (ADR 161).
 * Pure CPU, no server: run it anywhere, no lock needed.
 *
 *   npx tsx bench/contract-parse.ts [--iterations 20000]
 */
import os from "node:os";
import { activeBannerContract, catalogContract, myCartContracts, newsContracts, phoneAuthContracts, reviewContracts, wishlistContracts } from "@glow/shop-contracts";

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

const customer = { id: "cus_01JABCDEFGHJKMNPQRSTVWXYZ0", first_name: "Ama", last_name: "Mensah", phone: "+233244000001", email: "ama@example.com", is_admin: false, ask_code_on_new_device: false };
const line = (i: number) => ({
  id: `cali_${i}`, quantity: 2, variant_id: `variant_${i}`, product_id: `prod_${i}`, product_title: "Shea Butter", title: "Default", unit_price: 45, thumbnail: "/static/shea.webp", created_at: iso,
});
const cart = (lines: number) => ({ id: "cart_01JABCDEFGHJKMNPQRSTVWXYZ0", completed_at: null, items: Array.from({ length: lines }, (_, i) => line(i)) });
const jwt = `eyJhbGciOiJIUzI1NiJ9.${"x".repeat(220)}.${"y".repeat(43)}`;
const session = (lines: number) => ({ customer, token: jwt, cart_id: lines ? "cart_01JABCDEFGHJKMNPQRSTVWXYZ0" : null, cart: lines ? cart(lines) : null });
const card = (i: number) => ({
  id: `prod_01JABCDEFGHJKMNPQRSTV${i}`, title: "Shea Butter Body Cream", handle: `shea-butter-body-cream-${i}`, description: "Rich, unrefined shea butter from the north, whipped with coconut oil. ".repeat(3),
  thumbnail: "/static/uploads/shea.webp", brand: "Volta Botanicals", category_handle: "body-care", category_name: "Body care", tags: ["new", "featured"],
  price: 45, original_price: 60, on_sale: true, stock_quantity: 12, in_stock: true, rating: 4.5, review_count: 12, created_at: iso,
});
const catalog = (n: number) => ({ products: Array.from({ length: n }, (_, i) => card(i)), count: 240, limit: n, offset: 0, brands: Array.from({ length: 12 }, (_, i) => ({ name: `Brand ${i}`, count: 20 })) });
const sitemap = (n: number) => ({ products: Array.from({ length: n }, (_, i) => ({ id: `prod_${i}`, handle: `product-${i}`, updated_at: iso })), count: n, limit: 10_000, offset: 0 });

const cases: Array<[string, { safeParse: (value: unknown) => { success: boolean } }, unknown]> = [
  ["review-ratings (24 products, a catalog page)", reviewContracts.ratings.response, ratings],
  ["news list (3 articles, the home page)", newsContracts.list.response, news],
  ["active banner (the home page)", activeBannerContract.response, banner],
  ["product reviews (20)", reviewContracts.list.response, reviews],
  ["wishlist (12 items)", wishlistContracts.get.response, wishlist],
  ["session check, no cart (every signed-in render)", phoneAuthContracts.session.response, session(0)],
  ["session check, 5 cart lines", phoneAuthContracts.session.response, session(5)],
  ["add to my cart, 5 lines", myCartContracts.addLineItem.response, { cart: cart(5) }],
  ["catalog, 24 cards + 12 brands (a /products page)", catalogContract.response, catalog(24)],
  ["catalog, 100 cards (/api/products at most)", catalogContract.response, catalog(100)],
  ["catalog sitemap view, 10,000 products (one sitemap file)", catalogContract.response, sitemap(10_000)],
];

console.log(`Machine: ${os.cpus().length} × ${os.cpus()[0]?.model}, load average ${os.loadavg().map((l) => l.toFixed(1)).join(" ")}, Node ${process.version}, ${new Date().toISOString()}`);
console.log("| Answer | µs per parse (median of 5 rounds) | JSON.parse of the same text, µs | KB |\n|---|---|---|---|");
for (const [name, schema, value] of cases) {
  if (!schema.safeParse(value).success) throw new Error(`${name}: the sample does not match its contract`);
  const text = JSON.stringify(value);
  // Large answers (the sitemap's) get proportionally fewer parses, so each round stays around a second.
  const n = text.length > 20_000 ? Math.max(20, Math.round((iterations * 20_000) / text.length)) : iterations;
  const round = (work: () => unknown) => {
    for (let i = 0; i < Math.min(1000, n); i++) work(); // warm-up
    const started = process.hrtime.bigint();
    for (let i = 0; i < n; i++) work();
    return Number(process.hrtime.bigint() - started) / 1000 / n;
  };
  const median = (work: () => unknown) => [0, 1, 2, 3, 4].map(() => round(work)).sort((a, b) => a - b)[2]!;
  console.log(`| ${name} | ${median(() => schema.safeParse(value)).toFixed(1)} | ${median(() => JSON.parse(text)).toFixed(1)} | ${(text.length / 1024).toFixed(1)} |`);
}
