import { medusaIntegrationTestRunner } from "@medusajs/test-utils";
import { answer, seededShopRequests } from "../support/shop";
import { checkoutStarted } from "../../src/workflows/quick-add-to-cart";
import { registerShopper } from "../support/shoppers";

jest.setTimeout(240_000);

/**
 * The quick add (POST /store/glow/carts/:id/line-items, ADR 080) against a real Medusa and
 * Postgres: a line is priced and shaped exactly as Medusa's own add makes it, the same variant
 * merges into one line, stock and ownership are enforced with nothing written on refusal, and the
 * cart refresh it skips before checkout happens at checkout's first address — the totals then equal
 * those of Medusa's own add — while an add after checkout started refreshes at once.
 */
medusaIntegrationTestRunner({
  inApp: true,
  env: {},
  testSuite: ({ api, getContainer }) => {
    const { shop, store, admin } = seededShopRequests(api, getContainer);
    let regionId = "";
    let ama = "";
    let kofi = "";
    const variants: Record<string, { id: string; stock: number }> = {};

    const quickAdd = (token: string, cartId: string, body: unknown) => answer(api.post(`/store/glow/carts/${cartId}/line-items`, body, store(token)));
    const medusaAdd = (token: string, cartId: string, body: unknown) => answer(api.post(`/store/carts/${cartId}/line-items`, body, store(token)));

    let phoneCounter = 0;
    const customerToken = async (firstName: string): Promise<string> => {
      phoneCounter += 1;
      const n = String(phoneCounter).padStart(6, "0");
      const shopper = { phone: `0208${n}`, firstName, email: `${firstName.toLowerCase()}.quick@example.com`, password: "Quick#add-2026", device: `quickaddtest${n}`, ip: `10.21.0.${phoneCounter}` };
      return (await registerShopper(api, getContainer(), shop.publishableKey, shopper)).token;
    };

    const newCart = async (token: string): Promise<string> => (await api.post("/store/carts", { region_id: regionId }, store(token))).data.cart.id;
    const cartOf = async (token: string, cartId: string) =>
      (await api.get(`/store/carts/${cartId}?fields=id,total,item_total,discount_total,*items,*items.adjustments,*items.tax_lines,*shipping_address`, store(token))).data.cart;
    /** A line's data without what differs between two carts (ids, cart, times). */
    const differing = new Set(["id", "cart_id", "created_at", "updated_at", "deleted_at", "adjustments", "tax_lines"]);
    const shape = (item: Record<string, unknown>) => Object.fromEntries(Object.entries(item).filter(([key]) => !differing.has(key)));

    beforeAll(async () => {
      regionId = (await api.get("/store/regions", store())).data.regions[0].id;
      for (const handle of ["the-ordinary-niacinamide-10-zinc-1", "harmattan-rescue-shea-face-balm", "cerave-hydrating-facial-cleanser"]) {
        const { products } = (await api.get(`/store/products?handle=${handle}&fields=variants.id,+variants.inventory_quantity`, store())).data;
        variants[handle] = { id: products[0].variants[0].id, stock: products[0].variants[0].inventory_quantity };
      }
      ama = await customerToken("Ama");
      kofi = await customerToken("Kofi");
    });

    it("prices and shapes the line exactly as Medusa's own add (sale price included) and merges the same variant into one line", async () => {
      const serum = variants["the-ordinary-niacinamide-10-zinc-1"]!; // on sale: 125 instead of the regular price
      const quickCart = await newCart(ama);
      const medusaCart = await newCart(ama);
      const quick = await quickAdd(ama, quickCart, { variant_id: serum.id, quantity: 2 });
      expect(quick.status).toBe(200);
      expect(quick.data.cart.items).toHaveLength(1);
      expect(quick.data.cart.items[0]).toMatchObject({ variant_id: serum.id, quantity: 2, unit_price: 125 });
      expect((await medusaAdd(ama, medusaCart, { variant_id: serum.id, quantity: 2 })).status).toBe(200);
      const [ours, theirs] = [(await cartOf(ama, quickCart)).items[0], (await cartOf(ama, medusaCart)).items[0]];
      expect(shape(ours)).toEqual(shape(theirs));
      expect(ours.unit_price).toBe(125);

      const again = await quickAdd(ama, quickCart, { variant_id: serum.id, quantity: 3 });
      expect(again.status).toBe(200);
      expect(again.data.cart.items).toEqual([expect.objectContaining({ id: ours.id, quantity: 5 })]);
    });

    it("refuses more than the stock with Medusa's inventory error and writes nothing", async () => {
      const balm = variants["harmattan-rescue-shea-face-balm"]!; // 4 in stock
      const cart = await newCart(ama);
      expect((await quickAdd(ama, cart, { variant_id: balm.id, quantity: balm.stock })).status).toBe(200);
      const refused = await quickAdd(ama, cart, { variant_id: balm.id, quantity: 1 });
      expect(refused.status).toBe(400);
      expect(refused.data.message).toMatch(/inventory/i);
      expect((await cartOf(ama, cart)).items).toEqual([expect.objectContaining({ quantity: balm.stock })]);
    });

    it("answers 401 signed out, 404 for someone else's or no cart, 400 with a plain message for bad input or a completed cart", async () => {
      const serum = variants["the-ordinary-niacinamide-10-zinc-1"]!;
      const amasCart = await newCart(ama);
      expect((await answer(api.post(`/store/glow/carts/${amasCart}/line-items`, { variant_id: serum.id, quantity: 1 }, store()))).status).toBe(401);
      const foreign = await quickAdd(kofi, amasCart, { variant_id: serum.id, quantity: 1 });
      expect(foreign.status).toBe(404);
      expect((await cartOf(ama, amasCart)).items).toEqual([]);
      expect((await quickAdd(ama, "cart_doesnotexist", { variant_id: serum.id, quantity: 1 })).status).toBe(404);
      for (const [body, message] of [
        [{ variant_id: serum.id, quantity: 0 }, /quantity must be a whole number from 1 to 99/],
        [{ variant_id: serum.id, quantity: 2.5 }, /quantity must be a whole number/],
        [{ variant_id: serum.id, quantity: "1" }, /quantity must be a whole number/],
        [{ quantity: 1 }, /variant_id is required/],
        [{ variant_id: "<script>", quantity: 1 }, /variant_id must be a variant id/],
        [{ variant_id: serum.id, quantity: 1, unit_price: 1 }, /Unknown field: unit_price/],
      ] as const) {
        const bad = await quickAdd(ama, amasCart, body);
        expect(bad.status).toBe(400);
        expect(bad.data.message).toMatch(message);
      }
      const unknownVariant = await quickAdd(ama, amasCart, { variant_id: "variant_doesnotexist", quantity: 1 });
      expect(unknownVariant.status).toBe(400);
      expect(unknownVariant.data.message).toMatch(/do not exist|not published/);

      // A completed cart takes no more lines.
      const cart = await newCart(ama);
      expect((await quickAdd(ama, cart, { variant_id: serum.id, quantity: 1 })).status).toBe(200);
      await getContainer().resolve<any>("cart").updateCarts(cart, { completed_at: new Date() });
      const completed = await quickAdd(ama, cart, { variant_id: serum.id, quantity: 1 });
      expect(completed.status).toBe(400);
      expect(completed.data.message).toMatch(/completed/i);
    });

    it("defers the cart refresh to checkout: an automatic promotion shows after the first address, with the totals of Medusa's own add; after that an add refreshes at once", async () => {
      const cleanser = variants["cerave-hydrating-facial-cleanser"]!;
      const promotion = await api.post(
        "/admin/promotions",
        {
          code: "GLOW10",
          type: "standard",
          status: "active",
          is_automatic: true,
          application_method: { type: "percentage", target_type: "items", allocation: "across", value: 10, currency_code: "ghs" },
        },
        admin(),
      );
      expect(promotion.status).toBe(200);
      const address = { first_name: "Ama", last_name: "Test", address_1: "12 Oxford Street", city: "Accra", province: "Greater Accra", country_code: "gh", phone: "+233208000001" };

      const quickCart = await newCart(ama);
      const medusaCart = await newCart(ama);
      expect((await quickAdd(ama, quickCart, { variant_id: cleanser.id, quantity: 2 })).status).toBe(200);
      expect((await medusaAdd(ama, medusaCart, { variant_id: cleanser.id, quantity: 2 })).status).toBe(200);
      // Before checkout the quick add has not applied the promotion; Medusa's add has.
      expect(Number((await cartOf(ama, quickCart)).discount_total)).toBe(0);
      const medusaTotals = await cartOf(ama, medusaCart);
      expect(Number(medusaTotals.discount_total)).toBeGreaterThan(0);

      // Checkout's first step (the storefront's address form) sets the delivery address: Medusa refreshes.
      for (const id of [quickCart, medusaCart]) expect((await api.post(`/store/carts/${id}`, { shipping_address: address }, store(ama))).status).toBe(200);
      const [ours, theirs] = [await cartOf(ama, quickCart), await cartOf(ama, medusaCart)];
      expect(Number(ours.discount_total)).toBeGreaterThan(0);
      expect([ours.total, ours.item_total, ours.discount_total]).toEqual([theirs.total, theirs.item_total, theirs.discount_total]);
      expect(checkoutStarted(ours)).toBe(true);

      // Checkout has started: a quick add now refreshes like Medusa's, adjustments included.
      expect((await quickAdd(ama, quickCart, { variant_id: cleanser.id, quantity: 1 })).status).toBe(200);
      expect((await medusaAdd(ama, medusaCart, { variant_id: cleanser.id, quantity: 1 })).status).toBe(200);
      const [after, medusaAfter] = [await cartOf(ama, quickCart), await cartOf(ama, medusaCart)];
      expect(after.items[0].quantity).toBe(3);
      expect(after.items[0].adjustments).toHaveLength(1);
      expect(Number(after.items[0].adjustments[0].amount)).toBe(Number(medusaAfter.items[0].adjustments[0].amount));
      expect([after.total, after.discount_total]).toEqual([medusaAfter.total, medusaAfter.discount_total]);
    });

    it("tells a cart in checkout from one before it", () => {
      expect(checkoutStarted({ id: "c", shipping_address: { address_1: null, city: null } })).toBe(false);
      expect(checkoutStarted({ id: "c", shipping_address: null, shipping_methods: [], promotions: [], payment_collection: null })).toBe(false);
      expect(checkoutStarted({ id: "c", shipping_address: { city: "Accra" } })).toBe(true);
      expect(checkoutStarted({ id: "c", shipping_methods: [{}] })).toBe(true);
      expect(checkoutStarted({ id: "c", promotions: [{}] })).toBe(true);
      expect(checkoutStarted({ id: "c", payment_collection: { id: "pay_col_1" } })).toBe(true);
    });
  },
});
