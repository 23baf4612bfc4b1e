import { medusaIntegrationTestRunner } from "@medusajs/test-utils";
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils";
import { ORDER_RETURNS_PATH, OrderReturnsAnswerSchema, ReturnRequestAnswerSchema } from "@glow/shop-contracts";
import orderReturnReceivedSms from "@glow/plugin-payments/subscribers/order-return-received-sms";
import orderRefundedSms from "@glow/plugin-payments/subscribers/order-refunded-sms";
import { PAYMENT_PROVIDERS } from "../../src/scripts/seed-data/checkout";
import { suiteOutbox } from "../shared/sms-outbox";
import { answer, placePayOnDeliveryOrder, seededShopRequests } from "../support/shop";
import { registerShopper } from "../support/shoppers";
import { suiteNumbers } from "../support/suite-numbers";
import { waitFor } from "../support/poll";

jest.setTimeout(300_000);

const outbox = suiteOutbox("returns");
const { local, newIp } = suiteNumbers("0236", "10.96");

/**
 * Returns from the order page (ADR 230) on real Medusa + Postgres: only the order's own customer may
 * ask; 30 identical requests at once open one return; quantities beyond what was delivered less what
 * was asked back, and requests after the window, are refused in plain words; the request is a pending
 * Medusa return that staff confirm, receive (stock back) and refund (cash for pay on delivery), the
 * shopper reading each state and getting one SMS for "received" and one for "refunded".
 */
