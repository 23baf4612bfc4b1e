import { medusaIntegrationTestRunner } from "@medusajs/test-utils";
import { catalogContract } from "@glow/shop-contracts";
import { seededShopRequests } from "../support/shop";
import { poll } from "../support/poll";
import { products as seedProducts } from "../../src/scripts/seed-data/catalog";

jest.setTimeout(300_000);

type Card = { handle: string; price: number; stock_quantity?: number };

/**
 * Shades and sizes in the catalog index (ADR 200), on the seeded shop: a product in shades is in stock
 * while any shade is, its card priced from the cheapest shade in stock, with its option label, and
 * it follows staff selling shades out. `.isolated` for the reason catalog-index.isolated.spec.ts gives
 * (the Search Module seeds its index at boot), without that suite's 2,000 added products.
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
    const eventually = <T>(read: () => Promise<T>, check: (value: T) => boolean, timeoutMs: number) => poll(read, check, { timeoutMs });

    it("indexes shades: in stock while any shade is, priced from the cheapest shade in stock, with its option label (ADR 200)", async () => {
      const seeded = seedProducts.find((p) => p.handle === "maybelline-fit-me-matte-poreless-foundation")!;
      const shades = seeded.option!.variants;
      type ShadeCard = Card & { in_stock?: boolean; variant_count?: number; option_label?: string | null; price_varies?: boolean; on_sale?: boolean; original_price?: number | null };
      const card = async (handle = seeded.handle) => (await catalog(`handle=${handle}&limit=1`)).products[0] as ShadeCard | undefined;
      expect(await card()).toMatchObject({ variant_count: 8, option_label: "8 shades", price: 145, price_varies: false, in_stock: true, stock_quantity: shades.reduce((sum, v) => sum + v.stock, 0) });
      // The lipstick's Ruby Woo is on sale at 215, but Velvet Teddy at 199 is the cheapest shade in stock: the card's.
      expect(await card("mac-matte-lipstick")).toMatchObject({ option_label: "6 shades", price: 199, on_sale: false, price_varies: true });
      expect(await card("nivea-soft-moisturising-cream")).toMatchObject({ option_label: "3 sizes", price: 35, price_varies: true });

      // Staff sell out every shade but the last: the product stays in stock, on the last shade's units.
      const { data } = await api.get(`/admin/products?handle=${seeded.handle}&fields=id,variants.title,variants.inventory_items.inventory_item_id`, admin());
      const variants = data.products[0].variants as Array<{ title: string; inventory_items: Array<{ inventory_item_id: string }> }>;
      const setStock = async (title: string, stocked: number) => {
        const itemId = variants.find((v) => v.title === title)!.inventory_items[0]!.inventory_item_id;
        const { data: levels } = await api.get(`/admin/inventory-items/${itemId}/location-levels`, admin());
        await api.post(`/admin/inventory-items/${itemId}/location-levels/${levels.inventory_levels[0].location_id}`, { stocked_quantity: stocked }, admin());
      };
      const last = shades.at(-1)!;
      for (const shade of shades.slice(0, -1)) if (shade.stock > 0) await setStock(shade.value, 0);
      const oneLeft = await eventually(card, (c) => c?.stock_quantity === last.stock, 15_000);
      expect(oneLeft.value).toMatchObject({ in_stock: true, stock_quantity: last.stock });
      expect((await catalog(`handle=${seeded.handle}&in_stock=true&limit=1`)).count).toBe(1);
      // The last one too: now the product is out of stock.
      await setStock(last.value, 0);
      const gone = await eventually(card, (c) => c?.in_stock === false, 15_000);
      expect(gone.value).toMatchObject({ in_stock: false, stock_quantity: 0 });
      for (const shade of shades) if (shade.stock > 0) await setStock(shade.value, shade.stock);
      await eventually(card, (c) => c?.in_stock === true, 15_000);
    });

  },
});
