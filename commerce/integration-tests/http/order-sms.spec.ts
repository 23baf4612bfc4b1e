import path from "node:path";
import { medusaIntegrationTestRunner } from "@medusajs/test-utils";
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils";
import { orderUpdateContracts } from "@glow/shop-contracts";
import orderPackedSms from "@glow/plugin-payments/subscribers/order-packed-sms";
import orderShippedSms from "@glow/plugin-payments/subscribers/order-shipped-sms";
import orderDeliveredSms from "@glow/plugin-payments/subscribers/order-delivered-sms";
import orderPlacedSms from "@glow/plugin-payments/subscribers/order-placed-sms";
import consultationBookedSms from "@glow/plugin-consultations/subscribers/consultation-booked-sms";
import { suiteOutbox } from "../shared/sms-outbox";
import { answer, placePayOnDeliveryOrder, seededShopRequests } from "../support/shop";
import { registerShopper } from "../support/shoppers";
import { suiteNumbers } from "../support/suite-numbers";
import { waitFor } from "../support/poll";

jest.setTimeout(300_000);

const outbox = suiteOutbox("order-sms");
const { local, e164, newIp } = suiteNumbers("0249", "10.81");

/**
 * Every step of an order told by SMS through Medusa's Notification module (plugins/payments, ADR 205):
 * one SMS per step, once even when the step's event comes again, none when staff switch
 * "Send notification" off, and a refused SMS never fails the step and shows as failed to staff.
 */