medusaIntegrationTestRunner({
  inApp: true,
  env: {},
  testSuite: ({ api, getContainer }) => {
    const { shop, store, admin } = seededShopRequests(api, getContainer);
    const container = () => getContainer();
    const query = () => container().resolve(ContainerRegistrationKeys.QUERY);
    let regionId = "";
    let shopperCount = 0;

    beforeAll(async () => {
      const { data } = await api.get("/store/regions", store());
      regionId = data.regions.find((r: any) => r.name === "Ghana").id;
    });

    async function shopper() {
      shopperCount += 1;
      return registerShopper(api, container(), shop.publishableKey, {
        phone: local(shopperCount),
        firstName: "Akosua",
        password: "Return#Shop-2026",
        device: `returns${shopperCount}`,
        ip: newIp(),
      });
    }

    /** Two seeded products with plenty of stock: their variant and inventory item. */
    async function twoVariants(): Promise<Array<{ variantId: string; productId: string; inventoryItemId: string }>> {
      const { data } = await api.get("/store/products?limit=2&order=handle&fields=id,variants.id", store());
      const out = [];
      for (const product of data.products.slice(0, 2)) {
        const variantId = product.variants[0].id as string;
        const { data: variants } = await query().graph({ entity: "variant", fields: ["inventory_items.inventory_item_id"], filters: { id: variantId } });
        const inventoryItemId = (variants[0] as any).inventory_items[0].inventory_item_id as string;
        const inventory = container().resolve(Modules.INVENTORY);
        const [level] = await inventory.listInventoryLevels({ inventory_item_id: inventoryItemId });
        await inventory.updateInventoryLevels([{ inventory_item_id: inventoryItemId, location_id: level!.location_id, stocked_quantity: 500 }]);
        out.push({ variantId, productId: product.id as string, inventoryItemId });
      }
      return out;
    }

    async function stockOf(inventoryItemId: string): Promise<number> {
      const levels = await container().resolve(Modules.INVENTORY).listInventoryLevels({ inventory_item_id: inventoryItemId });
      return levels.reduce((sum, l) => sum + Number(l.stocked_quantity), 0);
    }

    interface Delivered {
      orderId: string;
      displayId: number;
      token: string;
      phone: string;
      lines: Array<{ id: string; productId: string; inventoryItemId: string; quantity: number }>;
      fulfillmentId: string;
    }

    /** A pay-on-delivery order of a new shopper: 2 of one product and 1 of another, placed, fulfilled, shipped and (unless told) delivered. */
    async function order(options: { deliver?: boolean } = {}): Promise<Delivered> {
      const { token, phone } = await shopper();
      const auth = store(token);
      const variants = await twoVariants();
      const placed = await placePayOnDeliveryOrder(api, auth, {
        regionId,
        lines: [
          { variantId: variants[0]!.variantId, quantity: 2 },
          { variantId: variants[1]!.variantId, quantity: 1 },
        ],
      });
      const orderId = placed.id;
      const { data: full } = await api.get(`/admin/orders/${orderId}?fields=id,display_id,items.id,items.variant_id`, admin());
      const lines = (full.order.items as any[]).map((item) => {
        const variant = variants.find((v) => v.variantId === item.variant_id)!;
        // What this cart added: 2 of the first product, 1 of the second.
        return { id: item.id as string, productId: variant.productId, inventoryItemId: variant.inventoryItemId, quantity: variant === variants[0] ? 2 : 1 };
      });
      lines.sort((a, b) => b.quantity - a.quantity);
      const fulfilledAnswer = await answer(
        api.post(`/admin/orders/${orderId}/fulfillments?fields=fulfillments.id`, { items: lines.map((l) => ({ id: l.id, quantity: l.quantity })), no_notification: true }, admin()),
      );
      expect({ status: fulfilledAnswer.status, message: fulfilledAnswer.data?.message }).toEqual({ status: 200, message: undefined });
      const fulfilled = fulfilledAnswer.data;
      const fulfillmentId = fulfilled.order.fulfillments.at(-1).id as string;
      await api.post(`/admin/orders/${orderId}/fulfillments/${fulfillmentId}/shipments`, { items: lines.map((l) => ({ id: l.id, quantity: l.quantity })), no_notification: true }, admin());
      if (options.deliver !== false) {
        await api.post(`/admin/orders/${orderId}/fulfillments/${fulfillmentId}/mark-as-delivered`, { no_notification: true }, admin());
        // The rider brought the cash: staff capture it on delivery.
        const { data: withPayment } = await api.get(`/admin/orders/${orderId}?fields=payment_collections.payments.id`, admin());
        await api.post(`/admin/payments/${withPayment.order.payment_collections[0].payments[0].id}/capture`, {}, admin());
      }
      return { orderId, displayId: full.order.display_id, token, phone, lines, fulfillmentId };
    }

    const returnsPath = (orderId: string) => ORDER_RETURNS_PATH.replace(":id", orderId);
    const ask = (o: Delivered, items: Array<{ line_id: string; quantity: unknown }>, token = o.token) =>
      answer(api.post(returnsPath(o.orderId), { items, reason: "damaged", note: "The pump leaks" }, store(token)));
    const mine = async (o: Delivered) => OrderReturnsAnswerSchema.parse((await api.get(returnsPath(o.orderId), store(o.token))).data);
    const returnsOf = async (orderId: string) => {
      const { data } = await query().graph({ entity: "return", fields: ["id", "status", "items.item_id", "items.quantity"], filters: { order_id: orderId } });
      return data as any[];
    };

    it("lets only the order's own signed-in customer read or ask: 404 for another customer, 401 with the key alone", async () => {
      const o = await order();
      const stranger = await shopper();
      const item = [{ line_id: o.lines[0]!.id, quantity: 1 }];
      expect((await ask(o, item, stranger.token)).status).toBe(404);
      expect((await answer(api.get(returnsPath(o.orderId), store(stranger.token)))).status).toBe(404);
      expect((await answer(api.post(returnsPath(o.orderId), { items: item, reason: "damaged" }, store()))).status).toBe(401);
      expect((await answer(api.get(returnsPath(o.orderId), store()))).status).toBe(401);
      // An unknown order answers like someone else's.
      expect((await ask({ ...o, orderId: "order_01JUNKNOWN00000000000000000" }, item)).status).toBe(404);
      // Medusa's own store route stays closed (ADR 204).
      expect((await answer(api.post("/store/returns", { order_id: o.orderId, items: item.map((i) => ({ id: i.line_id, quantity: 1 })) }, store(o.token)))).status).toBeGreaterThanOrEqual(400);
      expect(await returnsOf(o.orderId)).toHaveLength(0);
    });

    it("refuses, in plain words, more than was delivered, broken quantities, other orders' lines and undelivered items", async () => {
      const o = await order();
      const [two, one] = o.lines;
      for (const [items, message] of [
        [[{ line_id: two!.id, quantity: 3 }], "You can return at most 2 of this item."],
        [[{ line_id: one!.id, quantity: 2 }], "You can return at most 1 of this item."],
        [[{ line_id: two!.id, quantity: 1.5 }], "Invalid request: The quantity must be a whole number."],
        [[{ line_id: two!.id, quantity: 0 }], "Invalid request: The quantity must be at least 1."],
        [[{ line_id: "ordli_01JNOTINTHISORDER000000000", quantity: 1 }], "That item is not part of this order."],
        [[], "Invalid request: Choose at least one item to return."],
      ] as const) {
        const refused = await ask(o, items as any);
        expect({ status: refused.status, message: refused.data.message }).toEqual({ status: 400, message });
      }
      expect((await answer(api.post(returnsPath(o.orderId), { items: [{ line_id: two!.id, quantity: 1 }], reason: "bored" }, store(o.token)))).data.message).toBe(
        "Invalid request: Choose why you are returning the items.",
      );

      const notYet = await order({ deliver: false });
      const refused = await ask(notYet, [{ line_id: notYet.lines[0]!.id, quantity: 1 }]);
      expect({ status: refused.status, message: refused.data.message }).toEqual({ status: 400, message: "You can ask to return an item once it has been delivered." });
      expect((await mine(notYet)).lines.every((l) => l.returnable_quantity === 0 && l.return_by === null)).toBe(true);
      expect(await returnsOf(o.orderId)).toHaveLength(0);
    });

    it("opens one return for 30 identical requests at once, and never more than was bought", async () => {
      const o = await order();
      const line = o.lines[0]!;
      const answers = await Promise.all(Array.from({ length: 30 }, () => ask(o, [{ line_id: line.id, quantity: 2 }])));
      const statuses = answers.map((a) => a.status);
      expect(statuses.filter((s) => s === 201)).toHaveLength(1);
      expect(statuses.filter((s) => s === 400)).toHaveLength(29);
      expect(new Set(answers.filter((a) => a.status === 400).map((a) => a.data.message))).toEqual(new Set(["You already asked to return items from this order. We will contact you about it first."]));
      const created = ReturnRequestAnswerSchema.parse(answers.find((a) => a.status === 201)!.data);

      const returns = await returnsOf(o.orderId);
      expect(returns.map((r) => r.id)).toEqual([created.return_id]);
      // One pending "return_request" change holding 2 units: what the dashboard's Create Return page picks up.
      const { data: changes } = await query().graph({
        entity: "order_change",
        fields: ["id", "change_type", "status", "return_id", "actions.action", "actions.details"],
        filters: { order_id: o.orderId, status: ["pending", "requested"] },
      });
      expect(changes).toHaveLength(1);
      expect(changes[0]).toMatchObject({ change_type: "return_request", return_id: created.return_id });
      expect((changes[0] as any).actions.filter((a: any) => a.action === "RETURN_ITEM").map((a: any) => Number(a.details.quantity))).toEqual([2]);
      expect(created.lines.find((l) => l.line_id === line.id)).toMatchObject({ returnable_quantity: 0, returned_quantity: 2 });
      expect(created.returns).toEqual([expect.objectContaining({ id: created.return_id, state: "requested", items: [{ line_id: line.id, quantity: 2 }] })]);
    });

    it("offers nothing after the return window and says so", async () => {
      const o = await order();
      await container()
        .resolve(Modules.FULFILLMENT)
        .updateFulfillment(o.fulfillmentId, { delivered_at: new Date(Date.now() - 15 * 24 * 60 * 60 * 1000) });
      const view = await mine(o);
      expect(view.window_days).toBe(14);
      expect(view.lines.map((l) => l.returnable_quantity)).toEqual([0, 0]);
      const refused = await ask(o, [{ line_id: o.lines[0]!.id, quantity: 1 }]);
      expect({ status: refused.status, message: refused.data.message }).toEqual({ status: 400, message: "The 14-day return window for this item has ended." });
      expect((await api.get("/store/glow/return-policy", store())).data).toEqual({ window_days: 14 });
    });

    it("walks a request through staff's confirm, receive (stock back) and cash refund; the shopper sees each state and gets one SMS for each", async () => {
      const o = await order();
      const [two, one] = o.lines;
      const { data: asked } = await api.post(returnsPath(o.orderId), { items: [{ line_id: one!.id, quantity: 1 }], reason: "wrong_item" }, store(o.token));
      const returnId = ReturnRequestAnswerSchema.parse(asked).return_id;

      // Staff: the dashboard's "Confirm Return" confirms the pending request (POST /admin/returns/:id/request).
      await api.post(`/admin/returns/${returnId}/request`, {}, admin());
      const { data: confirmed } = await api.get(`/admin/returns/${returnId}?fields=id,status,location_id,items.item_id,items.quantity,items.reason_id`, admin());
      expect(confirmed.return).toMatchObject({ status: "requested", location_id: expect.any(String), items: [expect.objectContaining({ item_id: one!.id, quantity: 1, reason_id: expect.any(String) })] });
      expect((await mine(o)).returns.map((r) => r.state)).toEqual(["requested"]);
      // The other item may still be asked back; this one no more.
      const view = await mine(o);
      expect(view.open_request).toBe(false);
      expect(view.lines.find((l) => l.line_id === one!.id)!.returnable_quantity).toBe(0);
      expect(view.lines.find((l) => l.line_id === two!.id)!.returnable_quantity).toBe(2);

      // Staff receive it: the stock comes back.
      const before = await stockOf(one!.inventoryItemId);
      await api.post(`/admin/returns/${returnId}/receive`, {}, admin());
      await api.post(`/admin/returns/${returnId}/receive-items`, { items: [{ id: one!.id, quantity: 1 }] }, admin());
      await api.post(`/admin/returns/${returnId}/receive/confirm`, {}, admin());
      expect(await stockOf(one!.inventoryItemId)).toBe(before + 1);
      const smsTo = () => outbox.read().filter((m) => m.to === o.phone);
      await waitFor(() => smsTo().find((m) => m.body.includes(`We received the items you returned from order #${o.displayId}`)), "the return-received SMS");
      let after = await mine(o);
      expect(after.returns.map((r) => r.state)).toEqual(["received"]);
      expect(after.lines.find((l) => l.line_id === one!.id)).toMatchObject({ received_quantity: 1, refunded_quantity: 0 });

      // The received item no longer offers a review; the kept one still does.
      const canReview = async (productId: string) => (await api.get(`/store/products/${productId}/can-review`, store(o.token))).data.can_review as boolean;
      expect(await canReview(one!.productId)).toBe(false);
      expect(await canReview(two!.productId)).toBe(true);

      // Pay on delivery: the cash was captured on delivery; staff record the refund as cash.
      const { data: withPayment } = await api.get(`/admin/orders/${o.orderId}?fields=payment_collections.payments.id,items.id,items.unit_price`, admin());
      const paymentId = withPayment.order.payment_collections[0].payments[0].id as string;
      const unitPrice = Number(withPayment.order.items.find((i: any) => i.id === one!.id).unit_price);
      await api.post(`/admin/payments/${paymentId}/refund`, { amount: unitPrice }, admin());
      await waitFor(() => smsTo().find((m) => m.body.includes(`for order #${o.displayId}`) && m.body.includes("We refunded")), "the refund SMS");
      after = await mine(o);
      expect(after.returns.map((r) => r.state)).toEqual(["refunded"]);
      expect(after.lines.find((l) => l.line_id === one!.id)).toMatchObject({ refunded_quantity: 1 });
      const { data: payment } = await query().graph({ entity: "payment", fields: ["id", "provider_id", "refunds.amount"], filters: { id: paymentId } });
      expect((payment[0] as any).provider_id).toBe(PAYMENT_PROVIDERS.payOnDelivery);
      expect((payment[0] as any).refunds.map((r: any) => Number(r.amount))).toEqual([unitPrice]);

      // The events again: still one SMS each.
      const pluginOptions = { storefront_url: "https://shop.glow.test" };
      await orderReturnReceivedSms({ event: { name: "order.return_received", data: { order_id: o.orderId, return_id: returnId } }, container: container(), pluginOptions } as any);
      await orderRefundedSms({ event: { name: "payment.refunded", data: { id: paymentId } }, container: container(), pluginOptions } as any);
      await outbox.drained(container());
      const bodies = smsTo().map((m) => m.body);
      expect(bodies.filter((b) => b.includes("We received the items you returned"))).toHaveLength(1);
      expect(bodies.filter((b) => b.includes("We refunded"))).toHaveLength(1);
    });

    it("shows a return staff cancelled as refused, and lets the items be asked for again", async () => {
      const o = await order();
      const line = o.lines[1]!;
      const { data: asked } = await api.post(returnsPath(o.orderId), { items: [{ line_id: line.id, quantity: 1 }], reason: "unopened" }, store(o.token));
      const returnId = asked.return_id as string;
      await api.post(`/admin/returns/${returnId}/request`, {}, admin());
      await api.post(`/admin/returns/${returnId}/cancel`, {}, admin());
      const view = await mine(o);
      expect(view.returns.map((r) => r.state)).toEqual(["refused"]);
      expect(view.lines.find((l) => l.line_id === line.id)).toMatchObject({ returnable_quantity: 1, returned_quantity: 0 });
    });
  },
});
