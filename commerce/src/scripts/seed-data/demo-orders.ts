import type { MedusaContainer } from "@medusajs/framework/types";
import { PAYMENT_PROVIDERS } from "./checkout";
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils";
import {
  addShippingMethodToCartWorkflow,
  capturePaymentWorkflow,
  completeCartWorkflow,
  createCartWorkflow,
  createCustomerAddressesWorkflow,
  createOrderFulfillmentWorkflow,
  createOrderShipmentWorkflow,
  createPaymentCollectionForCartWorkflow,
  createPaymentSessionsWorkflow,
  markOrderFulfillmentAsDeliveredWorkflow,
} from "@medusajs/medusa/core-flows";

/**
 * An order history for the demo shopper (Ama), so /orders is not empty after `npm start`: one
 * delivered order (paid, can be reviewed), one shipped, one just placed (pay on delivery). Built
 * with Medusa's own workflows — cart → shipping method → system payment → completion → fulfilment
 * → shipment → delivered — so reservations, stock and totals are what a real order has.
 * Idempotent: each order is found by `metadata.glow_demo_order` and only missing ones are made.
 * Uses products with plenty of stock that no other test counts.
 */
export const DEMO_ORDERS = [
  {
    key: "delivered",
    items: [
      { handle: "kumasi-shea-raw-unrefined-butter", quantity: 2 },
      { handle: "african-black-soap-bar", quantity: 1 },
      // Ama's seeded reviews (seed-demo-reviews.ts) are of products she received in this order.
      { handle: "the-ordinary-niacinamide-10-zinc-1", quantity: 1 },
      { handle: "palmers-cocoa-butter-formula-lotion", quantity: 1 },
    ],
    shipping: "Ashanti delivery",
    address: { address_1: "Ahodwo, Nyankyerenease Road", address_2: "Behind the Ahodwo roundabout Total station", city: "Kumasi", province: "Ashanti", postal_code: "AK-039-5028" },
    stage: "delivered",
  },
  {
    key: "shipped",
    items: [
      { handle: "nivea-perfect-radiant-day-cream-spf15", quantity: 1 },
      { handle: "volta-cuticle-oil-pen", quantity: 1 },
    ],
    shipping: "Accra delivery",
    address: { address_1: "East Legon, Lagos Avenue", address_2: "A&C Mall", city: "Accra", province: "Greater Accra", postal_code: "GA-183-8164" },
    stage: "shipped",
  },
  {
    key: "placed",
    items: [{ handle: "vaseline-intensive-care-cocoa-radiant", quantity: 1 }],
    shipping: "Store pickup (Osu)",
    address: { address_1: "East Legon, Lagos Avenue", address_2: "A&C Mall", city: "Accra", province: "Greater Accra", postal_code: "GA-183-8164" },
    stage: "placed",
  },
] as const;

export interface DemoOrdersInput {
  customerPhone: string;
  regionName: string;
  salesChannelName: string;
  log?: (message: string) => void;
}

