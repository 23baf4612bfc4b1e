import type { MedusaContainer } from "@medusajs/framework/types";
import { uploadFilesWorkflow } from "@medusajs/medusa/core-flows";
import { svgToWebp } from "./raster";

/**
 * Demo content for the banners and news plugins (plugins/banners, plugins/news). Idempotent: each
 * category, article and banner is found by its handle/slug/title — deleted ones included, so
 * something staff removed is not brought back — and only missing ones are created. Dates are
 * relative to the first seed, so the news always looks recent.
 */
const DAY = 24 * 60 * 60 * 1000;

interface SeedCategory {
  handle: string;
  name: string;
  /** Used as text colour on white: every one passes WCAG AA (≥ 4.5:1). */
  color: string;
}

export const newsCategories: SeedCategory[] = [
  { handle: "new-arrivals", name: "New Arrivals", color: "#9d174d" },
  { handle: "skincare-tips", name: "Skincare Tips", color: "#047857" },
  { handle: "delivery", name: "Delivery & Service", color: "#1d4ed8" },
  { handle: "offers", name: "Offers & Events", color: "#b45309" },
];

interface SeedArticle {
  slug: string;
  title: string;
  category: string;
  daysAgo: number;
  isUrgent?: boolean;
  isFeatured?: boolean;
  excerpt: string;
  content: string;
}

export const newsArticles: SeedArticle[] = [
  {
    slug: "holiday-delivery-cut-off-dates",
    title: "Holiday delivery: order by these dates",
    category: "delivery",
    daysAgo: 1,
    isUrgent: true,
    isFeatured: true,
    excerpt: "Couriers get busy before Christmas. Here is when to order so your gifts arrive in time, in Accra and across all 16 regions.",
    content: `Couriers across Ghana get very busy in December. To be sure your order arrives before Christmas, please order by these dates.

## Order-by dates

- **Greater Accra** (dispatch rider): 22 December
- **Kumasi, Takoradi, Cape Coast, Koforidua and Ho**: 19 December
- **Tamale, Bolgatanga, Wa and the rest of the country**: 16 December
- **Store pickup at Osu**: order by 23 December, collect until 24 December at 4 pm

## Good to know

1. Orders placed after the cut-off still go out, but we cannot promise delivery before the holidays.
2. Mobile Money payments confirm instantly; bank transfers can take a working day to clear.
3. You can follow every order from your [orders page](/orders).

> Questions about a delivery? Call or WhatsApp us on 030 200 0000 — see [Shipping](/shipping) for fees.`,
  },
  {
    slug: "harmattan-skincare-guide",
    title: "Your Harmattan skincare guide",
    category: "skincare-tips",
    daysAgo: 4,
    isFeatured: true,
    excerpt: "Dry, dusty air pulls moisture from your skin. Five simple steps keep your face, lips and body soft until the rains return.",
    content: `The Harmattan wind brings dry, dusty air from the Sahara between late November and March. Humidity can fall below 20 %, and skin loses water fast — you feel it as tightness, flaking, ashy elbows and cracked lips.

## Five steps for the dry season

1. **Cleanse gently.** Swap foaming cleansers for a cream or oil cleanser, and use lukewarm water, not hot.
2. **Layer moisture.** Apply a hydrating serum with *glycerin* or *hyaluronic acid* on damp skin, then seal it in with a richer moisturiser.
3. **Lock it in with shea.** At night, a thin layer of unrefined shea butter on cheeks, elbows, knees and heels works wonders.
4. **Keep wearing sunscreen.** The haze hides the sun, but UV still reaches your skin. SPF 30 or higher, every morning.
5. **Look after your lips.** Use a balm with shea or beeswax and skip licking your lips — it makes them drier.

## What to avoid

- Strong exfoliating acids every day: once or twice a week is plenty now.
- Long, hot showers.
- Skipping water: aim for at least eight glasses a day.

Find cleansers, serums and shea butters in our [skincare](/products?category=skincare) and [body care](/products?category=body-care) ranges.`,
  },
  {
    slug: "delays-on-the-accra-kumasi-route",
    title: "Short delays on the Accra–Kumasi route this week",
    category: "delivery",
    daysAgo: 2,
    isUrgent: true,
    excerpt: "Road works near Nkawkaw are slowing our courier. Deliveries to the Ashanti, Bono and Northern regions may take one extra day.",
    content: `Road works on the N6 near Nkawkaw are slowing traffic between Accra and Kumasi this week.

## What this means for your order

- Deliveries to the **Ashanti, Bono, Bono East, Ahafo and Northern** regions may take **one extra working day**.
- Greater Accra deliveries and store pickup at Osu are **not affected**.
- Nothing changes in what you pay.

We will post an update here when the route is back to normal. Thank you for your patience!`,
  },
  {
    slug: "new-arrivals-shea-body-care-from-tamale",
    title: "New arrivals: shea body care from Tamale",
    category: "new-arrivals",
    daysAgo: 6,
    isFeatured: true,
    excerpt: "Whipped shea butters, body oils and black soap, made by a women's cooperative in Tamale, are now in the shop.",
    content: `We are proud to stock a new range of shea body care made by a women's cooperative in Tamale, in the Northern Region.

## In the range

- **Whipped shea butter** — unscented, and with lemongrass or vanilla
- **Shea and baobab body oil** for dry elbows, knees and heels
- **African black soap** made with plantain-skin ash and palm kernel oil

Every jar is made from nuts picked and processed by hand, and the cooperative is paid a fair, fixed price for each batch.

Shop the whole range in [body care](/products?category=body-care).`,
  },
  {
    slug: "shades-made-for-melanin-rich-skin",
    title: "New foundation shades made for melanin-rich skin",
    category: "new-arrivals",
    daysAgo: 9,
    excerpt: "Twelve new deep and rich foundation and concealer shades have landed, with warm, neutral and red undertones.",
    content: `Finding a foundation that matches deep skin should not be hard. This month we added **twelve new shades** of foundation and concealer for deep and rich skin tones.

## How to find your match

1. Look at the veins on your wrist: greenish means a *warm* undertone, bluish means *cool*, both means *neutral*.
2. Test on your jawline in daylight, not on your hand.
3. Still unsure? Book a free [beauty consultation](/consultation) and our advisers will help you choose.

Browse the new shades in [makeup](/products?category=makeup).`,
  },
  {
    slug: "store-pickup-now-open-in-osu",
    title: "Store pickup is now open in Osu",
    category: "delivery",
    daysAgo: 14,
    excerpt: "Order online and collect free of charge from 12 Oxford Street, Osu — ready the next working day.",
    content: `You can now collect your order from our shop at **12 Oxford Street, Osu, Accra** — free of charge.

## How it works

1. Choose **Store pickup (Osu)** at checkout.
2. We send you an SMS when your order is ready, usually the next working day.
3. Bring the SMS and a photo ID. Someone else can collect for you with your order number.

## Opening hours

- Monday to Friday: 9 am – 7 pm
- Saturday: 10 am – 6 pm
- Sunday and public holidays: closed

More about delivery and pickup on our [shipping page](/shipping).`,
  },
  {
    slug: "harmattan-glow-sale",
    title: "The Harmattan Glow Sale is on",
    category: "offers",
    daysAgo: 3,
    isFeatured: true,
    excerpt: "Dry-season favourites at lower prices: moisturisers, body butters and lip care, while stocks last.",
    content: `Our **Harmattan Glow Sale** brings lower prices on the products that keep skin comfortable in the dry season.

## On sale

- Rich moisturisers and night creams
- Body butters and body oils
- Lip balms and lip treatments

Prices are already reduced in the shop — no code needed. The sale runs while stocks last.

See everything on sale on the [sale page](/sale).`,
  },
];

