import "./zod-setup.js";
import { z } from "zod";
import { defineContract } from "./contract.js";
import { formatCedis } from "./order-updates.js";

/**
 * Month-end numbers for staff (issue 30 point 4, ADR 215): the order export (CSV, one row per order
 * line), the sales page's totals, and the low-stock list. The commerce app answers them
 * (commerce/src/api/admin/glow/{reports,low-stock}); its dashboard page Reports reads them.
 *
 * Days are Ghana's (Africa/Accra is UTC all year, no summer time), so a day is a UTC day.
 */

/** The longest range one report covers: a year and a day (a leap year), which bounds the work of one request. */
export const MAX_REPORT_DAYS = 367;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

const isoDay = (label: string) =>
  z
    .string({ error: `${label} must be a date like 2026-11-01` })
    .refine((value) => DAY.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value), {
      message: `${label} must be a date like 2026-11-01`,
    });

/** `from` and `to`, both days included. */
export const ReportRangeQuery = z
  .object({ from: isoDay("from"), to: isoDay("to") })
  .refine((range) => range.from <= range.to, { message: "from must be on or before to" })
  .refine((range) => (Date.parse(range.to) - Date.parse(range.from)) / 86_400_000 < MAX_REPORT_DAYS, {
    message: `A report covers at most ${MAX_REPORT_DAYS} days`,
  });
export type ReportRange = z.infer<typeof ReportRangeQuery>;

/** The range as instants: [from 00:00, the day after `to` 00:00), Ghana time = UTC. */
export function rangeInstants(range: ReportRange): { start: Date; end: Date } {
  const start = new Date(`${range.from}T00:00:00.000Z`);
  const end = new Date(`${range.to}T00:00:00.000Z`);
  end.setUTCDate(end.getUTCDate() + 1);
  return { start, end };
}

/** The day (YYYY-MM-DD), the Monday of its week, and the month (YYYY-MM) of an instant, in Ghana. */
export function periodsOf(at: Date): { day: string; week: string; month: string } {
  const day = at.toISOString().slice(0, 10);
  const monday = new Date(`${day}T00:00:00.000Z`);
  monday.setUTCDate(monday.getUTCDate() - ((monday.getUTCDay() + 6) % 7));
  return { day, week: monday.toISOString().slice(0, 10), month: day.slice(0, 7) };
}

export const PAYMENT_METHOD_LABELS = {
  payOnDelivery: "Pay on delivery",
  mobileMoney: "Mobile money (Paystack)",
  card: "Card (Paystack)",
  bankTransfer: "Bank transfer (Paystack)",
  paystack: "Paystack",
  none: "No payment",
} as const;

/**
 * How staff and the accountant read Medusa's payment provider id (`pp_pay-on-delivery_pay-on-delivery`,
 * `pp_paystack_paystack`) and, for Paystack, the channel Paystack reported (`mobile_money`, `card`, …).
 */
export function paymentMethodLabel(providerId: string | null | undefined, channel?: string | null): string {
  if (!providerId) return PAYMENT_METHOD_LABELS.none;
  if (providerId.includes("pay-on-delivery")) return PAYMENT_METHOD_LABELS.payOnDelivery;
  if (providerId.includes("paystack")) {
    if (channel === "mobile_money") return PAYMENT_METHOD_LABELS.mobileMoney;
    if (channel === "card") return PAYMENT_METHOD_LABELS.card;
    if (channel === "bank" || channel === "bank_transfer") return PAYMENT_METHOD_LABELS.bankTransfer;
    return PAYMENT_METHOD_LABELS.paystack;
  }
  return providerId.replace(/^pp_/, "");
}

/**
 * Medusa's order payment status in words. Paystack payments are captured when the order is placed,
 * so "authorized" is a pay-on-delivery order whose cash has not been taken yet (ADR 205).
 */
export function paymentStateLabel(status: string | null | undefined, payOnDelivery: boolean): string {
  switch (status) {
    case "authorized":
      return payOnDelivery ? "Awaiting cash on delivery" : "Authorized";
    case "captured":
      return "Paid";
    case "partially_captured":
      return "Partly paid";
    case "partially_refunded":
      return "Partly refunded";
    case "refunded":
      return "Refunded";
    case "canceled":
      return "Cancelled";
    case "not_paid":
      return "Not paid";
    case "awaiting":
      return "Awaiting payment";
    case "requires_action":
      return "Needs action";
    case "partially_authorized":
      return "Partly authorized";
    default:
      return status ?? "";
  }
}

/** An order's payment as Medusa's admin API answers it (the fields the dashboard's payment card reads). */
export interface OrderPaymentInput {
  total?: unknown;
  payment_status?: string | null;
  payment_collections?: Array<{
    captured_amount?: unknown;
    refunded_amount?: unknown;
    payments?: Array<{ provider_id?: string | null; data?: { channel?: unknown } | null; captured_at?: string | Date | null; canceled_at?: string | Date | null } | null> | null;
  } | null> | null;
}

/** One line of the order page's payment card: a label and what it says, in words and cedis. */
export interface OrderPaymentLine {
  label: string;
  value: string;
}

/** A Medusa amount (number, numeric string or BigNumber-like `{ numeric }`) as a number. */
const amountOf = (value: unknown): number => {
  if (value !== null && typeof value === "object") return Number((value as { numeric?: unknown }).numeric ?? 0) || 0;
  return Number(value ?? 0) || 0;
};

