import { medusaIntegrationTestRunner } from "@medusajs/test-utils";
import { catalogContract } from "@glow/shop-contracts";
import { seededShopRequests } from "../support/shop";
import { poll } from "../support/poll";

jest.setTimeout(300_000);

/** Products in the imported file, two sizes each. */
const PRODUCTS = 50;
const BRANDS = ["NIVEA", "Zaron", "Shea Moisture"];
const CATEGORIES = ["skincare", "body-care", "hair-care"];

type Card = { handle: string; price: number; in_stock: boolean; stock_quantity: number | null; variant_count: number; brand: string | null; category_handle: string | null; option_label: string | null };
type Planned = { handle: string; title: string; brand: string; category: string; variants: Array<{ sku: string; size: string; price: number; stock: number }> };

const plan: Planned[] = Array.from({ length: PRODUCTS }, (_, i) => ({
  handle: `imported-${i}`,
  title: `${BRANDS[i % BRANDS.length]} Body Lotion, "Harmattan", No. ${i}`,
  brand: BRANDS[i % BRANDS.length]!,
  category: CATEGORIES[i % CATEGORIES.length]!,
  variants: [
    // Every fourth product has its small size sold out: its card's price is then the large size's.
    { sku: `IMPORTED-${i}-S`, size: "100ml", price: 20 + i, stock: i % 4 === 0 ? 0 : 5 + (i % 7) },
    { sku: `IMPORTED-${i}-L`, size: "400ml", price: 60 + i, stock: 3 + (i % 5) },
  ],
}));

