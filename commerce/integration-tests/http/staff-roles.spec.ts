import { medusaIntegrationTestRunner } from "@medusajs/test-utils";
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils";
import { createUserAccountWorkflow } from "@medusajs/medusa/core-flows";
import { STAFF_ROLE_IDS } from "../../src/api/security/staff-roles";
import staffRolesMigration from "../../src/migration-scripts/staff-roles";
import { rawRequester, type RawAnswer } from "../support/raw-request";
import { placePayOnDeliveryOrder, seededShopRequests } from "../support/shop";
import { registerShopper } from "../support/shoppers";
import { suiteNumbers } from "../support/suite-numbers";

jest.setTimeout(300_000);

const { local, newIp } = suiteNumbers("0208", "10.94");
const PASSWORD = "Roles#Staff-2026";

/**
 * Staff roles (issue 30 point 3, ADR 225) on a real Medusa + Postgres: staff invited with a role get
 * that role; an assistant handles orders but is refused prices, refunds, staff and settings; a rider
 * only moves parcels; refusals are 403 `{ message }` in every spelling of the path and under
 * parallel attempts; staff from before roles are owners after the migration.
 */
medusaIntegrationTestRunner({
  inApp: true,
  env: {},
  testSuite: ({ api, getContainer }) => {
    const { shop, store } = seededShopRequests(api, getContainer);
    const raw = rawRequester(() => new URL(String(api.defaults.baseURL)), { freshConnections: true });
    const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
    const query = () => getContainer().resolve(ContainerRegistrationKeys.QUERY);
    let regionId = "";
    let shopperCount = 0;
    let priceListId = "";
    let variant = { id: "", productId: "" };
    const tokens = { assistant: "", rider: "" };

    async function signIn(email: string): Promise<string> {
      const answer = await raw("POST", "/auth/user/emailpass", { email, password: PASSWORD }, { "x-forwarded-for": newIp() });
      expect(answer.status).toBe(200);
      return answer.body.token as string;
    }

    /** The owner invites `email` with `roleId`; the invitee registers from the invite page, accepts and signs in. */
    async function inviteStaff(email: string, roleId: string): Promise<string> {
      const invited = await raw("POST", "/admin/invites", { email, roles: [roleId] }, bearer(shop.staffToken));
      expect(invited.status).toBe(200);
      const inviteToken = invited.body.invite.token as string;
      const invitePage = `${new URL(String(api.defaults.baseURL)).origin}/app/invite?token=${inviteToken}`;
      const registered = await raw("POST", "/auth/user/emailpass/register", { email, password: PASSWORD }, { referer: invitePage, "x-forwarded-for": newIp() });
      expect(registered.status).toBe(200);
      const accepted = await raw("POST", `/admin/invites/accept?token=${inviteToken}`, { email, first_name: "Akosua", last_name: "Staff" }, bearer(registered.body.token));
      expect(accepted.status).toBe(200);
      return signIn(email);
    }

    /** A pay-on-delivery order of a new shopper: its id, its line and its payment. */
    async function placeOrder(): Promise<{ id: string; lineId: string; paymentId: string }> {
      shopperCount += 1;
      const { token } = await registerShopper(api as any, getContainer(), shop.publishableKey, {
        phone: local(shopperCount),
        firstName: "Ama",
        password: "Roles#Shopper-2026",
        device: `roles${shopperCount}`,
        ip: newIp(),
      });
      const auth = store(token);
      const placed = await placePayOnDeliveryOrder(api, auth, { regionId, lines: [{ variantId: variant.id, quantity: 1 }] });
      const order = await raw("GET", `/admin/orders/${placed.id}?fields=id,items.id,payment_collections.payments.id`, undefined, bearer(shop.staffToken));
      return { id: placed.id, lineId: order.body.order.items[0].id, paymentId: order.body.order.payment_collections[0].payments[0].id };
    }

    const expectRefused = (answer: RawAnswer, what: string) => {
      expect({ what, status: answer.status }).toEqual({ what, status: 403 });
      expect(typeof answer.body.message).toBe("string");
      expect(answer.body.message.length).toBeGreaterThan(10);
    };

    /** What an assistant and a rider must never do, as [method, path, body]. */
    const forbiddenToBoth = (paymentId: string): Array<[string, string, unknown]> => [
      ["POST", `/admin/price-lists/${priceListId}/prices/batch`, { create: [{ variant_id: variant.id, amount: 1, currency_code: "ghs" }] }],
      ["POST", `/admin/price-lists/${priceListId}`, { title: "Everything free" }],
      ["POST", `/admin/products/${variant.productId}/variants/${variant.id}`, { prices: [{ amount: 1, currency_code: "ghs" }] }],
      ["POST", `/admin/payments/${paymentId}/refund`, { amount: 1 }],
      ["POST", "/admin/invites", { email: "friend@glow.local", roles: [STAFF_ROLE_IDS.owner] }],
      ["POST", "/admin/stores/" + "{store}", { name: "Not Glow" }],
      ["POST", "/admin/rbac/roles", { name: "Everything" }],
      // The dashboard's Export download (order and product exports are the owner's and manager's).
      ["GET", "/admin/glow/private-files/private-1-order-exports.csv", undefined],
    ];

    let storeId = "";
    const withStore = (path: string) => path.replace("{store}", storeId);

    beforeAll(async () => {
      const { data } = await api.get("/store/regions", store());
      regionId = data.regions.find((r: any) => r.name === "Ghana").id;
      const { data: products } = await query().graph({ entity: "product", fields: ["id", "variants.id", "variants.inventory_items.inventory_item_id"], filters: { status: "published" } });
      const product = (products as any[]).find((p) => p.variants?.[0]?.inventory_items?.[0]);
      variant = { id: product.variants[0].id, productId: product.id };
      const inventory = getContainer().resolve(Modules.INVENTORY);
      const [level] = await inventory.listInventoryLevels({ inventory_item_id: product.variants[0].inventory_items[0].inventory_item_id });
      await inventory.updateInventoryLevels([{ inventory_item_id: level!.inventory_item_id, location_id: level!.location_id, stocked_quantity: 500 }]);
      const list = await raw("POST", "/admin/price-lists", { title: "Roles sale", description: "staff roles suite", type: "sale", status: "draft", prices: [] }, bearer(shop.staffToken));
      expect(list.status).toBe(200);
      priceListId = list.body.price_list.id;
      storeId = (await raw("GET", "/admin/stores", undefined, bearer(shop.staffToken))).body.stores[0].id;
      tokens.assistant = await inviteStaff("assistant@glow.local", STAFF_ROLE_IDS.assistant);
      tokens.rider = await inviteStaff("rider@glow.local", STAFF_ROLE_IDS.rider);
    });

    it("gives the invited staff the invite's role", async () => {
      const { data } = await query().graph({ entity: "user", fields: ["email", "rbac_roles.id"], filters: { email: ["assistant@glow.local", "rider@glow.local"] } });
      const roles = Object.fromEntries((data as any[]).map((u) => [u.email, u.rbac_roles.map((r: any) => r.id)]));
      expect(roles).toEqual({ "assistant@glow.local": [STAFF_ROLE_IDS.assistant], "rider@glow.local": [STAFF_ROLE_IDS.rider] });
    });

    it("lets an assistant list orders, fulfil, collect the cash and edit a customer, and refuses prices, refunds, staff and settings", async () => {
      const order = await placeOrder();
      const headers = bearer(tokens.assistant);
      const list = await raw("GET", "/admin/orders?fields=id&limit=5", undefined, headers);
      expect(list.status).toBe(200);
      expect(list.body.orders.length).toBeGreaterThan(0);
      const fulfilled = await raw("POST", `/admin/orders/${order.id}/fulfillments?fields=fulfillments.id`, { items: [{ id: order.lineId, quantity: 1 }] }, headers);
      expect(fulfilled.status).toBe(200);
      expect(fulfilled.body.order.fulfillments).toHaveLength(1);
      const captured = await raw("POST", `/admin/payments/${order.paymentId}/capture`, {}, headers);
      expect(captured.status).toBe(200);
      const consultations = await raw("GET", "/admin/consultations", undefined, headers);
      expect(consultations.status).toBe(200);

      for (const [method, path, body] of forbiddenToBoth(order.paymentId)) expectRefused(await raw(method, withStore(path), body, headers), `${method} ${path}`);
      // Nothing moved: no price in the list, no refund, no invite, the store's name kept.
      const { data: lists } = await query().graph({ entity: "price_list", fields: ["title", "prices.id"], filters: { id: priceListId } });
      expect(lists[0]).toMatchObject({ title: "Roles sale", prices: [] });
      const { data: payments } = await query().graph({ entity: "payment", fields: ["refunds.id"], filters: { id: order.paymentId } });
      expect((payments[0] as any).refunds ?? []).toEqual([]);
      expect(await getContainer().resolve(Modules.USER).listInvites({ email: "friend@glow.local" })).toEqual([]);
      // The owner still may: the demo staff user is the shop's owner.
      const refund = await raw("POST", `/admin/payments/${order.paymentId}/refund`, { amount: 1 }, bearer(shop.staffToken));
      expect(refund.status).toBe(200);
    });

    it("lets a rider see orders and mark a parcel shipped and delivered, and nothing else", async () => {
      const order = await placeOrder();
      const fulfilled = await raw("POST", `/admin/orders/${order.id}/fulfillments?fields=fulfillments.id`, { items: [{ id: order.lineId, quantity: 1 }] }, bearer(tokens.assistant));
      const fulfillmentId = fulfilled.body.order.fulfillments[0].id as string;
      const headers = bearer(tokens.rider);
      expect((await raw("GET", `/admin/orders/${order.id}`, undefined, headers)).status).toBe(200);
      expect((await raw("POST", `/admin/orders/${order.id}/fulfillments/${fulfillmentId}/shipments`, { items: [{ id: order.lineId, quantity: 1 }] }, headers)).status).toBe(200);
      expect((await raw("POST", `/admin/orders/${order.id}/fulfillments/${fulfillmentId}/mark-as-delivered`, {}, headers)).status).toBe(200);
      const { data } = await query().graph({ entity: "order", fields: ["fulfillments.shipped_at", "fulfillments.delivered_at"], filters: { id: order.id } });
      expect((data[0] as any).fulfillments[0]).toMatchObject({ shipped_at: expect.anything(), delivered_at: expect.anything() });

      for (const [method, path, body] of [
        ...forbiddenToBoth(order.paymentId),
        ["POST", `/admin/orders/${order.id}/fulfillments`, { items: [{ id: order.lineId, quantity: 1 }] }] as [string, string, unknown],
        ["POST", `/admin/payments/${order.paymentId}/capture`, {}] as [string, string, unknown],
        ["GET", "/admin/consultations", undefined] as [string, string, unknown],
        ["GET", "/admin/glow/reports/sales", undefined] as [string, string, unknown],
      ]) expectRefused(await raw(method, withStore(path), body, headers), `${method} ${path}`);
    });

    it("refuses a forbidden route in every spelling, and 30 parallel attempts all alike", async () => {
      const headers = bearer(tokens.assistant);
      const batch = { create: [{ variant_id: variant.id, amount: 1, currency_code: "ghs" }] };
      const spellings = [
        `/admin/price-lists/${priceListId}/prices/batch`,
        `/ADMIN/PRICE-LISTS/${priceListId}/PRICES/BATCH`,
        `/admin/Price-Lists/${priceListId}/prices/batch/`,
        `/admin/price-list%73/${priceListId}/prices/batch`,
        `/admin/%70rice-lists/${priceListId}/prices/%62atch`,
        `/admin//price-lists/${priceListId}/prices/batch`,
        `/admin/price-lists/${priceListId}/prices/batch?fields=id`,
        `/admin/./price-lists/${priceListId}/prices/batch`,
      ];
      for (const path of spellings) expectRefused(await raw("POST", path, batch, headers), path);
      for (const path of ["/admin/PAYMENTS/pay_x/refund", "/admin/payments/pay_x/%72efund", "/Admin/Invites", "/admin/invite%73"]) {
        expectRefused(await raw("POST", path, { amount: 1, email: "x@glow.local" }, headers), path);
      }
      const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => raw("POST", spellings[i % spellings.length]!, batch, i % 2 ? bearer(tokens.rider) : headers)));
      expect(answers.map((a) => a.status)).toEqual(answers.map(() => 403));
      const { data: lists } = await query().graph({ entity: "price_list", fields: ["prices.id"], filters: { id: priceListId } });
      expect((lists[0] as any).prices).toEqual([]);
    });

    it("refuses staff without a role, until the migration makes staff from before roles owners", async () => {
      const email = "before-roles@glow.local";
      const { authIdentity } = await getContainer().resolve(Modules.AUTH).register("emailpass", { body: { email, password: PASSWORD } } as any);
      await createUserAccountWorkflow(getContainer()).run({ input: { authIdentityId: authIdentity!.id, userData: { email } } });
      const before = await raw("GET", "/admin/orders?fields=id", undefined, bearer(await signIn(email)));
      expectRefused(before, "no role");
      expect(before.body.message).toMatch(/no role/i);

      await staffRolesMigration({ container: getContainer() });
      const after = await raw("GET", "/admin/orders?fields=id", undefined, bearer(await signIn(email)));
      expect(after.status).toBe(200);
      // Staff who had a role keep it.
      const { data } = await query().graph({ entity: "user", fields: ["email", "rbac_roles.id"], filters: { email: ["assistant@glow.local", email] } });
      expect(Object.fromEntries((data as any[]).map((u) => [u.email, u.rbac_roles.map((r: any) => r.id)]))).toEqual({
        "assistant@glow.local": [STAFF_ROLE_IDS.assistant],
        [email]: [STAFF_ROLE_IDS.owner],
      });
    });

    it("takes a role away at once, not when the staff member's token runs out", async () => {
      const email = "leaving@glow.local";
      const token = await inviteStaff(email, STAFF_ROLE_IDS.assistant);
      expect((await raw("GET", "/admin/orders?fields=id", undefined, bearer(token))).status).toBe(200);
      const { data } = await query().graph({ entity: "user", fields: ["id"], filters: { email } });
      const removed = await raw("DELETE", `/admin/users/${(data[0] as any).id}/roles/${STAFF_ROLE_IDS.assistant}`, undefined, bearer(shop.staffToken));
      expect(removed.status).toBe(200);
      expectRefused(await raw("GET", "/admin/orders?fields=id", undefined, bearer(token)), "role taken away");
    });
  },
});
