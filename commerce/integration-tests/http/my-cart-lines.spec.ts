import { medusaIntegrationTestRunner } from "@medusajs/test-utils";
import { MY_CART_REFUSAL_CODES, myCartContracts } from "@glow/shop-contracts";
import { cartShoppers, seededShopRequests } from "../support/shop";

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
    const requests = seededShopRequests(api, getContainer);
    const { store } = requests;
    const products: Record<string, { id: string; variants: Array<{ id: string; stock: number }> }> = {};
    const { shopper, linesOf, myCart, add, update, remove } = cartShoppers(api, getContainer, requests, { phonePrefix: "0206", password: "My#lines-2026", ipPrefix: "10.24.0" });

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

    // 60 changes asking 1–30 (the seeded stock of the cleanser is 30).
    it("60 parallel changes of one line end consistent and never 5xx; another shopper's change meanwhile stays fast", async () => {
      const [efua, kwesi] = [await shopper("Efua"), await shopper("Kwesi")];
      const cleanser = products["cerave-hydrating-facial-cleanser"]!.variants[0]!;
      expect(cleanser.stock).toBeGreaterThanOrEqual(30);
      const line = (await add(efua.token, { variant_id: cleanser.id, quantity: 1 })).data.cart.items[0].id as string;
      const otherLine = (await add(kwesi.token, { variant_id: cleanser.id, quantity: 1 })).data.cart.items[0].id as string;
      // What one change costs on this machine right now, alone (median of 3): the bound below is
      // relative to it, so a CI machine shared with other work does not fail a fast shop.
      const alone: number[] = [];
      for (const quantity of [2, 1, 1]) {
        const at = Date.now();
        expect((await update(kwesi.token, otherLine, { quantity })).status).toBe(200);
        alone.push(Date.now() - at);
      }
      const aloneMs = alone.sort((x, y) => x - y)[1]!;
      const started = Date.now();
      const timed = (request: Promise<any>) => request.then((a) => ({ status: a.status as number, data: a.data, ms: Date.now() - started }));
      const burst = Promise.all(Array.from({ length: 60 }, (_, i) => timed(update(efua.token, line, { quantity: (i % 30) + 1 }))));
      // Another shopper's one change, sent while the burst's batches run (once its 60 requests are in: this
      // test's client and Medusa share one process, so earlier it would only time the client's own sending).
      await new Promise((resolve) => setTimeout(resolve, 500));
      const otherStarted = Date.now();
      const other = await update(kwesi.token, otherLine, { quantity: 2 });
      const otherMs = Date.now() - otherStarted;
      const answers = await burst;
      const elapsed = Date.now() - started;
      const slowest = Math.max(...answers.map((a) => a.ms));
      console.log(`60 parallel line changes of one shopper: ${elapsed} ms, slowest answer ${slowest} ms, ${answers.filter((a) => a.ms > 10_000).length} past 10 s, ${answers.filter((a) => a.status >= 500).length} 5xx; another shopper's change meanwhile ${otherMs} ms (alone ${aloneMs} ms)`);
      expect(other.status).toBe(200);
      expect(other.data.cart.items).toEqual([expect.objectContaining({ id: otherLine, quantity: 2 })]);
      // Before the changes were batched it took 5.1 s (34 s for the burst); batched 0.74–0.97 s, with
      // one change alone ~0.2–0.3 s on a quiet machine. A clean-clone CI at load average 8–10 measured 3.6 s.
      expect(otherMs).toBeLessThan(Math.max(2_000, 1_000 + 4 * aloneMs));
      for (const a of answers) expect([200, 429]).toContain(a.status);
      // Well inside the storefront's 10 s Medusa timeout (which answered 503 while the changes still applied).
      expect(slowest).toBeLessThan(10_000);
      const lines = await linesOf(efua.customerId);
      expect(lines).toHaveLength(1);
      expect(lines[0]!.id).toBe(line);
      expect(lines[0]!.quantity).toBeGreaterThanOrEqual(1);
      expect(lines[0]!.quantity).toBeLessThanOrEqual(30);
      // Every answer is a cart some batch left: the one line, with a quantity that was asked for.
      for (const a of answers.filter((x) => x.status === 200)) {
        expect(a.data.cart.items).toEqual([expect.objectContaining({ id: line })]);
        expect(a.data.cart.items[0].quantity).toBeLessThanOrEqual(30);
      }
      // The last change to run is what stays: a later read agrees with the database.
      expect((await myCart(efua.token)).data.cart.items).toEqual([expect.objectContaining({ id: line, quantity: lines[0]!.quantity })]);
    });

    it("changes and removals sent together: a removal wins, each caller answered, a refused line refused alone", async () => {
      const ama = await shopper("Adwoa");
      const cleanser = products["cerave-hydrating-facial-cleanser"]!.variants[0]!;
      const balm = products["harmattan-rescue-shea-face-balm"]!.variants[0]!;
      await add(ama.token, { variant_id: cleanser.id, quantity: 1 });
      const added = await add(ama.token, { variant_id: balm.id, quantity: 1 });
      const byVariant = Object.fromEntries((added.data.cart.items as Array<{ id: string; variant_id: string }>).map((i) => [i.variant_id, i.id]));
      const [cleanserLine, balmLine] = [byVariant[cleanser.id]!, byVariant[balm.id]!];
      const answers = await Promise.all([
        update(ama.token, cleanserLine, { quantity: 2 }),
        update(ama.token, balmLine, { quantity: balm.stock + 1 }),
        update(ama.token, cleanserLine, { quantity: 3 }),
        remove(ama.token, cleanserLine),
        update(ama.token, cleanserLine, { quantity: 4 }),
        update(ama.token, "cali_doesnotexist", { quantity: 1 }),
      ]);
      expect(answers[1]!.status).toBe(409);
      expect(answers[1]!.data).toMatchObject({ code: MY_CART_REFUSAL_CODES.insufficientStock, available_stock: balm.stock, current_cart_quantity: 1 });
      expect(answers[5]!.status).toBe(404);
      expect(answers[5]!.data.code).toBe(MY_CART_REFUSAL_CODES.lineNotInCart);
      // The removal always finds its line; a change of it is 200 (before it, or in its batch) or 404 (in a later batch).
      expect(answers[3]!.status).toBe(200);
      for (const i of [0, 2, 4]) expect([200, 404]).toContain(answers[i]!.status);
      expect(await linesOf(ama.customerId)).toEqual([expect.objectContaining({ id: balmLine, quantity: 1 })]);
    });
  },
});
