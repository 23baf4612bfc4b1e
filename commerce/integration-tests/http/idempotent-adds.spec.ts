import { medusaIntegrationTestRunner } from "@medusajs/test-utils";
import { randomUUID } from "node:crypto";
import { MY_CART_REFUSAL_CODES, myCartContracts } from "@glow/shop-contracts";
import { ContainerRegistrationKeys } from "@medusajs/framework/utils";
import forgetOldTapKeys from "../../src/jobs/forget-old-tap-keys";
import { cartShoppers, seededShopRequests } from "../support/shop";

jest.setTimeout(240_000);

/**
 * A tap made offline is queued on the shopper's device with a key of its own and may be sent more
 * than once — by the service worker's Background Sync and the page at once, or again after an answer
 * lost to a dropped connection (ADR 235). "Add to my cart" applies each key once per customer: proven
 * here against Medusa and Postgres, with the adds sent as a device would resend them.
 */
medusaIntegrationTestRunner({
  inApp: true,
  env: {},
  testSuite: ({ api, getContainer }) => {
    const requests = seededShopRequests(api, getContainer);
    const { store } = requests;
    const variants: Record<string, { id: string; stock: number }> = {};
    const { shopper, linesOf, add: addToMyCart } = cartShoppers(api, getContainer, requests, { phonePrefix: "0207", password: "Replay#cart-2026", ipPrefix: "10.23.0" });

    beforeAll(async () => {
      for (const handle of ["cerave-hydrating-facial-cleanser", "harmattan-rescue-shea-face-balm"]) {
        const { products } = (await api.get(`/store/products?handle=${handle}&fields=variants.id,+variants.inventory_quantity`, store())).data;
        variants[handle] = { id: products[0].variants[0].id, stock: products[0].variants[0].inventory_quantity };
      }
    });

    it("applies a key sent twice once, and answers the replay with the cart as it is", async () => {
      const ama = await shopper("Ama");
      const cleanser = variants["cerave-hydrating-facial-cleanser"]!;
      const key = randomUUID();
      const first = await addToMyCart(ama.token, { variant_id: cleanser.id, quantity: 2, idempotency_key: key });
      const replay = await addToMyCart(ama.token, { variant_id: cleanser.id, quantity: 2, idempotency_key: key });
      expect([first.status, replay.status]).toEqual([200, 200]);
      myCartContracts.addLineItem.response.parse(replay.data);
      expect(replay.data.cart.id).toBe(first.data.cart.id);
      expect(replay.data.cart.items).toEqual([expect.objectContaining({ variant_id: cleanser.id, quantity: 2 })]);
      expect(await linesOf(ama.customerId)).toEqual([expect.objectContaining({ variant_id: cleanser.id, quantity: 2 })]);
      // The key is the tap, not the product: a new tap of the same product adds again; a key in capitals is the same key.
      expect((await addToMyCart(ama.token, { variant_id: cleanser.id, quantity: 1, idempotency_key: key.toUpperCase() })).status).toBe(200);
      expect((await addToMyCart(ama.token, { variant_id: cleanser.id, quantity: 1, idempotency_key: randomUUID() })).status).toBe(200);
      expect(await linesOf(ama.customerId)).toEqual([expect.objectContaining({ variant_id: cleanser.id, quantity: 3 })]);
    });

    it("applies 30 copies of one key sent at once exactly once", async () => {
      const kofi = await shopper("Kofi");
      const cleanser = variants["cerave-hydrating-facial-cleanser"]!;
      const key = randomUUID();
      const started = Date.now();
      const answers = await Promise.all(Array.from({ length: 30 }, () => addToMyCart(kofi.token, { variant_id: cleanser.id, quantity: 1, idempotency_key: key })));
      console.info(`30 parallel copies of one key: ${Date.now() - started} ms`);
      expect(answers.map((a) => a.status)).toEqual(Array(30).fill(200));
      for (const a of answers) expect(a.data.cart.items).toEqual([expect.objectContaining({ variant_id: cleanser.id, quantity: 1 })]);
      expect(await linesOf(kofi.customerId)).toEqual([expect.objectContaining({ variant_id: cleanser.id, quantity: 1 })]);
    });

    it("applies two keys twice, each once, when their copies arrive interleaved", async () => {
      const esi = await shopper("Esi");
      const cleanser = variants["cerave-hydrating-facial-cleanser"]!;
      const [a, b] = [randomUUID(), randomUUID()];
      const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => addToMyCart(esi.token, { variant_id: cleanser.id, quantity: 1, idempotency_key: i % 2 ? a : b })));
      expect(answers.map((r) => r.status)).toEqual(Array(20).fill(200));
      // With adds that carry no key in the same burst: those all count.
      await Promise.all(Array.from({ length: 3 }, () => addToMyCart(esi.token, { variant_id: cleanser.id, quantity: 1 })));
      expect(await linesOf(esi.customerId)).toEqual([expect.objectContaining({ variant_id: cleanser.id, quantity: 5 })]);
    });

    it("keeps customers' keys apart: another shopper's add with the same key is applied", async () => {
      const [kwame, abena] = [await shopper("Kwame"), await shopper("Abena")];
      const cleanser = variants["cerave-hydrating-facial-cleanser"]!;
      const key = randomUUID();
      const answers = await Promise.all([kwame, abena, kwame, abena].map((who) => addToMyCart(who.token, { variant_id: cleanser.id, quantity: 1, idempotency_key: key })));
      expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
      for (const who of [kwame, abena]) expect(await linesOf(who.customerId)).toEqual([expect.objectContaining({ variant_id: cleanser.id, quantity: 1 })]);
    });

    it("keeps the keys in Postgres for 24 hours, so a replay after a restart still adds once; the hourly job forgets old ones", async () => {
      const yaw = await shopper("Yaw");
      const cleanser = variants["cerave-hydrating-facial-cleanser"]!;
      const key = randomUUID();
      expect((await addToMyCart(yaw.token, { variant_id: cleanser.id, quantity: 1, idempotency_key: key })).status).toBe(200);
      // The key is a row in the database, not in the memory of the Medusa that answered (which a restart empties).
      const sql = getContainer().resolve<any>(ContainerRegistrationKeys.PG_CONNECTION);
      const keyRows = async () =>
        (await sql.raw("select outcome, expires_at from glow_applied_tap_key where customer_id = ? and deleted_at is null", [yaw.customerId])).rows as Array<{ outcome: string; expires_at: Date }>;
      const [row] = await keyRows();
      expect(row?.outcome).toBe("applied");
      const hoursLeft = (new Date(row!.expires_at).getTime() - Date.now()) / 3_600_000;
      expect(hoursLeft).toBeGreaterThan(23.9);
      expect(hoursLeft).toBeLessThanOrEqual(24);
      expect((await addToMyCart(yaw.token, { variant_id: cleanser.id, quantity: 1, idempotency_key: key })).status).toBe(200);
      expect(await linesOf(yaw.customerId)).toEqual([expect.objectContaining({ variant_id: cleanser.id, quantity: 1 })]);

      // A day later the key is no longer read, and the job deletes it (and only what has expired).
      const other = randomUUID();
      expect((await addToMyCart(yaw.token, { variant_id: cleanser.id, quantity: 1, idempotency_key: other })).status).toBe(200);
      await sql.raw("update glow_applied_tap_key set expires_at = now() - interval '1 second' where customer_id = ? and key = ?", [yaw.customerId, key]);
      await forgetOldTapKeys(getContainer());
      expect((await keyRows()).length).toBe(1);
      expect((await addToMyCart(yaw.token, { variant_id: cleanser.id, quantity: 1, idempotency_key: other })).status).toBe(200);
      expect(await linesOf(yaw.customerId)).toEqual([expect.objectContaining({ variant_id: cleanser.id, quantity: 2 })]);
      expect((await addToMyCart(yaw.token, { variant_id: cleanser.id, quantity: 1, idempotency_key: key })).status).toBe(200);
      expect(await linesOf(yaw.customerId)).toEqual([expect.objectContaining({ variant_id: cleanser.id, quantity: 3 })]);
    });

    it("answers a replay of a refused key with the same refusal, and a bad key with 400 in plain words", async () => {
      const efua = await shopper("Efua");
      const balm = variants["harmattan-rescue-shea-face-balm"]!;
      const key = randomUUID();
      const refused = await addToMyCart(efua.token, { variant_id: balm.id, quantity: balm.stock + 1, idempotency_key: key });
      expect(refused.status).toBe(409);
      expect(refused.data).toMatchObject({ message: `Not enough stock: only ${balm.stock} available.`, code: MY_CART_REFUSAL_CODES.insufficientStock, available_stock: balm.stock });
      // The same tap replayed: the same answer (its code too), even with a quantity that would fit now.
      const replay = await addToMyCart(efua.token, { variant_id: balm.id, quantity: 1, idempotency_key: key });
      expect(replay.status).toBe(409);
      expect(replay.data.message).toBe(refused.data.message);
      expect(replay.data.code).toBe(MY_CART_REFUSAL_CODES.insufficientStock);
      expect(await linesOf(efua.customerId)).toEqual([]);
      for (const bad of ["not-a-uuid", "", 42, "3b241101-e2bb-4255-8caf-4136c566a96"]) {
        const answered = await addToMyCart(efua.token, { variant_id: balm.id, quantity: 1, idempotency_key: bad });
        expect(answered.status).toBe(400);
        expect(answered.data.message).toMatch(/idempotency key must be a/);
      }
      expect((await addToMyCart(undefined, { variant_id: balm.id, quantity: 1, idempotency_key: randomUUID() })).status).toBe(401);
    });
  },
});
