import type { MedusaContainer } from "@medusajs/framework/types";
import { WorkflowManager } from "@medusajs/framework/orchestration";
import { ContainerRegistrationKeys, Modules, OrderStatus } from "@medusajs/framework/utils";
import { convertDraftOrderWorkflow, createOrderFulfillmentWorkflow, createOrderWorkflow, markOrderFulfillmentAsDeliveredWorkflow } from "@medusajs/medusa/core-flows";
import { DEMO_ACCOUNTS, SEED } from "./seed-demo-data";

/**
 * Demo reviews that are TRUE to the verified-buyer rule (ADR 040): the demo shopper and shop admin get
 * real orders, fulfilled and delivered, and their reviews go through the reviews plugin's own workflows
 * (eligibility, approval, the shop's reply), run by name so commerce does not import the plugin.
 * Idempotent: only demo reviews not written yet are made (with their orders). Products are ones no e2e test
 * expects to be unreviewed (Kente Glow, Harmattan Rescue) or that the reviews e2e uses.
 */
const DEMO_REVIEWS: Array<{ who: "shopper" | "shopAdmin"; handle: string; rating: number; comment?: string; reply?: string }> = [
  {
    who: "shopper",
    handle: "the-ordinary-niacinamide-10-zinc-1",
    rating: 5,
    comment: "My T-zone stays matte all afternoon, even in Accra heat. Two weeks in and my pores look smaller.",
    reply: "Thank you, Ama! Use it before your moisturiser for the best results.",
  },
  { who: "shopAdmin", handle: "the-ordinary-niacinamide-10-zinc-1", rating: 4, comment: "Works well, but a little goes a long way — start with two drops." },
  { who: "shopper", handle: "kumasi-shea-raw-unrefined-butter", rating: 5, comment: "Real Kumasi shea, smells exactly like home. My elbows and heels are soft again after the Harmattan." },
  { who: "shopper", handle: "palmers-cocoa-butter-formula-lotion", rating: 4, comment: "Rich and absorbs quickly. I wish the bottle were bigger." },
  { who: "shopAdmin", handle: "maybelline-lash-sensational-mascara", rating: 5 },
];