medusaIntegrationTestRunner({
  inApp: true,
  env: {},
  testSuite: ({ api, getContainer }) => {
    const { shop, store, admin } = seededShopRequests(api, getContainer);
    const container = () => getContainer();
    const pluginOptions = { storefront_url: "https://shop.glow.test" };
    let regionId = "";
    let shopperCount = 0;

    beforeAll(async () => {
      const { data } = await api.get("/store/regions", store());
      regionId = data.regions.find((r: any) => r.name === "Ghana").id;
    });

    /** A pay-on-delivery order of a new shopper (2 units of one product), placed through our checkout route. */
    async function placeOrder(): Promise<{ orderId: string; displayId: number; phone: string; lineId: string; session: { sessionToken: string; device: string } }> {
      shopperCount += 1;
      const { token, phone, sessionToken, device } = await registerShopper(api, container(), shop.publishableKey, {
        phone: local(shopperCount),
        firstName: "Adwoa",
        password: "Order#Sms-2026",
        device: `ordersms${shopperCount}`,
        ip: newIp(),
      });
      const auth = store(token);
      const { data: products } = await api.get("/store/products?limit=1&order=handle&fields=id,variants.id", auth);
      const variantId = products.products[0].variants[0].id as string;
      const { data: variant } = await container().resolve(ContainerRegistrationKeys.QUERY).graph({
        entity: "variant",
        fields: ["inventory_items.inventory_item_id"],
        filters: { id: variantId },
      });
      const inventory = container().resolve(Modules.INVENTORY);
      const [level] = await inventory.listInventoryLevels({ inventory_item_id: (variant[0] as any).inventory_items[0].inventory_item_id });
      await inventory.updateInventoryLevels([{ inventory_item_id: level!.inventory_item_id, location_id: level!.location_id, stocked_quantity: 100 }]);

      const { id: orderId } = await placePayOnDeliveryOrder(api, auth, { regionId, lines: [{ variantId, quantity: 2 }] });
      const { data: order } = await api.get(`/admin/orders/${orderId}?fields=id,display_id,items.id`, admin());
      return { orderId, displayId: order.order.display_id, phone, lineId: order.order.items[0].id, session: { sessionToken, device } };
    }

    const smsTo = (phone: string) => outbox.read().filter((m) => m.to === phone);
    const waitForSms = (phone: string, text: string) => waitFor(() => smsTo(phone).find((m) => m.body.includes(text)), `an SMS to ${phone} saying "${text}"`);
    const notificationsOf = (orderId: string) => container().resolve(Modules.NOTIFICATION).listNotifications({ resource_id: orderId }, { order: { created_at: "ASC" } });

    async function fulfil(orderId: string, lineId: string, noNotification?: boolean): Promise<string> {
      const { data } = await api.post(
        `/admin/orders/${orderId}/fulfillments?fields=fulfillments.id`,
        { items: [{ id: lineId, quantity: 2 }], ...(noNotification === undefined ? {} : { no_notification: noNotification }) },
        admin(),
      );
      return data.order.fulfillments.at(-1).id as string;
    }
    const ship = (orderId: string, fulfillmentId: string, lineId: string, noNotification?: boolean) =>
      api.post(`/admin/orders/${orderId}/fulfillments/${fulfillmentId}/shipments`, { items: [{ id: lineId, quantity: 2 }], ...(noNotification === undefined ? {} : { no_notification: noNotification }) }, admin());
    const deliver = (orderId: string, fulfillmentId: string, noNotification?: boolean) =>
      api.post(`/admin/orders/${orderId}/fulfillments/${fulfillmentId}/mark-as-delivered`, noNotification === undefined ? {} : { no_notification: noNotification }, admin());

    it("walks an order from placement to delivery and refund: one SMS per step, with the order number and its link", async () => {
      const { orderId, displayId, phone, lineId, session } = await placeOrder();
      const link = `/orders/${orderId}`;
      const placed = await waitForSms(phone, `Order #${displayId}`);
      expect(placed.body).toContain("is confirmed");
      expect(placed.body).toContain("on delivery");
      expect(placed.body).toContain(link);

      const fulfillmentId = await fulfil(orderId, lineId);
      expect((await waitForSms(phone, `Order #${displayId} is packed`)).body).toContain(link);
      await ship(orderId, fulfillmentId, lineId);
      expect((await waitForSms(phone, `Order #${displayId} is on its way`)).body).toContain("please have GH₵");
      await deliver(orderId, fulfillmentId);
      await waitForSms(phone, `Order #${displayId} was delivered`);

      // The rider brought the cash: staff capture the payment; later they refund part of it as cash.
      const { data: withPayment } = await api.get(`/admin/orders/${orderId}?fields=payment_collections.payments.id`, admin());
      const paymentId = withPayment.order.payment_collections[0].payments[0].id as string;
      await api.post(`/admin/payments/${paymentId}/capture`, {}, admin());
      await api.post(`/admin/payments/${paymentId}/refund`, { amount: 10 }, admin());
      expect((await waitForSms(phone, `for order #${displayId}`)).body).toContain("We refunded GH₵ 10.00");

      // The storefront's order page reads the same steps from Medusa's store API (lib/account/orders.server.ts).
      const fields = "payment_status,canceled_at,summary,fulfillments.created_at,fulfillments.packed_at,fulfillments.shipped_at,fulfillments.delivered_at";
      // A fresh Medusa token from the shopper's session, as the storefront gets one per request (they last 5 minutes).
      const { data: fresh } = await api.get("/store/phone-auth/session", store({ "x-glow-session": session.sessionToken, "x-glow-device": session.device }));
      const { data: mine } = await api.get(`/store/orders/${orderId}?fields=${fields}`, store(fresh.token as string));
      expect(mine.order.payment_status).toBe("partially_refunded");
      expect(mine.order.fulfillments[0]).toMatchObject({ created_at: expect.any(String), shipped_at: expect.any(String), delivered_at: expect.any(String) });
      expect(Number(mine.order.summary.refunded_total)).toBe(10);

      // Every step's event again — through the event bus, and awaited straight through the subscribers.
      const bus = container().resolve(Modules.EVENT_BUS);
      const events: Array<{ name: string; data: Record<string, unknown> }> = [
        { name: "order.placed", data: { id: orderId } },
        { name: "order.fulfillment_created", data: { order_id: orderId, fulfillment_id: fulfillmentId, no_notification: false } },
        { name: "shipment.created", data: { id: fulfillmentId, no_notification: false } },
        { name: "delivery.created", data: { id: fulfillmentId } },
        { name: "payment.refunded", data: { id: paymentId } },
      ];
      await bus.emit(events);
      for (const [handler, event] of [
        [orderPlacedSms, events[0]],
        [orderPackedSms, events[1]],
        [orderShippedSms, events[2]],
        [orderDeliveredSms, events[3]],
      ] as const) {
        await (handler as (args: any) => Promise<void>)({ event, container: container(), pluginOptions });
      }
      await outbox.drained(container());

      const bodies = smsTo(phone).map((m) => m.body);
      expect(bodies).toHaveLength(5);
      for (const words of ["is confirmed", "is packed", "is on its way", "was delivered", "We refunded"]) expect(bodies.filter((b) => b.includes(words))).toHaveLength(1);

      const recorded = await notificationsOf(orderId);
      expect(recorded.map((n) => [n.template, n.status])).toEqual([
        ["order-placed", "success"],
        ["order-packed", "success"],
        ["order-shipped", "success"],
        ["order-delivered", "success"],
        ["order-refunded", "success"],
      ]);

      // Staff read the same list on the order page (the dashboard widget's route); the contract holds.
      const list = await api.get(`/admin/glow/orders/${orderId}/notifications`, admin());
      const parsed = orderUpdateContracts.listNotifications.response.parse(list.data);
      expect(parsed.notifications.map((n) => n.step)).toEqual(["refunded", "delivered", "shipped", "packed", "placed"]);
      expect(parsed.notifications.every((n) => n.status === "success" && n.to === phone && n.text?.includes(`#${displayId}`))).toBe(true);
      expect((await answer(api.get(`/admin/glow/orders/${orderId}/notifications`))).status).toBe(401);
      const bad = await answer(api.get("/admin/glow/orders/not-an-order/notifications", admin()));
      expect(bad.status).toBe(400);
      expect(bad.data.message).toMatch(/not an order id/);
    });

    it("sends nothing for a step when staff switch Send notification off", async () => {
      const { orderId, displayId, phone, lineId } = await placeOrder();
      await waitForSms(phone, `Order #${displayId}`);
      const fulfillmentId = await fulfil(orderId, lineId, true);
      await ship(orderId, fulfillmentId, lineId, true);
      await deliver(orderId, fulfillmentId, true);
      // The same events, awaited through the subscribers: they read the switch and send nothing.
      await orderPackedSms({ event: { name: "order.fulfillment_created", data: { order_id: orderId, fulfillment_id: fulfillmentId, no_notification: true } }, container: container(), pluginOptions } as any);
      await orderShippedSms({ event: { name: "shipment.created", data: { id: fulfillmentId, no_notification: true } }, container: container(), pluginOptions } as any);
      await orderDeliveredSms({ event: { name: "delivery.created", data: { id: fulfillmentId, no_notification: true } }, container: container(), pluginOptions } as any);
      await outbox.drained(container());
      expect(smsTo(phone).map((m) => m.body)).toEqual([expect.stringContaining("is confirmed")]);
      expect((await notificationsOf(orderId)).map((n) => n.template)).toEqual(["order-placed"]);
    });

    it("a refused SMS does not fail the fulfilment, is recorded as failed for staff, and is sent when the event comes again", async () => {
      const { orderId, displayId, phone, lineId } = await placeOrder();
      await waitForSms(phone, `Order #${displayId}`);
      const goodOutbox = process.env.SMS_OUTBOX_FILE;
      // The outbox "file" is a folder: the local gateway's write fails as a refusing gateway would.
      process.env.SMS_OUTBOX_FILE = path.dirname(outbox.file);
      let fulfillmentId = "";
      try {
        fulfillmentId = await fulfil(orderId, lineId);
        const failed = await waitFor(async () => (await notificationsOf(orderId)).find((n) => n.template === "order-packed" && n.status === "failure"), "the packed SMS recorded as failed");
        expect(failed.resource_id).toBe(orderId);
      } finally {
        process.env.SMS_OUTBOX_FILE = goodOutbox;
      }
      const { data } = await api.get(`/admin/orders/${orderId}?fields=fulfillment_status`, admin());
      expect(data.order.fulfillment_status).toBe("fulfilled");
      const list = await api.get(`/admin/glow/orders/${orderId}/notifications`, admin());
      expect(list.data.notifications.find((n: any) => n.step === "packed").status).toBe("failure");

      // The event again: the SMS is tried once more and goes; the failed try stays on record beside it.
      await orderPackedSms({ event: { name: "order.fulfillment_created", data: { order_id: orderId, fulfillment_id: fulfillmentId } }, container: container(), pluginOptions } as any);
      expect(smsTo(phone).filter((m) => m.body.includes("is packed"))).toHaveLength(1);
      const packed = (await notificationsOf(orderId)).filter((n) => n.template === "order-packed");
      expect(packed.map((n) => n.status)).toEqual(["failure", "success"]);
      expect(packed[1]!.original_notification_id).toBe(packed[0]!.id);
      // …and once it went, the event once more sends nothing.
      await orderPackedSms({ event: { name: "order.fulfillment_created", data: { order_id: orderId, fulfillment_id: fulfillmentId } }, container: container(), pluginOptions } as any);
      expect(smsTo(phone).filter((m) => m.body.includes("is packed"))).toHaveLength(1);
      const again = await api.get(`/admin/glow/orders/${orderId}/notifications`, admin());
      expect(again.data.notifications.filter((n: any) => n.step === "packed").map((n: any) => n.status)).toEqual(["success", "failure"]);
    });

    it("cancelling an order texts the shopper once", async () => {
      const { orderId, displayId, phone } = await placeOrder();
      await waitForSms(phone, `Order #${displayId}`);
      await api.post(`/admin/orders/${orderId}/cancel`, {}, admin());
      expect((await waitForSms(phone, `Order #${displayId} was cancelled`)).body).toContain(`/orders/${orderId}`);
    });

    it("confirming a consultation (status booked) texts the shopper once per slot", async () => {
      const date = new Date(Date.now() + 5 * 24 * 3600 * 1000).toISOString().slice(0, 10);
      const { data } = await api.post(
        "/store/consultations",
        { name: "Yaa Boateng", phone: local(900), preferred_date: date, preferred_time: "14:30", contact_method: "in_store", concern: "Which serum for oily skin in the heat?" },
        store(),
      );
      const id = data.consultation.id as string;
      await api.post(`/admin/consultations/${id}`, { status: "contacted" }, admin());
      await api.post(`/admin/consultations/${id}`, { status: "booked" }, admin());
      const sms = await waitForSms(e164(900), "consultation is confirmed");
      expect(sms.body).toBe(`Glow: Hello Yaa, your beauty consultation is confirmed for ${date} at 14:30 (at our shop). To change it, call or WhatsApp us.`);
      // Booked again for the same slot (and the event again): nothing more.
      await api.post(`/admin/consultations/${id}`, { status: "contacted" }, admin());
      await api.post(`/admin/consultations/${id}`, { status: "booked" }, admin());
      await consultationBookedSms({ event: { name: "consultation.booked", data: { id } }, container: container(), pluginOptions: {} } as any);
      await outbox.drained(container());
      expect(smsTo(e164(900))).toHaveLength(1);
    });
  },
});