/**
 * The order's payment once, in words (issue 30 point 5): Medusa's dashboard prints the provider id
 * ("pp_pay-on-delivery_pay-on-delivery") and each amount with both symbol and code ("GH₵ 235.00 GHS").
 * How it was paid, where it stands, what was taken, refunded and is still to collect.
 */
export function orderPaymentLines(order: OrderPaymentInput): OrderPaymentLine[] {
  const collections = (order.payment_collections ?? []).filter((c): c is NonNullable<typeof c> => Boolean(c));
  const payments = collections.flatMap((c) => (c.payments ?? []).filter((p): p is NonNullable<typeof p> => Boolean(p)));
  const payment = payments.find((p) => !p.canceled_at) ?? payments[0];
  const channel = typeof payment?.data?.channel === "string" ? payment.data.channel : null;
  const payOnDelivery = Boolean(payment?.provider_id?.includes("pay-on-delivery"));
  const total = amountOf(order.total);
  const taken = collections.reduce((sum, c) => sum + amountOf(c.captured_amount), 0);
  const refunded = collections.reduce((sum, c) => sum + amountOf(c.refunded_amount), 0);
  const lines: OrderPaymentLine[] = [
    { label: "Method", value: paymentMethodLabel(payment?.provider_id, channel) },
    { label: "State", value: paymentStateLabel(order.payment_status, payOnDelivery) },
    { label: "Order total", value: formatCedis(total) },
    { label: payOnDelivery ? "Cash collected" : "Paid", value: formatCedis(taken) },
  ];
  if (refunded > 0) lines.push({ label: "Refunded", value: formatCedis(refunded) });
  // A cent's slack: Medusa keeps more decimals than anyone pays.
  if (payOnDelivery && payment && !payment.canceled_at && total - taken > 0.005) lines.push({ label: "To collect on delivery", value: formatCedis(total - taken) });
  return lines;
}

/** The columns of the order export, in order (one row per order line). */
export const ORDER_EXPORT_COLUMNS = [
  "Order",
  "Date",
  "Order status",
  "Customer",
  "Phone",
  "Phone (local)",
  "Payment method",
  "Payment state",
  "Item",
  "Variant",
  "Quantity",
  "Unit price (GHS)",
  "Line total (GHS)",
  "Order total (GHS)",
  "Refunded (GHS)",
  "Delivery region",
] as const;

const money = z.number();
const PeriodTotalSchema = z.object({ period: z.string(), orders: z.number().int(), sales: money });

export const SalesReportJsonSchema = z.object({
  from: z.string(),
  to: z.string(),
  currency_code: z.string(),
  /** Orders placed in the range and not cancelled; refunds are those made in the range. */
  totals: z.object({
    orders: z.number().int(),
    units: z.number().int(),
    /** What the orders came to: items after discounts, plus delivery. */
    sales: money,
    items: money,
    delivery: money,
    discounts: money,
    refunds: money,
    /** sales − refunds */
    net: money,
  }),
  by_day: z.array(PeriodTotalSchema),
  /** Weeks from Monday; `period` is the Monday. */
  by_week: z.array(PeriodTotalSchema),
  by_month: z.array(PeriodTotalSchema),
  /** Item sales (after discounts, without delivery) by the product's category. */
  by_category: z.array(z.object({ category: z.string(), units: z.number().int(), sales: money })),
  by_payment_method: z.array(z.object({ method: z.string(), orders: z.number().int(), sales: money })),
  top_products: z.array(z.object({ product_id: z.string().nullable(), title: z.string(), units: z.number().int(), sales: money })),
  refunds: z.array(
    z.object({ order_id: z.string().nullable(), display_id: z.number().int().nullable(), amount: money, refunded_at: z.string(), reason: z.string().nullable() }),
  ),
});
export type SalesReportJson = z.infer<typeof SalesReportJsonSchema>;

export const LOW_STOCK_DEFAULT_THRESHOLD = 5;

export const LowStockQuery = z.object({
  threshold: z.coerce
    .number({ error: "threshold must be a whole number from 0 to 100000" })
    .int("threshold must be a whole number from 0 to 100000")
    .min(0, "threshold must be a whole number from 0 to 100000")
    .max(100_000, "threshold must be a whole number from 0 to 100000")
    .default(LOW_STOCK_DEFAULT_THRESHOLD),
});

export const LowStockJsonSchema = z.object({
  threshold: z.number().int(),
  variants: z.array(
    z.object({
      variant_id: z.string(),
      product_id: z.string(),
      product_title: z.string(),
      variant_title: z.string().nullable(),
      sku: z.string().nullable(),
      /** What can still be sold: stocked − reserved, over every location. */
      available: z.number().int(),
    }),
  ),
});
export type LowStockJson = z.infer<typeof LowStockJsonSchema>;

/** The staff endpoints (Medusa guards every /admin route with the staff session or token). */
export const adminReportContracts = {
  /** GET /admin/glow/reports/orders.csv?from=&to= — text/csv, one row per order line (ORDER_EXPORT_COLUMNS). */
  ordersCsv: defineContract({ method: "GET", path: "/admin/glow/reports/orders.csv", query: ReportRangeQuery, response: z.string() }),
  sales: defineContract({ method: "GET", path: "/admin/glow/reports/sales", query: ReportRangeQuery, response: SalesReportJsonSchema }),
  lowStock: defineContract({ method: "GET", path: "/admin/glow/low-stock", query: LowStockQuery, response: LowStockJsonSchema }),
};
