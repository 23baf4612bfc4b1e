import type { MedusaContainer } from "@medusajs/framework/types";
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils";
import { paymentMethodLabel, periodsOf, rangeInstants, type ReportRange, type SalesReportJson } from "@glow/shop-contracts";
import { pesewas, toNumber } from "./csv";
import { forEachOrderPage, type ReportOrder } from "./orders";

/** How many products the sales page lists by sales. */
export const TOP_PRODUCTS = 10;
const UNCATEGORISED = "No category";

interface Tally {
  orders: number;
  units: number;
  /** pesewas */
  sales: number;
}

const tallyOf = (map: Map<string, Tally>, key: string): Tally => {
  let tally = map.get(key);
  if (!tally) map.set(key, (tally = { orders: 0, units: 0, sales: 0 }));
  return tally;
};
const toCedis = (p: number) => p / 100;

/**
 * The sales page's numbers for a range: orders placed in it that were not cancelled, added up in
 * pesewas from Medusa's own order and line totals (items after discounts, delivery), and the refunds
 * Medusa's payment module recorded in the range.
 */
export async function salesReport(container: MedusaContainer, range: ReportRange): Promise<SalesReportJson> {
  const totals = { orders: 0, units: 0, sales: 0, items: 0, delivery: 0, discounts: 0 };
  const byDay = new Map<string, Tally>();
  const byWeek = new Map<string, Tally>();
  const byMonth = new Map<string, Tally>();
  const byMethod = new Map<string, Tally>();
  const byProduct = new Map<string, Tally & { title: string; productId: string | null }>();

  await forEachOrderPage(container, range, (orders: ReportOrder[]) => {
    for (const order of orders) {
      if (order.status === "canceled") continue;
      const sales = pesewas(order.total);
      totals.orders += 1;
      totals.sales += sales;
      totals.items += pesewas(order.itemTotal);
      totals.delivery += pesewas(order.shippingTotal);
      totals.discounts += pesewas(order.discountTotal);
      const periods = periodsOf(order.createdAt);
      for (const [map, key] of [
        [byDay, periods.day],
        [byWeek, periods.week],
        [byMonth, periods.month],
        [byMethod, paymentMethodLabel(order.paymentProviderId, order.paymentChannel)],
      ] as const) {
        const tally = tallyOf(map, key);
        tally.orders += 1;
        tally.sales += sales;
      }
      for (const line of order.lines) {
        totals.units += line.quantity;
        const key = line.productId ?? `title:${line.productTitle}`;
        let product = byProduct.get(key);
        if (!product) byProduct.set(key, (product = { orders: 0, units: 0, sales: 0, title: line.productTitle, productId: line.productId }));
        product.units += line.quantity;
        product.sales += pesewas(line.total);
      }
    }
  });

  const categoryOf = await productCategories(container, [...byProduct.values()].map((p) => p.productId).filter((id): id is string => Boolean(id)));
  const byCategory = new Map<string, Tally>();
  for (const product of byProduct.values()) {
    const tally = tallyOf(byCategory, (product.productId && categoryOf.get(product.productId)) || UNCATEGORISED);
    tally.units += product.units;
    tally.sales += product.sales;
  }

  const refunds = await refundsIn(container, range);
  const refunded = refunds.reduce((sum, r) => sum + pesewas(r.amount), 0);
  const periodList = (map: Map<string, Tally>) => [...map].sort(([a], [b]) => a.localeCompare(b)).map(([period, t]) => ({ period, orders: t.orders, sales: toCedis(t.sales) }));
  const bySales = <T extends { sales: number }>(a: T, b: T) => b.sales - a.sales;

  return {
    from: range.from,
    to: range.to,
    currency_code: "ghs",
    totals: {
      orders: totals.orders,
      units: totals.units,
      sales: toCedis(totals.sales),
      items: toCedis(totals.items),
      delivery: toCedis(totals.delivery),
      discounts: toCedis(totals.discounts),
      refunds: toCedis(refunded),
      net: toCedis(totals.sales - refunded),
    },
    by_day: periodList(byDay),
    by_week: periodList(byWeek),
    by_month: periodList(byMonth),
    by_category: [...byCategory]
      .map(([category, t]) => ({ category, units: t.units, sales: t.sales }))
      .sort(bySales)
      .map((c) => ({ ...c, sales: toCedis(c.sales) })),
    by_payment_method: [...byMethod]
      .map(([method, t]) => ({ method, orders: t.orders, sales: t.sales }))
      .sort(bySales)
      .map((m) => ({ ...m, sales: toCedis(m.sales) })),
    top_products: [...byProduct.values()]
      .sort((a, b) => b.sales - a.sales || b.units - a.units || a.title.localeCompare(b.title))
      .slice(0, TOP_PRODUCTS)
      .map((p) => ({ product_id: p.productId, title: p.title, units: p.units, sales: toCedis(p.sales) })),
    refunds,
  };
}

/** Each product's category for the page: its first category by name (the seed gives each product one). */
async function productCategories(container: MedusaContainer, productIds: string[]): Promise<Map<string, string>> {
  if (productIds.length === 0) return new Map();
  const query = container.resolve(ContainerRegistrationKeys.QUERY);
  const { data } = await query.graph({ entity: "product", fields: ["id", "categories.name"], filters: { id: productIds }, withDeleted: true });
  return new Map(
    data.map((p: any) => {
      const names = ((p.categories ?? []) as Array<{ name?: string } | null>).map((c) => c?.name).filter((n): n is string => Boolean(n)).sort();
      return [p.id as string, names[0] ?? UNCATEGORISED];
    }),
  );
}

/** The refunds recorded in the range (Medusa's payment module), newest first, with their order. */
async function refundsIn(container: MedusaContainer, range: ReportRange): Promise<SalesReportJson["refunds"]> {
  const { start, end } = rangeInstants(range);
  const payments = container.resolve(Modules.PAYMENT);
  const refunds = await payments.listRefunds(
    { created_at: { $gte: start.toISOString(), $lt: end.toISOString() } } as never,
    { relations: ["payment", "refund_reason"], order: { created_at: "DESC" }, take: null as never },
  );
  const collectionIds = [...new Set(refunds.map((r: any) => r.payment?.payment_collection_id).filter(Boolean))] as string[];
  const orderOf = new Map<string, { id: string; display_id: number | null }>();
  if (collectionIds.length > 0) {
    const query = container.resolve(ContainerRegistrationKeys.QUERY);
    const { data: links } = await query.graph({ entity: "order_payment_collection", fields: ["order_id", "payment_collection_id"], filters: { payment_collection_id: collectionIds } });
    const orderIds = [...new Set(links.map((l: any) => l.order_id as string))];
    const { data: orders } = orderIds.length ? await query.graph({ entity: "order", fields: ["id", "display_id"], filters: { id: orderIds } }) : { data: [] };
    const displayOf = new Map(orders.map((o: any) => [o.id as string, Number(o.display_id)]));
    for (const link of links as any[]) orderOf.set(link.payment_collection_id, { id: link.order_id, display_id: displayOf.get(link.order_id) ?? null });
  }
  return refunds.map((r: any) => {
    const order = orderOf.get(r.payment?.payment_collection_id);
    return {
      order_id: order?.id ?? null,
      display_id: order?.display_id ?? null,
      amount: toNumber(r.amount),
      refunded_at: new Date(r.created_at).toISOString(),
      reason: r.refund_reason?.label ?? r.note ?? null,
    };
  });
}