export async function seedDemoReviews(container: MedusaContainer, log: (message: string) => void = () => undefined): Promise<void> {
  // The reviews plugin is not installed (or its workflows are not loaded): nothing to do.
  if (!container.hasRegistration("review") || !WorkflowManager.getWorkflow("glow-create-review")) return;
  const reviews = container.resolve<{ listReviews: (filters: object, config?: object) => Promise<Array<{ customer_id: string; product_id: string }>> }>("review");
  const query = container.resolve(ContainerRegistrationKeys.QUERY);
  const customerModule = container.resolve(Modules.CUSTOMER);
  const engine = container.resolve(Modules.WORKFLOW_ENGINE);

  const customers = await customerModule.listCustomers({ email: [DEMO_ACCOUNTS.shopper.email, DEMO_ACCOUNTS.shopAdmin.email] });
  const customerOf = (who: "shopper" | "shopAdmin") => customers.find((c) => c.email === DEMO_ACCOUNTS[who].email);
  if (!customerOf("shopper") || !customerOf("shopAdmin")) return;
  const handles = [...new Set(DEMO_REVIEWS.map((r) => r.handle))];
  const { data: products } = await query.graph({ entity: "product", fields: ["id", "handle", "title", "variants.id"], filters: { handle: handles } });
  // Only the demo reviews not written yet (the demo accounts may have reviewed other products since).
  const existing = await reviews.listReviews({ customer_id: customers.map((c) => c.id), product_id: products.map((p) => p.id) }, { select: ["customer_id", "product_id"] });
  const written = new Set(existing.map((r) => `${r.customer_id}:${r.product_id}`));
  const missing = DEMO_REVIEWS.filter((r) => {
    const product = products.find((p) => p.handle === r.handle);
    return product && !written.has(`${customerOf(r.who)!.id}:${product.id}`);
  });
  if (missing.length === 0) return;
  log(`Demo reviews: ${missing.length} verified-buyer reviews (delivered orders of the demo accounts, approvals, a shop reply)`);

  const { data: regions } = await query.graph({ entity: "region", fields: ["id", "currency_code"], filters: { name: SEED.regionName } });
  const { data: channels } = await query.graph({ entity: "sales_channel", fields: ["id"], filters: { name: SEED.salesChannelName } });
  const { data: locations } = await query.graph({ entity: "stock_location", fields: ["id"], filters: { name: SEED.stockLocationName } });
  const { data: options } = await query.graph({ entity: "shipping_option", fields: ["id", "name"], filters: { name: "Accra delivery" } });
  const [region, channel, location, option] = [regions[0], channels[0], locations[0], options[0]];
  if (!region || !channel || !location || !option) return;
  const seedFrom = { region, channel, location, option };

  for (const who of ["shopper", "shopAdmin"] as const) {
    const customer = customerOf(who)!;
    const mine = missing.filter((r) => r.who === who);
    const variantIds = mine.flatMap((r) => products.find((p) => p.handle === r.handle)?.variants?.[0]?.id ?? []);
    if (variantIds.length === 0) continue;
    // The demo shopper's seeded order history (demo-orders.ts) already holds a delivered order with
    // these products: her reviews stand on it instead of a second, invented order.
    const { data: theirOrders } = await query.graph({ entity: "order", fields: ["id", "items.product_id", "fulfillments.delivered_at"], filters: { customer_id: customer.id } });
    const received = new Set(
      (theirOrders as Array<{ items?: Array<{ product_id?: string | null } | null> | null; fulfillments?: Array<{ delivered_at?: unknown } | null> | null }>)
        .filter((order) => (order.fulfillments ?? []).some((f) => f?.delivered_at))
        .flatMap((order) => (order.items ?? []).map((item) => item?.product_id))
    );
    const hasDeliveredOrder = mine.every((review) => received.has(products.find((p) => p.handle === review.handle)?.id));
    if (!hasDeliveredOrder) await createDeliveredOrder();

    async function createDeliveredOrder(): Promise<void> {
      const account = DEMO_ACCOUNTS[who];
      const address = {
        first_name: account.firstName,
        last_name: account.lastName,
        address_1: account.location,
        city: "Accra",
        province: "Greater Accra",
        country_code: SEED.country,
        phone: `0${account.phone.slice(4)}`,
      };
      // The admin's draft-order path: draft → order (reserves stock) → fulfillment → delivered.
      const { result: draft } = await createOrderWorkflow(container).run({
        input: {
          status: OrderStatus.DRAFT,
          is_draft_order: true,
          // Demo history: no SMS at any step (ADR 205).
          no_notification: true,
          region_id: seedFrom.region.id,
          currency_code: seedFrom.region.currency_code,
          sales_channel_id: seedFrom.channel.id,
          customer_id: customer.id,
          email: customer.email!,
          shipping_address: address,
          billing_address: address,
          items: variantIds.map((variant_id) => ({ variant_id, quantity: 1 })),
          shipping_methods: [{ name: seedFrom.option.name, shipping_option_id: seedFrom.option.id, amount: 30 }],
        } as never,
      });
      await convertDraftOrderWorkflow(container).run({ input: { id: draft.id } });
      const { data: orders } = await query.graph({ entity: "order", fields: ["id", "items.id"], filters: { id: draft.id } });
      const items = (orders[0]?.items ?? []).flatMap((item: { id: string } | null) => (item ? [{ id: item.id, quantity: 1 }] : []));
      const { result: fulfillment } = await createOrderFulfillmentWorkflow(container).run({ input: { order_id: draft.id, items, location_id: seedFrom.location.id, no_notification: true } });
      await markOrderFulfillmentAsDeliveredWorkflow(container).run({ input: { orderId: draft.id, fulfillmentId: fulfillment.id, no_notification: true } });
    }

    for (const review of mine) {
      const product = products.find((p) => p.handle === review.handle);
      if (!product) continue;
      const { result } = await engine.run("glow-create-review", {
        input: { customer_id: customer.id, product_id: product.id, rating: review.rating, comment: review.comment ?? null },
      });
      const id = (result as { id: string }).id;
      await engine.run("glow-set-review-approval", { input: { id, approved: true } });
      if (review.reply) await engine.run("glow-respond-to-review", { input: { id, response: review.reply } });
    }
  }
}
