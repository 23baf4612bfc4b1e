import { medusaIntegrationTestRunner } from "@medusajs/test-utils";
import { MY_CART_REFUSAL_CODES, myCartContracts, phoneAuthContracts } from "@glow/shop-contracts";
import { answer, cartShoppers, seededShopRequests } from "../support/shop";

jest.setTimeout(240_000);

/**
 * What storefront processes no longer coordinate (ADR 140), proven in Medusa alone: "add to my cart"
 * (POST /store/glow/my-cart/line-items) finds or creates the customer's one cart and changes it one
 * add at a time under Medusa's locking module, so 30 adds sent together all count in one cart; and
 * the session check is answered from Postgres on every call, so a revoked session is refused at once.
 */
medusaIntegrationTestRunner({
  inApp: true,
  env: {},
  testSuite: ({ api, getContainer }) => {
    const requests = seededShopRequests(api, getContainer);
    const { store, admin } = requests;
    const variants: Record<string, { id: string; stock: number }> = {};
    const { shopper, add: addToMyCart } = cartShoppers(api, getContainer, requests, { phonePrefix: "0209", password: "My#cart-2026", ipPrefix: "10.22.0" });
    const sessionCheck = (s: { sessionToken: string; device: string }) =>
      answer(api.get("/store/phone-auth/session", store({ "x-glow-session": s.sessionToken, "x-glow-device": s.device })));
    const cartsOf = async (customerId: string) => {
      const query = getContainer().resolve<any>("query");
      const { data } = await query.graph({ entity: "cart", fields: ["id", "completed_at", "items.quantity", "items.variant_id"], filters: { customer_id: customerId } });
      return data as Array<{ id: string; completed_at: string | null; items: Array<{ quantity: number; variant_id: string }> }>;
    };

    beforeAll(async () => {
      for (const handle of ["cerave-hydrating-facial-cleanser", "harmattan-rescue-shea-face-balm"]) {
        const { products } = (await api.get(`/store/products?handle=${handle}&fields=variants.id,+variants.inventory_quantity`, store())).data;
        variants[handle] = { id: products[0].variants[0].id, stock: products[0].variants[0].inventory_quantity };
      }
    });

    it("counts 30 adds sent together for one customer, in one cart it created", async () => {
      const ama = await shopper("Ama");
      const cleanser = variants["cerave-hydrating-facial-cleanser"]!;
      expect(cleanser.stock).toBeGreaterThanOrEqual(30);
      const answers = await Promise.all(Array.from({ length: 30 }, () => addToMyCart(ama.token, { variant_id: cleanser.id, quantity: 1 })));
      expect(answers.map((a) => a.status)).toEqual(Array(30).fill(200));
      const carts = await cartsOf(ama.customerId);
      expect(carts).toHaveLength(1);
      expect(carts[0]!.items).toEqual([expect.objectContaining({ variant_id: cleanser.id, quantity: 30 })]);
      // Every answer is the cart as that add left it: one of them saw all 30.
      expect(Math.max(...answers.map((a) => a.data.cart.items[0].quantity))).toBe(30);
      expect(new Set(answers.map((a) => a.data.cart.id))).toEqual(new Set([carts[0]!.id]));
      // The answers match their contracts (ADR 161), as the storefront parses them.
      for (const a of answers) myCartContracts.addLineItem.response.parse(a.data);
      // The session check names that cart and its lines (the storefront's badge, one call per render).
      const checked = await sessionCheck(ama);
      expect(checked.status).toBe(200);
      phoneAuthContracts.session.response.parse(checked.data);
      expect(checked.data.cart).toMatchObject({ id: carts[0]!.id, items: [expect.objectContaining({ variant_id: cleanser.id, quantity: 30 })] });
    });

    it("starts a new cart once the old one is completed, and refuses more than 99 of a product or than the stock", async () => {
      const kofi = await shopper("Kofi");
      const cleanser = variants["cerave-hydrating-facial-cleanser"]!;
      const first = await addToMyCart(kofi.token, { variant_id: cleanser.id, quantity: 1 });
      expect(first.status).toBe(200);
      await getContainer().resolve<any>("cart").updateCarts(first.data.cart.id, { completed_at: new Date() });
      const second = await addToMyCart(kofi.token, { variant_id: cleanser.id, quantity: 2 });
      expect(second.status).toBe(200);
      expect(second.data.cart.id).not.toBe(first.data.cart.id);
      expect(second.data.cart.items).toEqual([expect.objectContaining({ quantity: 2 })]);

      const over = await addToMyCart(kofi.token, { variant_id: cleanser.id, quantity: 98 });
      expect(over.status).toBe(400);
      expect(over.data.message).toBe("You can have at most 99 of one product in your cart.");
      // The storefront answers by code (never by the wording).
      expect(over.data.code).toBe(MY_CART_REFUSAL_CODES.lineLimit);
      const balm = variants["harmattan-rescue-shea-face-balm"]!;
      const tooMany = await addToMyCart(kofi.token, { variant_id: balm.id, quantity: balm.stock + 1 });
      // A code with the figures the storefront's answer needs (issue 33): what can be sold, what the cart holds.
      expect(tooMany.status).toBe(409);
      expect(tooMany.data).toMatchObject({
        message: `Not enough stock: only ${balm.stock} available.`,
        code: MY_CART_REFUSAL_CODES.insufficientStock,
        available_stock: balm.stock,
        current_cart_quantity: 0,
      });
      const carts = await cartsOf(kofi.customerId);
      expect(carts.find((c) => !c.completed_at)!.items).toEqual([expect.objectContaining({ variant_id: cleanser.id, quantity: 2 })]);
    });

    it("runs two shoppers' bursts side by side: every add of each counts, in each one's own cart", async () => {
      const [esi, kwame] = [await shopper("Esi"), await shopper("Kwame")];
      const cleanser = variants["cerave-hydrating-facial-cleanser"]!;
      // Interleaved, as two scripts sending at once would arrive.
      const answers = await Promise.all(
        Array.from({ length: 60 }, (_, i) => addToMyCart((i % 2 === 0 ? esi : kwame).token, { variant_id: cleanser.id, quantity: 1 })),
      );
      expect(answers.map((a) => a.status)).toEqual(Array(60).fill(200));
      for (const who of [esi, kwame]) {
        const carts = await cartsOf(who.customerId);
        expect(carts).toHaveLength(1);
        expect(carts[0]!.items).toEqual([expect.objectContaining({ variant_id: cleanser.id, quantity: 30 })]);
      }
    });

    it("counts the adds of a burst that fit the stock and refuses the others in plain words (adds run together are tried again one by one)", async () => {
      const abena = await shopper("Abena");
      const balm = variants["harmattan-rescue-shea-face-balm"]!;
      expect(balm.stock).toBeGreaterThan(0);
      expect(balm.stock).toBeLessThan(10);
      const answers = await Promise.all(Array.from({ length: 10 }, () => addToMyCart(abena.token, { variant_id: balm.id, quantity: 1 })));
      expect(answers.filter((a) => a.status === 200)).toHaveLength(balm.stock);
      const refused = answers.filter((a) => a.status !== 200);
      expect(refused.map((a) => a.status)).toEqual(Array(10 - balm.stock).fill(409));
      for (const r of refused) expect(r.data).toMatchObject({ message: expect.stringMatching(/^Not enough stock/), code: MY_CART_REFUSAL_CODES.insufficientStock, available_stock: balm.stock });
      expect((await cartsOf(abena.customerId))[0]!.items).toEqual([expect.objectContaining({ variant_id: balm.id, quantity: balm.stock })]);
    });

    it("sells only what is published on the shop's sales channel, by any variant id (issue 34)", async () => {
      const kwesi = await shopper("Kwesi");
      const cleanser = variants["cerave-hydrating-facial-cleanser"]!;
      const { data } = await api.get(`/admin/products?handle=cerave-hydrating-facial-cleanser&fields=id,sales_channels.id,status`, admin());
      const product = data.products[0] as { id: string; sales_channels: Array<{ id: string }> };
      const channelId = product.sales_channels[0]!.id;
      // Taken off the web shop's channel: Medusa's own add would still take it (its check is the stock location's channel).
      await api.post(`/admin/sales-channels/${channelId}/products`, { remove: [product.id] }, admin());
      try {
        const answers = await Promise.all(Array.from({ length: 5 }, () => addToMyCart(kwesi.token, { variant_id: cleanser.id, quantity: 1 })));
        expect(answers.map((a) => a.status)).toEqual([404, 404, 404, 404, 404]);
        for (const a of answers) expect(a.data).toMatchObject({ message: "This product is not sold in this shop right now.", code: MY_CART_REFUSAL_CODES.notSoldHere });
      } finally {
        await api.post(`/admin/sales-channels/${channelId}/products`, { add: [product.id] }, admin());
      }
      // A draft is not sold either.
      await api.post(`/admin/products/${product.id}`, { status: "draft" }, admin());
      try {
        expect((await addToMyCart(kwesi.token, { variant_id: cleanser.id, quantity: 1 })).status).toBe(404);
      } finally {
        await api.post(`/admin/products/${product.id}`, { status: "published" }, admin());
      }
      expect((await addToMyCart(kwesi.token, { variant_id: cleanser.id, quantity: 1 })).status).toBe(200);
      expect((await cartsOf(kwesi.customerId)).flatMap((cart) => cart.items)).toEqual([expect.objectContaining({ variant_id: cleanser.id, quantity: 1 })]);
    });

    it("answers 401 signed out and 400 in plain words for bad input", async () => {
      const cleanser = variants["cerave-hydrating-facial-cleanser"]!;
      expect((await addToMyCart(undefined, { variant_id: cleanser.id, quantity: 1 })).status).toBe(401);
      const efua = await shopper("Efua");
      for (const [body, message] of [
        [{ variant_id: cleanser.id, quantity: 0 }, /quantity must be a whole number from 1 to 99/],
        [{ quantity: 1 }, /variant_id is required/],
        [{ variant_id: "<script>", quantity: 1 }, /variant_id must be a variant id/],
      ] as const) {
        const bad = await addToMyCart(efua.token, body);
        expect(bad.status).toBe(400);
        expect(bad.data.message).toMatch(message);
      }
      const unknown = await addToMyCart(efua.token, { variant_id: "variant_doesnotexist", quantity: 1 });
      expect(unknown.status).toBe(404);
      expect(unknown.data.code).toBe(MY_CART_REFUSAL_CODES.notSoldHere);
      // Nothing was added anywhere (a cart made for the refused add may be rolled back with it).
      expect((await cartsOf(efua.customerId)).flatMap((cart) => cart.items)).toEqual([]);
    });

    it("refuses a signed-out or staff-revoked session at once, and does not write on every check", async () => {
      const yaw = await shopper("Yaw");
      const phoneAuth = getContainer().resolve<any>("phoneAuth");
      const [before] = await phoneAuth.listPhoneAuthSessions({ customer_id: yaw.customerId }, { take: 1 });
      const checks = await Promise.all(Array.from({ length: 5 }, () => sessionCheck(yaw)));
      expect(checks.map((c) => c.status)).toEqual([200, 200, 200, 200, 200]);
      // Checked within the minute: last_seen_at is not rewritten.
      const [after] = await phoneAuth.listPhoneAuthSessions({ id: before.id }, { take: 1 });
      expect(new Date(after.last_seen_at).getTime()).toBe(new Date(before.last_seen_at).getTime());
      // The Medusa JWT it answers lives no longer than the check is trusted for.
      const payload = JSON.parse(Buffer.from(checks[0]!.data.token.split(".")[1], "base64url").toString("utf8"));
      expect(payload.exp - payload.iat).toBeLessThanOrEqual(300);

      await api.post("/store/phone-auth/logout", {}, store({ "x-glow-session": yaw.sessionToken, "x-glow-device": yaw.device }));
      const refused = await Promise.all(Array.from({ length: 5 }, () => sessionCheck(yaw)));
      expect(refused.map((r) => r.status)).toEqual([401, 401, 401, 401, 401]);

      // Staff revocation (all devices), seen by the very next check.
      const esi = await shopper("Esi");
      expect((await sessionCheck(esi)).status).toBe(200);
      await phoneAuth.revokeAllForCustomer(esi.customerId, "admin_revoked");
      const revoked = await sessionCheck(esi);
      expect(revoked.status).toBe(401);
    });
  },
});
