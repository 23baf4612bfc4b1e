import { medusaIntegrationTestRunner } from "@medusajs/test-utils";
import { MY_CART_REFUSAL_CODES, myCartContracts } from "@glow/shop-contracts";
import { answer, seededShopRequests } from "../support/shop";
import { registerShopper } from "../support/shoppers";

jest.setTimeout(240_000);

/**
 * One owner for the shopper's cart (issue 33): commerce reads the customer's open cart
 * (GET /store/glow/my-cart), picks the variant an add names by product, and changes and removes its
 * lines (POST / DELETE /store/glow/my-cart/line-items/:id) under the same per-customer lock as the
 * add, answering refusals as codes with the figures the storefront needs.
 */
medusaIntegrationTestRunner({
  inApp: true,
  env: {},
  testSuite: ({ api, getContainer }) => {
    const { shop, store } = seededShopRequests(api, getContainer);
    const products: Record<string, { id: string; variants: Array<{ id: string; stock: number }> }> = {};
    const myCart = (token: string | undefined) => answer(api.get("/store/glow/my-cart", store(token)));
    const add = (token: string | undefined, body: unknown) => answer(api.post("/store/glow/my-cart/line-items", body, store(token)));
    const update = (token: string | undefined, lineId: string, body: unknown) => answer(api.post(`/store/glow/my-cart/line-items/${lineId}`, body, store(token)));
    const remove = (token: string | undefined, lineId: string) => answer(api.delete(`/store/glow/my-cart/line-items/${lineId}`, store(token)));

    let counter = 0;
    const shopper = async (firstName: string) => {
      counter += 1;
      const n = String(counter).padStart(6, "0");
      return registerShopper(api, getContainer(), shop.publishableKey, {
        phone: `0206${n}`,
        firstName,
        password: "My#lines-2026",
        device: `mylinestest${n}`,
        ip: `10.24.0.${counter}`,
      });
    };
    const linesOf = async (customerId: string) => {
      const query = getContainer().resolve<any>("query");
      const { data } = await query.graph({ entity: "cart", fields: ["id", "completed_at", "items.id", "items.quantity", "items.variant_id"], filters: { customer_id: customerId } });
      return (data as Array<{ completed_at: string | null; items: Array<{ id: string; quantity: number; variant_id: string }> }>).filter((c) => !c.completed_at).flatMap((c) => c.items);
    };

    beforeAll(async () => {
      for (const handle of [
        "cerave-hydrating-facial-cleanser",
        "harmattan-rescue-shea-face-balm",
        "maybelline-fit-me-matte-poreless-foundation",
        "nivea-soft-moisturising-cream",
        "ebin-wonder-lace-bond-spray",
      ]) {
        const { products: found } = (await api.get(`/store/products?handle=${handle}&fields=id,variants.id,+variants.inventory_quantity`, store())).data;
        products[handle] = { id: found[0].id, variants: found[0].variants.map((v: { id: string; inventory_quantity: number }) => ({ id: v.id, stock: v.inventory_quantity })) };
      }
    });

    it("reads the customer's own open cart (null before the first add), 401 signed out", async () => {
      expect((await myCart(undefined)).status).toBe(401);
      const ama = await shopper("Ama");
      const empty = await myCart(ama.token);
      expect(empty.status).toBe(200);
      expect(empty.data).toEqual({ cart: null, last_cart_id: null });
      const cleanser = products["cerave-hydrating-facial-cleanser"]!;
      const added = await add(ama.token, { product_id: cleanser.id, quantity: 2 });
      expect(added.status).toBe(200);
      const read = await myCart(ama.token);
      myCartContracts.retrieve.response.parse(read.data);
      expect(read.data).toMatchObject({ cart: { id: added.data.cart.id, items: [expect.objectContaining({ variant_id: cleanser.variants[0]!.id, quantity: 2 })] }, last_cart_id: added.data.cart.id });
      // Completed: no open cart, but the latest cart's id is still answered (a Paystack return finds it).
      await getContainer().resolve<any>("cart").updateCarts(added.data.cart.id, { completed_at: new Date() });
      expect((await myCart(ama.token)).data).toEqual({ cart: null, last_cart_id: added.data.cart.id });
    });

    it("adds by product: picks a single variant, asks for a shade or option, refuses another product's variant, an unknown or sold-out product, with codes", async () => {
      const kofi = await shopper("Kofi");
      const foundation = products["maybelline-fit-me-matte-poreless-foundation"]!;
      const cream = products["nivea-soft-moisturising-cream"]!;
      const shade = await add(kofi.token, { product_id: foundation.id, quantity: 1 });
      expect(shade.status).toBe(400);
      expect(shade.data).toMatchObject({ message: "Choose a shade first.", code: MY_CART_REFUSAL_CODES.variantRequired, choice: "shade" });
      expect((await add(kofi.token, { product_id: cream.id, quantity: 1 })).data).toMatchObject({ code: MY_CART_REFUSAL_CODES.variantRequired, choice: "option" });
      const foreign = await add(kofi.token, { product_id: foundation.id, variant_id: cream.variants[0]!.id, quantity: 1 });
      expect(foreign.status).toBe(404);
      expect(foreign.data.code).toBe(MY_CART_REFUSAL_CODES.unknownVariant);
      const unknown = await add(kofi.token, { product_id: "prod_doesnotexist", quantity: 1 });
      expect(unknown.status).toBe(404);
      expect(unknown.data.code).toBe(MY_CART_REFUSAL_CODES.notSoldHere);
      const soldOut = await add(kofi.token, { product_id: products["ebin-wonder-lace-bond-spray"]!.id, quantity: 1 });
      expect(soldOut.status).toBe(409);
      expect(soldOut.data).toMatchObject({ code: MY_CART_REFUSAL_CODES.soldOut, available_stock: 0, current_cart_quantity: 0 });
      const chosen = await add(kofi.token, { product_id: foundation.id, variant_id: foundation.variants[1]!.id, quantity: 1 });
      expect(chosen.status).toBe(200);
      expect(await linesOf(kofi.customerId)).toEqual([expect.objectContaining({ variant_id: foundation.variants[1]!.id, quantity: 1 })]);
    });

    it("changes and removes only a line of the customer's own open cart: another's line is 404 and stays as it was", async () => {
      const [esi, kwame] = [await shopper("Esi"), await shopper("Kwame")];
      const cleanser = products["cerave-hydrating-facial-cleanser"]!;
      const esiLine = (await add(esi.token, { variant_id: cleanser.variants[0]!.id, quantity: 1 })).data.cart.items[0].id as string;
      const kwameLine = (await add(kwame.token, { variant_id: cleanser.variants[0]!.id, quantity: 2 })).data.cart.items[0].id as string;

      const changed = await update(esi.token, esiLine, { quantity: 4 });
      expect(changed.status).toBe(200);
      myCartContracts.updateLineItem.response.parse(changed.data);
      expect(changed.data.cart.items).toEqual([expect.objectContaining({ id: esiLine, quantity: 4 })]);

      for (const refused of [await update(esi.token, kwameLine, { quantity: 9 }), await remove(esi.token, kwameLine), await update(esi.token, "cali_doesnotexist", { quantity: 1 })]) {
        expect(refused.status).toBe(404);
        // No leak: the same answer as a line that does not exist, nothing of the other cart.
        expect(refused.data).toEqual({ message: "That item is no longer in your cart.", code: MY_CART_REFUSAL_CODES.lineNotInCart, type: "not_found" });
      }
      expect(await linesOf(kwame.customerId)).toEqual([expect.objectContaining({ id: kwameLine, quantity: 2 })]);
      // A shopper with no cart at all gets the same 404.
      const yaw = await shopper("Yaw");
      expect((await remove(yaw.token, esiLine)).status).toBe(404);

      const removed = await remove(esi.token, esiLine);
      expect(removed.status).toBe(200);
      myCartContracts.removeLineItem.response.parse(removed.data);
      expect(removed.data.cart.items).toEqual([]);
      expect((await remove(esi.token, esiLine)).status).toBe(404);
      expect((await update(undefined, kwameLine, { quantity: 1 })).status).toBe(401);
      expect((await remove(undefined, kwameLine)).status).toBe(401);
    });

    it("refuses more than the stock with the figures, and a bad quantity with 400 in plain words", async () => {
      const abena = await shopper("Abena");
      const balm = products["harmattan-rescue-shea-face-balm"]!.variants[0]!;
      const line = (await add(abena.token, { variant_id: balm.id, quantity: 1 })).data.cart.items[0].id as string;
      const tooMany = await update(abena.token, line, { quantity: balm.stock + 1 });
      expect(tooMany.status).toBe(409);
      expect(tooMany.data).toMatchObject({
        message: `Not enough stock: only ${balm.stock} available.`,
        code: MY_CART_REFUSAL_CODES.insufficientStock,
        available_stock: balm.stock,
        current_cart_quantity: 1,
      });
      expect(await linesOf(abena.customerId)).toEqual([expect.objectContaining({ id: line, quantity: 1 })]);
      for (const body of [{ quantity: 0 }, { quantity: 1.5 }, { quantity: "two" }, { quantity: 100 }, {}, { quantity: 1, price: 1 }]) {
        const bad = await update(abena.token, line, body);
        expect({ body, status: bad.status }).toEqual({ body, status: 400 });
        expect(bad.data.message).toMatch(/quantity must be a whole number from 1 to 99|Unknown field: price/);
      }
      expect((await update(abena.token, "<script>", { quantity: 1 })).status).toBe(400);
    });

    it("30 parallel changes of one line end consistent: one line, with one of the quantities asked for, every answer 200", async () => {
      const efua = await shopper("Efua");
      const cleanser = products["cerave-hydrating-facial-cleanser"]!.variants[0]!;
      expect(cleanser.stock).toBeGreaterThanOrEqual(30);
      const line = (await add(efua.token, { variant_id: cleanser.id, quantity: 1 })).data.cart.items[0].id as string;
      const started = Date.now();
      const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => update(efua.token, line, { quantity: i + 1 })));
      const elapsed = Date.now() - started;
      expect(answers.map((a) => a.status)).toEqual(Array(30).fill(200));
      const lines = await linesOf(efua.customerId);
      expect(lines).toHaveLength(1);
      expect(lines[0]!.id).toBe(line);
      expect(lines[0]!.quantity).toBeGreaterThanOrEqual(1);
      expect(lines[0]!.quantity).toBeLessThanOrEqual(30);
      // Every answer is a cart some change left: one line, a quantity that was asked for.
      for (const a of answers) expect(a.data.cart.items).toEqual([expect.objectContaining({ id: line })]);
      // The last change to run is what stays: a later read agrees with the database.
      expect((await myCart(efua.token)).data.cart.items).toEqual([expect.objectContaining({ id: line, quantity: lines[0]!.quantity })]);
      console.log(`30 parallel line changes of one shopper: ${elapsed} ms`);
    });
  },
});
