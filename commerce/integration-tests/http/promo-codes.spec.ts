import { medusaIntegrationTestRunner } from "@medusajs/test-utils";
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils";
import { ACCRA_ADDRESS } from "@glow/shop-contracts/test-addresses";
import { promotionContracts, promoRefusalMessage } from "@glow/shop-contracts";
import { answer, seededShopRequests } from "../support/shop";
import { registerShopper } from "../support/shoppers";
import { suiteNumbers } from "../support/suite-numbers";
import { PAYMENT_PROVIDERS } from "../../src/scripts/seed-data/checkout";
import { DEMO_PROMO_CODES } from "../../src/scripts/seed-data/promotions";
import { seedDemoData } from "../../src/scripts/seed-data/seed-demo-data";

jest.setTimeout(300_000);

const { local, newIp } = suiteNumbers("0248", "10.81");

/**
 * Promo codes on Medusa's Promotion module (ADR 201), on a real Medusa + Postgres: the seeded GLOW10
 * takes 10 % off and the order is placed at the discounted total; the four refusals (unknown,
 * expired, used up, not for this cart) answer their plain message; failed codes are limited per
 * customer and per network, consumed before the look-up, as a script would attack (bursts in
 * parallel, from one network and from many); Medusa's own routes no longer apply codes; automatic
 * promotions still apply beside a code.
 */
