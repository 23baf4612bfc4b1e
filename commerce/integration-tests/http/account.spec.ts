import fs from "node:fs";
import { medusaIntegrationTestRunner } from "@medusajs/test-utils";
import { codeIn, suiteOutbox } from "../shared/sms-outbox";
import { suiteNumbers } from "../support/suite-numbers";
import { poll } from "../support/poll";
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils";
import { seedDemoOrders } from "../../src/scripts/seed-data/demo-orders";
import { DEMO_ACCOUNTS, SEED, seedDemoData } from "../../src/scripts/seed-data/seed-demo-data";

jest.setTimeout(300_000);

// Every SMS of this suite lands in its own outbox file (the `local` gateway).
const outbox = suiteOutbox("account");
const digitsIn = (body: string) => codeIn(body)!;

const { local, e164, newIp } = suiteNumbers("0277", "10.7");

/**
 * The account pages' server side (plugins/phone-auth account endpoints, Medusa orders) on a real
 * Medusa + Postgres: phone change through a code on the new number, password change, the device
 * list, account deletion with anonymised orders, and orders isolation between customers.
 */
medusaIntegrationTestRunner({
  inApp: true,
  env: {},
  testSuite: ({ api, getContainer }) => {
    let publishableKey = "";
    const headers = (extra: Record<string, string> = {}) => ({ "x-publishable-api-key": publishableKey, "user-agent": "jest", ...extra });
    const as = (s: { token: string; device: string }, ip = "10.7.255.1") => headers({ "x-glow-session": s.token, "x-glow-device": s.device, "x-forwarded-for": ip });
    const post = (url: string, body: unknown, h: Record<string, string>) => api.post(`/store/phone-auth${url}`, body, { headers: h, validateStatus: () => true });
    const get = (url: string, h: Record<string, string>) => api.get(url, { headers: h, validateStatus: () => true });

    async function createAccount(n: number, device: string, password = "secret-pass", email?: string) {
      const proof = await getContainer().resolve<any>("phoneAuth").otp.issueProof("registration_proof", e164(n));
      const registered = await post(
        "/register",
        { phone: local(n), password, first_name: "Akosua", last_name: "Asante", email, verification_token: proof, device_fingerprint: device, remember: true },
        headers({ "x-forwarded-for": newIp() }),
      );
      expect(registered.status).toBe(200);
      return { token: registered.data.session.token as string, device, customerId: registered.data.customer.id as string };
    }
    async function login(phone: string, password: string, device: string, userAgent = "jest") {
      const answer = await post("/login", { phone, password, device_fingerprint: device, remember: false }, headers({ "x-forwarded-for": newIp(), "user-agent": userAgent }));
      return { status: answer.status, token: answer.data?.session?.token as string, device, data: answer.data };
    }
    const medusaJwt = async (s: { token: string; device: string }) => (await get("/store/phone-auth/session", as(s))).data.token as string;
    const bearer = (jwt: string) => headers({ authorization: `Bearer ${jwt}` });

    beforeAll(async () => {
      fs.rmSync(outbox.file, { force: true });
      publishableKey = (await seedDemoData(getContainer(), { demoAccounts: true })).publishableKey;
    });

    describe("orders", () => {
      it("seeds Ama's order history (delivered, shipped, placed) idempotently with Medusa's workflows", async () => {
        const again = await seedDemoOrders(getContainer(), { customerPhone: DEMO_ACCOUNTS.shopper.phone, regionName: SEED.regionName, salesChannelName: SEED.salesChannelName });
        expect(again).toEqual([]);
        const ama = await login("0244000001", DEMO_ACCOUNTS.shopper.password, "amaorders");
        expect(ama.status).toBe(200);
        const list = await get("/store/orders?fields=id,display_id,status,fulfillment_status,payment_status,total,metadata&order=-created_at", bearer(await medusaJwt(ama)));
        expect(list.status).toBe(200);
        const byKey = new Map(list.data.orders.map((o: any) => [o.metadata?.glow_demo_order, o]));
        expect([...byKey.keys()].sort()).toEqual(["delivered", "placed", "shipped"]);
        expect((byKey.get("delivered") as any).fulfillment_status).toBe("delivered");
        expect((byKey.get("delivered") as any).payment_status).toBe("captured");
        expect((byKey.get("shipped") as any).fulfillment_status).toBe("shipped");
        expect((byKey.get("placed") as any).fulfillment_status).toBe("not_fulfilled");
        expect((byKey.get("placed") as any).payment_status).toBe("authorized");
        // Ashanti delivery (GH₵45) + 2 × shea butter + black soap: a real total, not zero.
        expect(Number((byKey.get("delivered") as any).total)).toBeGreaterThan(45);
      });

      it("shows a customer only their own orders: another customer gets an empty list and 404 for Ama's order", async () => {
        const ama = await login("0244000001", DEMO_ACCOUNTS.shopper.password, "amaiso");
        const amaOrders = (await get("/store/orders?fields=id", bearer(await medusaJwt(ama)))).data.orders;
        expect(amaOrders.length).toBeGreaterThanOrEqual(3);
        const other = await createAccount(1, "otherorders");
        const jwt = await medusaJwt(other);
        const list = await get("/store/orders?fields=id", bearer(jwt));
        expect(list.status).toBe(200);
        expect(list.data.orders).toEqual([]);
        // Medusa alone would show any order to whoever knows its id; the plugin restricts it to the owner.
        const peek = await get(`/store/orders/${amaOrders[0].id}`, bearer(jwt));
        expect(peek.status).toBe(404);
        expect(peek.data).toEqual({ message: "Order not found." });
        expect((await get(`/store/orders/${amaOrders[0].id}`, headers())).status).toBe(401);
        expect((await get(`/store/orders/${amaOrders[0].id}?fields=id`, bearer(await medusaJwt(ama)))).status).toBe(200);
        // Signed out: no orders at all.
        expect((await get("/store/orders", headers())).status).toBe(401);
      });

      it("refuses another customer's order on every order route, method and spelling, all at once", async () => {
        const ama = await login("0244000001", DEMO_ACCOUNTS.shopper.password, "amatransfer");
        const amaJwt = await medusaJwt(ama);
        const orderId = (await get("/store/orders?fields=id", bearer(amaJwt))).data.orders[0].id as string;
        const other = await createAccount(2, "othertransfer");
        const otherJwt = await medusaJwt(other);
        // Medusa's transfer request takes any signed-in customer and answers with the whole order
        // (address, phone, items); Glow has no guest orders to claim, so only the owner reaches any of them.
        const probes = [
          ["GET", `/store/orders/${orderId}`],
          ["HEAD", `/store/orders/${orderId}`],
          ["GET", `/store/ORDERS/${orderId}`],
          ["GET", `/store/orders/${encodeURIComponent(orderId).replace("_", "%5F")}`],
          ["GET", `/store/orders/${orderId}/`],
          ["PATCH", `/store/orders/${orderId}`],
          ["DELETE", `/store/orders/${orderId}`],
          ["POST", `/store/orders/${orderId}/transfer/request`],
          ["POST", `/store/Orders/${orderId}/transfer/request`],
          ["POST", `/store/orders/${orderId}/transfer/cancel`],
          ["POST", `/store/orders/${orderId}/transfer/accept`],
          ["POST", `/store/orders/${orderId}/transfer/decline`],
        ] as const;
        const send = (method: string, url: string, auth: Record<string, string>) =>
          api.request({ method, url, data: method === "POST" ? { token: "guess", description: "mine now" } : undefined, headers: headers(auth), validateStatus: () => true });
        for (const auth of [{ authorization: `Bearer ${otherJwt}` }, {}] as Array<Record<string, string>>) {
          const answers = await Promise.all(probes.map(([method, url]) => send(method, url, auth)));
          for (const [i, answer] of answers.entries()) {
            // Another customer: the same 404 as an unknown order. Signed out: 401 or that 404.
            const refused = auth.authorization ? [404] : [401, 404];
            expect({ probe: probes[i], refused: refused.includes(answer.status) }).toEqual({ probe: probes[i], refused: true });
            expect(JSON.stringify(answer.data ?? "")).not.toMatch(/address_1|0244000001/);
          }
        }
        // Nothing was changed on Ama's order: no transfer pending, and she still reads it.
        const mine = await get(`/store/orders/${orderId}?fields=id,customer_id`, bearer(amaJwt));
        expect(mine.status).toBe(200);
        expect(mine.data.order.customer_id).toBe((await get("/store/customers/me?fields=id", bearer(amaJwt))).data.customer.id);
        const { data: changes } = await getContainer().resolve(ContainerRegistrationKeys.QUERY).graph({ entity: "order_change", fields: ["id", "change_type"], filters: { order_id: orderId } });
        expect(changes.filter((change) => change.change_type === "transfer")).toEqual([]);
      });
    });

    describe("phone change", () => {
      it("needs a code sent to the new number, refuses a wrong code and a number in use, then moves sign-in to the new number", async () => {
        const me = await createAccount(10, "phonechange10");
        const other = await createAccount(11, "phonechange11");
        expect(other.customerId).not.toBe(me.customerId);

        // The current number is refused; bad numbers are a plain 400.
        expect((await post("/phone-change/code", { phone: local(10) }, as(me))).data.message).toBe("This is already your phone number.");
        const bad = await post("/phone-change/code", { phone: "12345" }, as(me));
        expect(bad.status).toBe(400);
        expect(bad.data.message).toMatch(/0XXXXXXXXX/);
        // Signed out: 401.
        expect((await post("/phone-change/code", { phone: local(12) }, headers())).status).toBe(401);

        // A number with an account gets the same answer as a free one (no enumeration at this step)…
        const usedBefore = outbox.count(e164(11));
        const toUsed = await post("/phone-change/code", { phone: local(11) }, as(me, newIp()));
        expect(toUsed.status).toBe(200);
        expect(toUsed.data).toEqual({ sent: true, expires_in: 600, resend_in: 60 });
        const usedCode = digitsIn((await outbox.next(e164(11), usedBefore)).body);
        // …and only the holder of that phone learns it is taken, when the right code comes back.
        const refused = await post("/phone-change", { phone: local(11), code: usedCode, current_password: "secret-pass" }, as(me));
        expect(refused.status).toBe(409);
        expect(refused.data.message).not.toMatch(/Akosua|Asante/);

        const freeBefore = outbox.count(e164(12));
        expect((await post("/phone-change/code", { phone: local(12) }, as(me, newIp()))).status).toBe(200);
        const sms = await outbox.next(e164(12), freeBefore);
        const code = digitsIn(sms.body);
        // Limits: one code per number per minute (429 with retryAfter).
        const tooSoon = await post("/phone-change/code", { phone: local(12) }, as(me, newIp()));
        expect(tooSoon.status).toBe(429);
        expect(tooSoon.data.retryAfter).toBeGreaterThan(0);
        // A wrong code is refused; the code is bound to this customer: the other account cannot use it.
        const wrong = code === "000000" ? "111111" : "000000";
        expect((await post("/phone-change", { phone: local(12), code: wrong, current_password: "secret-pass" }, as(me))).status).toBe(401);
        expect((await post("/phone-change", { phone: local(12), code, current_password: "secret-pass" }, as(other))).status).toBe(401);
        // A session alone is not enough (ADR 086): without the password, or with a wrong one, nothing changes.
        const noPassword = await post("/phone-change", { phone: local(12), code }, as(me));
        expect(noPassword.status).toBe(400);
        expect(noPassword.data.message).toBe("Please enter your current password to confirm it's you.");
        const wrongPassword = await post("/phone-change", { phone: local(12), code, current_password: "not-my-password" }, as(me));
        expect(wrongPassword.status).toBe(400);
        expect(wrongPassword.data.message).toBe("Your current password is not right.");

        // Another signed-in device of the owner, signed out by the change.
        const elsewhere = await login(local(10), "secret-pass", "phonechange10x");
        expect(elsewhere.status).toBe(200);
        const oldBefore = outbox.count(e164(10));
        const changed = await post("/phone-change", { phone: local(12), code, current_password: "secret-pass" }, as(me));
        expect(changed.status).toBe(200);
        expect(changed.data.customer.phone).toBe(e164(12));
        // The old number is told, without a code.
        const notice = await outbox.next(e164(10), oldBefore);
        expect(notice.body).toMatch(/phone number was just changed/);
        expect(notice.body).not.toMatch(/\d{6}/);
        // Done: the same request again is refused (it is now the account's number).
        expect((await post("/phone-change", { phone: local(12), code, current_password: "secret-pass" }, as(me))).data.message).toBe("This is already your phone number.");
        // This session stays signed in, the other device is signed out; sign-in now uses the new number, not the old one.
        expect((await get("/store/phone-auth/session", as(me))).status).toBe(200);
        expect((await get("/store/phone-auth/session", as(elsewhere))).status).toBe(401);
        expect((await login(local(12), "secret-pass", "phonechange10b")).status).toBe(200);
        expect((await login(local(10), "secret-pass", "phonechange10c")).status).toBe(401);
        const customer = await getContainer().resolve(Modules.CUSTOMER).retrieveCustomer(me.customerId);
        expect(customer.phone).toBe(e164(12));
        // The generic profile route still refuses phone changes.
        const generic = await api.post("/store/customers/me", { phone: local(13) }, { headers: bearer(await medusaJwt(me)), validateStatus: () => true });
        expect(generic.status).toBe(400);
      });
    });

    describe("password change", () => {
      it("requires the current password and signs out the other devices, not this one", async () => {
        const here = await createAccount(20, "pwhere", "first-pass");
        const there = await login(local(20), "first-pass", "pwthere");
        expect(there.status).toBe(200);

        const wrong = await post("/password", { current_password: "not-it", new_password: "second-pass" }, as(here));
        expect(wrong.status).toBe(400);
        expect(wrong.data.message).toBe("Your current password is not right.");
        expect((await get("/store/phone-auth/session", as(there))).status).toBe(200);
        expect((await post("/password", { current_password: "first-pass", new_password: "123" }, as(here))).status).toBe(400);

        const changed = await post("/password", { current_password: "first-pass", new_password: "second-pass" }, as(here));
        expect(changed.status).toBe(200);
        expect(changed.data).toEqual({ changed: true, signed_out_devices: 1 });
        const kicked = await get("/store/phone-auth/session", as(there));
        expect(kicked.status).toBe(401);
        expect(kicked.data).toMatchObject({ autoLogout: true, logoutAllDevices: false, reason: "password_changed" });
        expect((await get("/store/phone-auth/session", as(here))).status).toBe(200);
        expect((await login(local(20), "first-pass", "pwagain")).status).toBe(401);
        expect((await login(local(20), "second-pass", "pwagain")).status).toBe(200);
      });
    });

    describe("signed-in devices", () => {
      it("lists devices with this one marked, signs out one, refuses other customers' sessions, signs out all", async () => {
        const laptop = await createAccount(30, "devlaptop");
        const phone = await login(local(30), "secret-pass", "devphone", "Mozilla/5.0 (Linux; Android 13) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36");
        const tablet = await login(local(30), "secret-pass", "devtablet");
        const list = await get("/store/phone-auth/sessions", as(laptop));
        expect(list.status).toBe(200);
        expect(list.data.sessions).toHaveLength(3);
        expect(list.data.sessions.filter((s: any) => s.current)).toHaveLength(1);
        const phoneEntry = list.data.sessions.find((s: any) => s.device === "Chrome on Android");
        expect(phoneEntry).toBeDefined();
        expect(phoneEntry.current).toBe(false);
        expect(Object.keys(phoneEntry).sort()).toEqual(["current", "device", "id", "last_seen_at", "signed_in_at"]);

        const revoke = await post(`/sessions/${phoneEntry.id}/revoke`, {}, as(laptop));
        expect(revoke.status).toBe(200);
        const kicked = await get("/store/phone-auth/session", as(phone));
        expect(kicked.data).toMatchObject({ autoLogout: true, logoutAllDevices: false, reason: "signed_out_by_customer" });
        expect((await get("/store/phone-auth/sessions", as(laptop))).data.sessions).toHaveLength(2);

        // Another customer's session id is not theirs to end.
        const stranger = await createAccount(31, "devstranger");
        const strangerId = (await get("/store/phone-auth/sessions", as(stranger))).data.sessions[0].id;
        expect((await post(`/sessions/${strangerId}/revoke`, {}, as(laptop))).status).toBe(404);
        expect((await get("/store/phone-auth/session", as(stranger))).status).toBe(200);

        const all = await post("/sessions/revoke-all", {}, as(tablet));
        expect(all.status).toBe(200);
        expect((await get("/store/phone-auth/session", as(tablet))).status).toBe(401);
        expect((await get("/store/phone-auth/session", as(laptop))).data.reason).toBe("signed_out_by_customer");
        expect((await get("/store/phone-auth/session", as(stranger))).status).toBe(200);
      });
    });

    describe("profile", () => {
      it("updates names and the optional email, and refuses an email another account uses with a plain 409", async () => {
        await createAccount(40, "profile40", "secret-pass", "taken.account@example.com");
        const me = await createAccount(41, "profile41");
        const taken = await post("/profile", { first_name: "Abena", last_name: "Asante", email: "Taken.Account@example.com" }, as(me));
        expect(taken.status).toBe(409);
        expect(taken.data.message).toBe("This email address is already used by another account.");
        expect((await post("/profile", { first_name: "", last_name: "Asante" }, as(me))).data.message).toBe("Please enter your first name.");
        expect((await post("/profile", { first_name: "A", last_name: "B", email: "not-an-email" }, as(me))).status).toBe(400);
        const ok = await post("/profile", { first_name: "Abena", last_name: "Asante", email: "Free.Account@example.com" }, as(me));
        expect(ok.status).toBe(200);
        expect(ok.data.customer).toMatchObject({ first_name: "Abena", email: "free.account@example.com" });
        const cleared = await post("/profile", { first_name: "Abena", last_name: "Asante", email: "" }, as(me));
        expect(cleared.data.customer.email).toBeNull();
        expect((await post("/profile", { first_name: "X", last_name: "Y" }, headers())).status).toBe(401);
      });
    });

    describe("account deletion", () => {
      it("needs the typed confirmation and the password; removes sign-in, sessions, addresses and wishlist; keeps orders anonymised", async () => {
        const container = getContainer();
        const me = await createAccount(50, "delete50", "secret-pass", "leaving@example.com");
        const second = await login(local(50), "secret-pass", "delete50b");
        const jwt = await medusaJwt(me);
        // An order history (the demo order builder works for any phone), an address and a wishlist item.
        const orderIds = await seedDemoOrders(container, { customerPhone: e164(50), regionName: SEED.regionName, salesChannelName: SEED.salesChannelName });
        expect(orderIds).toHaveLength(3);
        const products = await get("/store/products?limit=1&fields=id", headers());
        expect((await api.post("/store/wishlist/items", { product_id: products.data.products[0].id }, { headers: bearer(jwt), validateStatus: () => true })).status).toBe(200);
        const customerModule = container.resolve(Modules.CUSTOMER);
        expect((await customerModule.listCustomerAddresses({ customer_id: me.customerId })).length).toBe(1);

        expect((await post("/account/delete", { password: "secret-pass", confirmation: "delete me" }, as(me))).status).toBe(400);
        const wrongPassword = await post("/account/delete", { password: "nope", confirmation: "DELETE" }, as(me));
        expect(wrongPassword.status).toBe(400);
        expect(wrongPassword.data.message).toBe("Your current password is not right.");
        expect((await get("/store/phone-auth/session", as(me))).status).toBe(200);

        const deleted = await post("/account/delete", { password: "secret-pass", confirmation: "DELETE" }, as(me));
        expect(deleted.status).toBe(200);
        expect(deleted.data).toEqual({ deleted: true, anonymised_orders: 3 });

        // Every session ends; the number no longer signs in.
        expect((await get("/store/phone-auth/session", as(me))).data).toMatchObject({ autoLogout: true, reason: "account_deleted" });
        expect((await get("/store/phone-auth/session", as(second))).status).toBe(401);
        expect((await login(local(50), "secret-pass", "delete50c")).status).toBe(401);
        const auth = container.resolve(Modules.AUTH);
        expect(await auth.listProviderIdentities({ provider: "phone", entity_id: e164(50) })).toEqual([]);
        // Addresses gone, customer soft-deleted and scrubbed.
        expect(await customerModule.listCustomerAddresses({ customer_id: me.customerId })).toEqual([]);
        expect(await customerModule.listCustomers({ id: me.customerId })).toEqual([]);
        const [scrubbed] = await customerModule.listCustomers({ id: me.customerId }, { withDeleted: true });
        expect(scrubbed).toMatchObject({ email: null, phone: null, first_name: "Deleted", last_name: "customer" });
        // Wishlist removed by the wishlist plugin's customer.deleted subscriber.
        const wishlist = container.resolve<any>("wishlist");
        const { value: left } = await poll(async () => (await wishlist.listWishlists({ customer_id: me.customerId })).length, (n) => n === 0, { timeoutMs: 5_000 });
        expect(left).toBe(0);
        // Orders stay for the shop, without the person: no email, name, phone, street or GPS; city and region remain.
        const orders = await container.resolve(Modules.ORDER).listOrders({ id: orderIds }, { relations: ["shipping_address"] });
        expect(orders).toHaveLength(3);
        for (const order of orders as any[]) {
          expect(order.email).toBeNull();
          expect(order.shipping_address).toMatchObject({ first_name: "Deleted", last_name: "customer", phone: null, address_1: null, address_2: null, postal_code: null });
          expect(order.shipping_address.city).toEqual(expect.any(String));
          expect(order.shipping_address.province).toEqual(expect.any(String));
        }
        // The number can start a new account.
        expect((await createAccount(50, "delete50new")).customerId).not.toBe(me.customerId);
      });

      it("refuses deleting a shop admin account here (403)", async () => {
        const kofi = await login("0244000000", DEMO_ACCOUNTS.shopAdmin.password, "kofidelete");
        expect(kofi.status).toBe(200);
        const refused = await post("/account/delete", { password: DEMO_ACCOUNTS.shopAdmin.password, confirmation: "DELETE" }, as(kofi));
        expect(refused.status).toBe(403);
        expect((await get("/store/phone-auth/session", as(kofi))).status).toBe(200);
      });
    });
  },
});