const cell = (value: string | number) => (/[",\n]/.test(String(value)) ? `"${String(value).replaceAll('"', '""')}"` : String(value));

/** A distributor's list in the dashboard's import template (Medusa 2.21 column names, one row a variant). */
function csv(ids: { channel: string; profile: string; categories: Map<string, string> }): string {
  const header = "Product Handle,Product Title,Product Description,Product Status,Product Metadata,Shipping Profile Id,Product Sales Channel 1,Product Category 1,Variant Title,Variant SKU,Variant Manage Inventory,Variant Allow Backorder,Variant Price GHS,Variant Option 1 Name,Variant Option 1 Value";
  const rows = plan.flatMap((p) =>
    p.variants.map((v) =>
      [p.handle, p.title, "Shea butter and cocoa for dry skin.", "published", JSON.stringify({ brand: p.brand }), ids.profile, ids.channel, ids.categories.get(p.category)!, v.size, v.sku, "TRUE", "FALSE", v.price, "Size", v.size].map(cell).join(","),
    ),
  );
  return [header, ...rows].join("\n") + "\n";
}

/** What the card of a planned product says (ADR 200: priced from the cheapest size in stock). */
function expected(p: Planned, stocked: boolean) {
  const inStock = stocked ? p.variants.filter((v) => v.stock > 0) : [];
  return {
    price: Math.min(...(inStock.length > 0 ? inStock : p.variants).map((v) => v.price)),
    in_stock: inStock.length > 0,
    stock_quantity: stocked ? p.variants.reduce((sum, v) => sum + v.stock, 0) : 0,
    variant_count: 2,
    option_label: "2 sizes",
    brand: p.brand,
    category_handle: p.category,
  };
}

/**
 * Medusa's own product import (the dashboard's CSV import: upload, `POST /admin/products/imports`,
 * confirm) feeds the catalog index (ADR 110, 220): every imported product is listed with its price,
 * sizes, brand and category, and the stock staff then set shows on every card. `.isolated` for the
 * reason catalog-index.isolated.spec.ts gives (the Search Module seeds its index at boot).
 */
medusaIntegrationTestRunner({
  inApp: true,
  env: {},
  testSuite: ({ api, getContainer }) => {
    const { store, admin } = seededShopRequests(api, getContainer);
    const catalog = async (query: string): Promise<{ products: Card[]; count: number }> => {
      const { data } = await api.get(`/store/glow/catalog?${query}`, store());
      catalogContract.response.parse(data);
      return data;
    };
    /** The imported products' cards, by handle (newest first, so they are the first pages). */
    const importedCards = async (): Promise<Map<string, Card>> => {
      const cards = new Map<string, Card>();
      for (let offset = 0; offset < 200; offset += 100) for (const card of (await catalog(`limit=100&offset=${offset}&sort=newest`)).products) if (card.handle.startsWith("imported-")) cards.set(card.handle, card);
      return cards;
    };
    const wrong = (cards: Map<string, Card>, stocked: boolean) =>
      plan.filter((p) => {
        const c = cards.get(p.handle);
        const got = c && { price: c.price, in_stock: c.in_stock, stock_quantity: c.stock_quantity, variant_count: c.variant_count, option_label: c.option_label, brand: c.brand, category_handle: c.category_handle };
        return JSON.stringify(got) !== JSON.stringify(expected(p, stocked));
      }).map((p) => p.handle);

    it("lists every product of an imported CSV with its prices and sizes, then the stock staff set", async () => {
      const { data: cats } = await api.get("/admin/product-categories?limit=100&fields=id,handle", admin());
      const categories = new Map<string, string>(cats.product_categories.map((c: { id: string; handle: string }) => [c.handle, c.id]));
      const { data: channels } = await api.get("/admin/sales-channels?limit=1", admin());
      const { data: profiles } = await api.get("/admin/shipping-profiles?limit=1", admin());
      const { data: locations } = await api.get("/admin/stock-locations?limit=1", admin());
      const before = (await catalog("limit=0")).count;

      // The dashboard's calls (sdk.admin.product.createImport with the local file provider).
      const file = csv({ channel: channels.sales_channels[0].id, profile: profiles.shipping_profiles[0].id, categories });
      const { data: presigned } = await api.post("/admin/uploads/presigned-urls", { originalname: "distributor.csv", mime_type: "text/csv", size: Buffer.byteLength(file) }, admin());
      const form = new FormData();
      form.append("files", new Blob([file], { type: "text/csv" }), "distributor.csv");
      const { data: uploaded } = await api.post("/admin/uploads", form, admin());
      const { data: started } = await api.post(
        "/admin/products/imports",
        { file_key: uploaded.files[0].id, originalname: presigned.originalname, extension: presigned.extension, size: presigned.size, mime_type: presigned.mime_type },
        admin(),
      );
      expect(started.summary).toEqual({ toCreate: PRODUCTS, toUpdate: 0 });
      await api.post(`/admin/products/imports/${started.transaction_id}/confirm`, {}, admin());

      // Every product is listed, each card right; nothing is in stock yet (the template has no stock column).
      const listed = await poll(importedCards, (cards) => wrong(cards, false).length === 0, { timeoutMs: 60_000 });
      expect(wrong(listed.value, false)).toEqual([]);
      expect((await catalog("limit=0")).count).toBe(before + PRODUCTS);
      const { data: imported } = await api.get(`/admin/products?handle=${plan[0]!.handle}&fields=variants.sku,variants.prices.amount,variants.prices.currency_code`, admin());
      expect(imported.products[0].variants.map((v: { prices: Array<{ currency_code: string; amount: number }> }) => v.prices[0])).toEqual(
        expect.arrayContaining([expect.objectContaining({ currency_code: "ghs", amount: plan[0]!.variants[0]!.price })]),
      );

      // Staff set every size's stock in one request (the dashboard's stock editor): every card follows.
      const { data: items } = await api.get(`/admin/inventory-items?limit=200&fields=id,sku&${plan.flatMap((p) => p.variants.map((v) => `sku[]=${v.sku}`)).join("&")}`, admin());
      const stockBySku = new Map(plan.flatMap((p) => p.variants.map((v) => [v.sku, v.stock] as const)));
      expect(items.inventory_items).toHaveLength(PRODUCTS * 2);
      const create = items.inventory_items.map((item: { id: string; sku: string }) => ({ inventory_item_id: item.id, location_id: locations.stock_locations[0].id, stocked_quantity: stockBySku.get(item.sku)! }));
      await api.post("/admin/inventory-items/location-levels/batch", { create }, admin());
      const stocked = await poll(importedCards, (cards) => wrong(cards, true).length === 0, { timeoutMs: 30_000 });
      expect(wrong(stocked.value, true)).toEqual([]);
      console.info(`catalog-import: ${PRODUCTS} imported products right in the index ${listed.ms} ms after the import was confirmed, their stock ${stocked.ms} ms after it was set`);
      // A sold-out size leaves the product buyable at the other size's price.
      expect((await catalog(`handle=${plan[0]!.handle}&limit=1`)).products[0]).toMatchObject({ in_stock: true, price: plan[0]!.variants[1]!.price });
    });
  },
});