medusaIntegrationTestRunner({
  inApp: true,
  env: {},
  testSuite: ({ api, getContainer }) => {
    const { shop, store } = seededShopRequests(api, getContainer);
    const query = () => getContainer().resolve(ContainerRegistrationKeys.QUERY);
    const promotions = () => getContainer().resolve(Modules.PROMOTION);
    let cleanser = "";
    let balmProductId = "";

    let counter = 0;
    async function shopperWithCart(quantity = 1) {
      counter += 1;
      const ip = newIp();
      const s = await registerShopper(api, getContainer(), shop.publishableKey, { phone: local(counter), firstName: "Abena", password: "Promo#code-2026", device: `promotest${counter}`, ip });
      const added = await api.post("/store/glow/my-cart/line-items", { variant_id: cleanser, quantity }, store(s.token));
      return { ...s, ip, cartId: added.data.cart.id as string };
    }
    const apply = (token: string | undefined, body: unknown, ip = "10.81.250.1") =>
      answer(api.post("/store/glow/my-cart/promotions", body, store(token ? { authorization: `Bearer ${token}`, "x-forwarded-for": ip } : { "x-forwarded-for": ip })));
    const cartTotals = async (cartId: string) => {
      const { data } = await query().graph({
        entity: "cart",
        fields: ["id", "item_subtotal", "discount_total", "total", "items.adjustments.code", "payment_collection.amount", "payment_collection.payment_sessions.id"],
        filters: { id: cartId },
      });
      const cart = data[0] as any;
      return {
        subtotal: Number(cart.item_subtotal),
        discount: Number(cart.discount_total),
        total: Number(cart.total),
        codes: [...new Set<string>((cart.items ?? []).flatMap((i: any) => (i.adjustments ?? []).map((a: any) => a.code)))].sort(),
        collection: cart.payment_collection ? { amount: Number(cart.payment_collection.amount), sessions: (cart.payment_collection.payment_sessions ?? []).length } : null,
      };
    };

    beforeAll(async () => {
      const { data } = await query().graph({ entity: "product", fields: ["id", "handle", "variants.id"], filters: { handle: ["cerave-hydrating-facial-cleanser", "harmattan-rescue-shea-face-balm"] } });
      cleanser = (data as any[]).find((p) => p.handle === "cerave-hydrating-facial-cleanser").variants[0].id;
      balmProductId = (data as any[]).find((p) => p.handle === "harmattan-rescue-shea-face-balm").id;
      // A code only for the balm (never in these carts), and a code one order may use.
      await promotions().createPromotions([
        {
          code: "BALMONLY",
          type: "standard",
          status: "active",
          application_method: {
            type: "percentage",
            target_type: "items",
            allocation: "each",
            max_quantity: 1,
            value: 20,
            target_rules: [{ attribute: "items.product.id", operator: "in", values: [balmProductId] }],
          },
        },
        { code: "ONEUSE", type: "standard", status: "active", limit: 1, application_method: { type: "fixed", target_type: "order", allocation: "across", value: 5, currency_code: "ghs" } },
      ] as never);
    });

    it("seeds GLOW10 and the expired WELCOME5 once (the seed is idempotent)", async () => {
      await seedDemoData(getContainer(), { demoAccounts: true });
      const seeded = await promotions().listPromotions({ code: [DEMO_PROMO_CODES.active, DEMO_PROMO_CODES.expired] }, { relations: ["campaign", "application_method"] });
      expect(seeded.map((p) => p.code).sort()).toEqual(["GLOW10", "WELCOME5"]);
      const glow = seeded.find((p) => p.code === "GLOW10")!;
      expect(glow).toMatchObject({ status: "active", is_automatic: false, application_method: { type: "percentage", target_type: "order" } });
      expect(Number(glow.application_method!.value)).toBe(10);
      expect(new Date(seeded.find((p) => p.code === "WELCOME5")!.campaign!.ends_at!).getTime()).toBeLessThan(Date.now());
    });

    it("applies GLOW10 typed in any case, removes it, and places the order at the discounted total", async () => {
      const ama = await shopperWithCart(2);
      const auth = store(ama.token);
      // Checkout up to the payment session, before the code: the code must not leave a stale amount.
      await api.post(`/store/carts/${ama.cartId}`, { shipping_address: ACCRA_ADDRESS, billing_address: ACCRA_ADDRESS }, auth);
      const { data: options } = await api.get(`/store/shipping-options?cart_id=${ama.cartId}`, auth);
      await api.post(`/store/carts/${ama.cartId}/shipping-methods`, { option_id: options.shipping_options[0].id }, auth);
      const { data: collection } = await api.post("/store/payment-collections", { cart_id: ama.cartId }, auth);
      await api.post(`/store/payment-collections/${collection.payment_collection.id}/payment-sessions`, { provider_id: PAYMENT_PROVIDERS.payOnDelivery }, auth);
      const before = await cartTotals(ama.cartId);
      expect(before).toMatchObject({ discount: 0, codes: [], collection: { amount: before.total, sessions: 1 } });

      const applied = await apply(ama.token, { code: " glow10 " }, ama.ip);
      expect(applied.status).toBe(200);
      expect(promotionContracts.apply.response.parse(applied.data)).toEqual({ code: "GLOW10" });
      const discounted = await cartTotals(ama.cartId);
      expect(discounted.codes).toEqual(["GLOW10"]);
      expect(discounted.discount).toBeCloseTo(before.subtotal * 0.1, 2);
      expect(discounted.total).toBeCloseTo(before.total - before.subtotal * 0.1, 2);
      // Medusa refreshed the payment collection: the old session (old amount) is gone.
      expect(discounted.collection).toEqual({ amount: discounted.total, sessions: 0 });

      // Removal is Medusa's own DELETE; applying again is idempotent.
      await api.delete(`/store/carts/${ama.cartId}/promotions`, { ...auth, data: { promo_codes: ["GLOW10"] } });
      expect(await cartTotals(ama.cartId)).toMatchObject({ discount: 0, codes: [], total: before.total });
      expect((await apply(ama.token, { code: "GLOW10" }, ama.ip)).status).toBe(200);
      expect((await apply(ama.token, { code: "GLOW10" }, ama.ip)).status).toBe(200);

      await api.post(`/store/payment-collections/${collection.payment_collection.id}/payment-sessions`, { provider_id: PAYMENT_PROVIDERS.payOnDelivery }, auth);
      const placed = await api.post(`/store/checkout/carts/${ama.cartId}/complete`, {}, auth);
      const { data: orders } = await query().graph({
        entity: "order",
        fields: ["id", "total", "discount_total", "items.adjustments.code", "payment_collections.amount"],
        filters: { id: placed.data.order.id },
      });
      const order = orders[0] as any;
      expect(Number(order.total)).toBeCloseTo(discounted.total, 2);
      expect(Number(order.discount_total)).toBeCloseTo(discounted.discount, 2);
      expect(order.items[0].adjustments.map((a: any) => a.code)).toEqual(["GLOW10"]);
      expect(Number(order.payment_collections[0].amount)).toBeCloseTo(discounted.total, 2);
    });

    it("refuses an unknown, expired, used-up or not-applicable code with its plain message, and bad input with a 400", async () => {
      // ONEUSE's one use, by an order.
      const kofi = await shopperWithCart();
      const auth = store(kofi.token);
      await api.post(`/store/carts/${kofi.cartId}`, { shipping_address: ACCRA_ADDRESS, billing_address: ACCRA_ADDRESS }, auth);
      const { data: options } = await api.get(`/store/shipping-options?cart_id=${kofi.cartId}`, auth);
      await api.post(`/store/carts/${kofi.cartId}/shipping-methods`, { option_id: options.shipping_options[0].id }, auth);
      expect((await apply(kofi.token, { code: "oneuse" }, kofi.ip)).status).toBe(200);
      const { data: collection } = await api.post("/store/payment-collections", { cart_id: kofi.cartId }, auth);
      await api.post(`/store/payment-collections/${collection.payment_collection.id}/payment-sessions`, { provider_id: PAYMENT_PROVIDERS.payOnDelivery }, auth);
      expect((await answer(api.post(`/store/checkout/carts/${kofi.cartId}/complete`, {}, auth))).status).toBe(200);

      const efua = await shopperWithCart();
      for (const [code, reason, status] of [
        ["NOSUCHCODE", "unknown", 404],
        [DEMO_PROMO_CODES.expired, "expired", 400],
        ["ONEUSE", "used_up", 400],
        ["BALMONLY", "not_applicable", 400],
      ] as const) {
        const refused = await apply(efua.token, { code }, efua.ip);
        expect({ code, status: refused.status, body: refused.data }).toEqual({ code, status, body: { message: promoRefusalMessage(reason, code), reason } });
      }
      expect((await cartTotals(efua.cartId)).codes).toEqual([]);

      for (const [body, message] of [
        [{ code: "" }, "Please enter a promo code."],
        [{ code: "   " }, "Please enter a promo code."],
        [{}, "Please enter a promo code."],
        [{ code: "X".repeat(33) }, "A promo code has at most 32 characters."],
        [{ code: "<script>" }, "A promo code has only letters, digits, - and _."],
        [{ code: "GLOW10", extra: 1 }, "Unknown field: extra"],
      ] as const) {
        const bad = await apply(efua.token, body, efua.ip);
        expect({ body, status: bad.status }).toEqual({ body, status: 400 });
        expect(bad.data.message).toContain(message);
      }
      expect((await apply(undefined, { code: "GLOW10" })).status).toBe(401);
    });

    it("answers an empty cart with 404 and no look-up", async () => {
      counter += 1;
      const s = await registerShopper(api, getContainer(), shop.publishableKey, { phone: local(counter), firstName: "Yaw", password: "Promo#code-2026", device: `promotest${counter}`, ip: newIp() });
      const refused = await apply(s.token, { code: "GLOW10" });
      expect(refused.status).toBe(404);
      expect(refused.data.message).toMatch(/cart is empty/);
    });

    it("checks at most 10 codes of one customer in a burst of 40, from one network or from 40", async () => {
      for (const spread of [false, true]) {
        const kwame = await shopperWithCart();
        const network = newIp();
        const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => apply(kwame.token, { code: `GUESS${i}` }, spread ? newIp() : network)));
        const statuses = answers.map((a) => a.status);
        expect(statuses.filter((s) => s === 404)).toHaveLength(10);
        expect(statuses.filter((s) => s === 429)).toHaveLength(30);
        const limited = answers.find((a) => a.status === 429)!;
        expect(limited.data).toEqual({ message: expect.stringMatching(/^Too many promo codes did not work\. Please wait \d+ minutes? and try again\.$/), retryAfter: expect.any(Number) });
        expect(limited.headers["retry-after"]).toBe(String(limited.data.retryAfter));
        // Even the right code now waits: nothing is looked up for this customer.
        expect((await apply(kwame.token, { code: "GLOW10" }, newIp())).status).toBe(429);
      }
    });

    it("checks at most 30 failing codes from one network in an hour, across customers, while a right code still applies", async () => {
      const network = newIp();
      const shoppers = await Promise.all(Array.from({ length: 6 }, () => shopperWithCart()));
      // 6 customers × 8 guesses = 48 in parallel, all from one network: each customer stays under 10.
      const answers = await Promise.all(shoppers.flatMap((s, n) => Array.from({ length: 8 }, (_, i) => apply(s.token, { code: `NET${n}X${i}` }, network))));
      const statuses = answers.map((a) => a.status);
      expect(statuses.filter((s) => s === 404)).toHaveLength(30);
      expect(statuses.filter((s) => s === 429)).toHaveLength(18);
      expect(answers.find((a) => a.status === 429)!.data.message).toMatch(/from your network/);
      // Another network is not held; a code that applies gives its attempt back.
      const other = shoppers[0]!;
      expect((await apply(other.token, { code: "GLOW10" }, newIp())).status).toBe(200);
    });

    it("keeps Medusa's own routes from applying codes uncounted", async () => {
      const esi = await shopperWithCart();
      const auth = store(esi.token);
      for (const [method, path, body] of [
        ["post", `/store/carts/${esi.cartId}/promotions`, { promo_codes: ["GLOW10"] }],
        ["post", `/store/carts/${esi.cartId}`, { promo_codes: ["GLOW10"] }],
        ["post", "/store/carts", { promo_codes: ["GLOW10"] }],
      ] as const) {
        const refused = await answer((api as any)[method](path, body, auth));
        expect({ path, status: refused.status }).toEqual({ path, status: 404 });
      }
      expect((await cartTotals(esi.cartId)).codes).toEqual([]);
    });

    it("still applies an automatic promotion, beside a code", async () => {
      await promotions().createPromotions({
        code: "HARMATTAN-AUTO",
        type: "standard",
        status: "active",
        is_automatic: true,
        application_method: { type: "fixed", target_type: "order", allocation: "across", value: 3, currency_code: "ghs" },
      } as never);
      const adwoa = await shopperWithCart();
      expect((await cartTotals(adwoa.cartId)).codes).toEqual(["HARMATTAN-AUTO"]);
      expect((await apply(adwoa.token, { code: "GLOW10" }, adwoa.ip)).status).toBe(200);
      const both = await cartTotals(adwoa.cartId);
      expect(both.codes).toEqual(["GLOW10", "HARMATTAN-AUTO"]);
      expect(both.total).toBeCloseTo(both.subtotal - both.discount, 2);
      expect(both.discount).toBeGreaterThan(3);
      await promotions().deletePromotions((await promotions().listPromotions({ code: "HARMATTAN-AUTO" }))[0]!.id);
    });
  },
});