export async function seedDemoOrders(container: MedusaContainer, input: DemoOrdersInput): Promise<string[]> {
  const log = input.log ?? (() => undefined);
  const query = container.resolve(ContainerRegistrationKeys.QUERY);
  const customerModule = container.resolve(Modules.CUSTOMER);
  const orderModule = container.resolve(Modules.ORDER);

  const [customer] = await customerModule.listCustomers({ phone: input.customerPhone, has_account: true } as Record<string, unknown>, { select: ["id", "email", "first_name", "last_name", "phone"] });
  if (!customer) return [];
  const existing = await orderModule.listOrders({ customer_id: customer.id }, { select: ["id", "metadata"] });
  const done = new Set(existing.map((o) => (o.metadata as Record<string, unknown> | null)?.glow_demo_order).filter(Boolean));
  const missing = DEMO_ORDERS.filter((o) => !done.has(o.key));

  await ensureDefaultAddress(container, customer);
  if (!missing.length) return [];
  log(`Demo order history for ${customer.first_name}: ${missing.map((o) => o.key).join(", ")}`);

  const [region] = await container.resolve(Modules.REGION).listRegions({ name: input.regionName }, { select: ["id"] });
  const [channel] = await container.resolve(Modules.SALES_CHANNEL).listSalesChannels({ name: input.salesChannelName }, { select: ["id"] });
  if (!region || !channel) throw new Error("Seed the region and sales channel before the demo orders.");
  const { data: options } = await query.graph({ entity: "shipping_option", fields: ["id", "name"] });
  const optionId = new Map((options as Array<{ id: string; name: string }>).map((o) => [o.name, o.id]));
  const handles = [...new Set(DEMO_ORDERS.flatMap((o) => o.items.map((i) => i.handle)))];
  const { data: products } = await query.graph({ entity: "product", fields: ["handle", "variants.id"], filters: { handle: handles } });
  const variantOf = new Map((products as Array<{ handle: string; variants: Array<{ id: string }> }>).map((p) => [p.handle, p.variants[0]!.id]));

  const created: string[] = [];
  for (const spec of missing) {
    const shippingOptionId = optionId.get(spec.shipping);
    if (!shippingOptionId || spec.items.some((i) => !variantOf.has(i.handle))) throw new Error(`Demo order "${spec.key}": shipping option or product missing.`);
    const address = { first_name: customer.first_name ?? "Ama", last_name: customer.last_name ?? "Mensah", phone: "0244000001", country_code: "gh", ...spec.address };
    const { result: cart } = await createCartWorkflow(container).run({
      input: {
        region_id: region.id,
        sales_channel_id: channel.id,
        customer_id: customer.id,
        email: customer.email ?? undefined,
        currency_code: "ghs",
        shipping_address: address,
        billing_address: address,
        items: spec.items.map((i) => ({ variant_id: variantOf.get(i.handle)!, quantity: i.quantity })),
        metadata: { glow_demo_order: spec.key },
      },
    });
    await addShippingMethodToCartWorkflow(container).run({ input: { cart_id: cart.id, options: [{ id: shippingOptionId }] } });
    const { result: collection } = await createPaymentCollectionForCartWorkflow(container).run({ input: { cart_id: cart.id } });
    const paymentCollection = collection as unknown as { id: string } | Array<{ id: string }>;
    const collectionId = Array.isArray(paymentCollection) ? paymentCollection[0]!.id : paymentCollection.id;
    await createPaymentSessionsWorkflow(container).run({ input: { payment_collection_id: collectionId, provider_id: PAYMENT_PROVIDERS.payOnDelivery } });
    const { result: completed } = await completeCartWorkflow(container).run({ input: { id: cart.id } });
    const orderId = completed.id;
    await orderModule.updateOrders(orderId, { metadata: { glow_demo_order: spec.key } });
    created.push(orderId);
    if (spec.stage === "placed") continue;

    const { data: orders } = await query.graph({ entity: "order", fields: ["id", "items.id", "items.variant_id", "payment_collections.payments.id"], filters: { id: orderId } });
    const order = orders[0] as any;
    // Quantities from the spec (Query answers order quantities as BigNumber objects).
    const quantityOf = new Map(spec.items.map((i) => [variantOf.get(i.handle)!, i.quantity as number]));
    const items = (order.items as Array<{ id: string; variant_id: string }>).map((i) => ({ id: i.id, quantity: quantityOf.get(i.variant_id) ?? 1 }));
    // Paid (captured) once it left the warehouse: the demo shows a paid order next to a pay-on-delivery one.
    for (const collectionRecord of order.payment_collections ?? []) {
      for (const payment of collectionRecord?.payments ?? []) await capturePaymentWorkflow(container).run({ input: { payment_id: payment.id } });
    }
    // Demo history, not news: no SMS for these steps (ADR 205; the dashboard's "Send notification" off).
    const { result: fulfillment } = await createOrderFulfillmentWorkflow(container).run({ input: { order_id: orderId, items, no_notification: true } });
    await createOrderShipmentWorkflow(container).run({ input: { order_id: orderId, fulfillment_id: fulfillment.id, items, no_notification: true } });
    if (spec.stage === "delivered") {
      await markOrderFulfillmentAsDeliveredWorkflow(container).run({ input: { orderId, fulfillmentId: fulfillment.id, no_notification: true } });
    }
  }
  return created;
}

/** Ama's address book starts with her home address as the default delivery address. */
async function ensureDefaultAddress(container: MedusaContainer, customer: { id: string; first_name: string | null; last_name: string | null }): Promise<void> {
  const customerModule = container.resolve(Modules.CUSTOMER);
  const addresses = await customerModule.listCustomerAddresses({ customer_id: customer.id }, { select: ["id"] });
  if (addresses.length) return;
  const home = DEMO_ORDERS[1].address;
  await createCustomerAddressesWorkflow(container).run({
    input: {
      addresses: [
        {
          customer_id: customer.id,
          address_name: "Home",
          first_name: customer.first_name ?? "Ama",
          last_name: customer.last_name ?? "Mensah",
          phone: "0244000001",
          country_code: "gh",
          ...home,
          is_default_shipping: true,
          is_default_billing: true,
        },
      ],
    },
  });
}