export const DEMO_BANNER_TITLE = "Christmas Glow Gift Sets";

interface NewsService {
  listNewsCategories(filters: object, config?: object): Promise<Array<{ id: string; handle: string }>>;
  createNewsCategories(data: object[]): Promise<Array<{ id: string; handle: string }>>;
  listNewsArticles(filters: object, config?: object): Promise<Array<{ id: string; slug: string }>>;
  createNewsArticles(data: object[]): Promise<unknown>;
}

interface BannerService {
  listBanners(filters: object, config?: object): Promise<Array<{ id: string }>>;
  createBanners(data: object[]): Promise<unknown>;
}

function coverSvg(title: string, color: string): string {
  const escape = (text: string) => text.replace(/[<>&'"]/g, (ch) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[ch] ?? ch);
  const words = title.split(" ");
  const lines: string[] = [];
  for (const word of words) {
    const last = lines[lines.length - 1];
    if (last && `${last} ${word}`.length <= 22) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  const text = lines
    .slice(0, 3)
    .map((line, i) => `<text x="64" y="${260 + i * 72}" font-family="Georgia, serif" font-size="60" font-weight="700" fill="#fff">${escape(line)}</text>`)
    .join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1280" height="720" viewBox="0 0 1280 720"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${color}"/><stop offset="1" stop-color="#1f2937"/></linearGradient></defs><rect width="1280" height="720" fill="url(#g)"/><circle cx="1080" cy="160" r="220" fill="#fff" opacity=".08"/><circle cx="1180" cy="620" r="160" fill="#fff" opacity=".06"/><text x="64" y="140" font-family="Arial, sans-serif" font-size="34" letter-spacing="6" fill="#fff" opacity=".85">GLOW NEWS</text>${text}</svg>`;
}

/** News categories and articles (≥ 6), created when missing. */
export async function seedNews(container: MedusaContainer, log: (message: string) => void): Promise<void> {
  const news = container.resolve<NewsService>("news");
  const existing = await news.listNewsCategories({ handle: newsCategories.map((c) => c.handle) }, { withDeleted: true, take: 100 });
  const categoryIds = new Map(existing.map((c) => [c.handle, c.id]));
  const missingCategories = newsCategories.filter((c) => !categoryIds.has(c.handle));
  if (missingCategories.length > 0) {
    for (const created of await news.createNewsCategories(missingCategories)) categoryIds.set(created.handle, created.id);
  }

  const present = new Set((await news.listNewsArticles({ slug: newsArticles.map((a) => a.slug) }, { withDeleted: true, take: 100 })).map((a) => a.slug));
  const missing = newsArticles.filter((a) => !present.has(a.slug));
  if (missing.length === 0) return;
  log(`${missing.length} news articles`);
  const colorOf = (handle: string) => newsCategories.find((c) => c.handle === handle)!.color;
  const covers: Buffer[] = [];
  for (const a of missing) covers.push(await svgToWebp(coverSvg(a.title, colorOf(a.category)), 1280, 720));
  const { result: files } = await uploadFilesWorkflow(container).run({
    input: {
      files: missing.map((a, index) => ({
        filename: `news/${a.slug}.webp`,
        mimeType: "image/webp",
        access: "public" as const,
        content: covers[index]!.toString("base64"),
      })),
    },
  });
  const now = Date.now();
  await news.createNewsArticles(
    missing.map((a, i) => ({
      slug: a.slug,
      title: a.title,
      excerpt: a.excerpt,
      content: a.content,
      image_url: files[i]!.url,
      published_at: new Date(now - a.daysAgo * DAY),
      is_urgent: a.isUrgent ?? false,
      is_featured: a.isFeatured ?? false,
      category_id: categoryIds.get(a.category) ?? null,
    })),
  );
}

/** The demo banner live from the first start (contracts.md: the demo data has an active banner). */
export const DEMO_LIVE_BANNER_TITLE = "Harmattan Skin Rescue";

/**
 * Two demo banners (each created when missing, found by title): one live from the first start, so a
 * newcomer sees the banner on the home page, and one celebration banner scheduled a week after the
 * first seed, so the admin screens show a scheduled one too. The live banner has no end date and
 * priority 0: any banner staff activate with a higher priority (or a later one with the same) wins.
 */
export async function seedBanners(container: MedusaContainer, log: (message: string) => void): Promise<void> {
  const banners = container.resolve<BannerService>("banner");
  const has = async (title: string) => (await banners.listBanners({ title }, { withDeleted: true, take: 1 })).length > 0;
  const now = Date.now();
  const missing: object[] = [];
  if (!(await has(DEMO_LIVE_BANNER_TITLE))) {
    missing.push({
      title: DEMO_LIVE_BANNER_TITLE,
      subtitle: "Shea butter, cocoa butter and hydrating serums for the dry season — up to 20% off this month.",
      image_url: "/images/hero-default.svg",
      button1_text: "Shop skincare",
      button1_link: "/products?category=skincare",
      button2_text: "See the sale",
      button2_link: "/sale",
      banner_type: "regular",
      is_active: true,
      start_date: new Date(now - DAY),
      end_date: null,
      priority: 0,
    });
  }
  if (!(await has(DEMO_BANNER_TITLE))) {
    missing.push({
      title: DEMO_BANNER_TITLE,
      subtitle: "Gift boxes of skincare, makeup and fragrance, wrapped and delivered across Ghana.",
      image_url: "/images/hero-default.svg",
      button1_text: "Shop gift sets",
      button1_link: "/products",
      button2_text: "Delivery dates",
      button2_link: "/news/holiday-delivery-cut-off-dates",
      banner_type: "celebration",
      is_active: true,
      start_date: new Date(now + 7 * DAY),
      end_date: new Date(now + 37 * DAY),
      priority: 10,
    });
  }
  if (missing.length === 0) return;
  log(missing.length === 2 ? "A live banner and a scheduled celebration banner" : "A demo banner");
  await banners.createBanners(missing);
}
