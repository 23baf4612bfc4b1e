import { defineRouteConfig } from "@medusajs/admin-sdk";
import { Container, Heading, Input, Label, Table, Text } from "@medusajs/ui";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import { formatCedis, LOW_STOCK_DEFAULT_THRESHOLD, type adminReportContracts, type ContractOutput } from "@glow/shop-contracts";
import { sdk } from "../../lib/sdk";

/** The commerce app's answers (@glow/shop-contracts). */
type Sales = ContractOutput<(typeof adminReportContracts)["sales"]>;
type LowStock = ContractOutput<(typeof adminReportContracts)["lowStock"]>;
type Grouping = "by_day" | "by_week" | "by_month";

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const today = () => new Date().toISOString().slice(0, 10);
const firstOfMonth = () => `${today().slice(0, 7)}-01`;

const GROUPINGS: Record<Grouping, { label: string; column: string }> = {
  by_day: { label: "Day", column: "Day" },
  by_week: { label: "Week", column: "Week from Monday" },
  by_month: { label: "Month", column: "Month" },
};

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-2 px-6 py-4" aria-label={title}>
      <Heading level="h2">{title}</Heading>
      {children}
    </section>
  );
}

function SimpleTable({ label, head, rows, empty }: { label: string; head: string[]; rows: ReactNode[][]; empty: string }) {
  if (rows.length === 0) return <Text className="text-ui-fg-subtle">{empty}</Text>;
  return (
    <Table aria-label={label}>
      <Table.Header>
        <Table.Row>
          {head.map((h) => (
            <Table.HeaderCell key={h}>{h}</Table.HeaderCell>
          ))}
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {rows.map((cells, i) => (
          <Table.Row key={i}>
            {cells.map((cell, j) => (
              <Table.Cell key={j}>{cell}</Table.Cell>
            ))}
          </Table.Row>
        ))}
      </Table.Body>
    </Table>
  );
}

/**
 * Reports (issue 30 point 4, ADR 215): the orders of a date range as a CSV for the accountant
 * (one row per order line, from GET /admin/glow/reports/orders.csv, a plain link: the browser sends
 * the dashboard's session cookie), the sales in that range (totals by day, week or month, by category
 * and payment method, top products, refunds) and the variants running low on stock.
 */
const ReportsPage = () => {
  const [from, setFrom] = useState(firstOfMonth);
  const [to, setTo] = useState(today);
  const [grouping, setGrouping] = useState<Grouping>("by_day");
  const [threshold, setThreshold] = useState(String(LOW_STOCK_DEFAULT_THRESHOLD));
  const validRange = DAY.test(from) && DAY.test(to) && from <= to;
  const range = new URLSearchParams({ from, to }).toString();

  const sales = useQuery({
    queryKey: ["glow-sales-report", from, to],
    queryFn: () => sdk.client.fetch<Sales>(`/admin/glow/reports/sales?${range}`),
    enabled: validRange,
    placeholderData: keepPreviousData,
  });
  const wholeThreshold = /^\d{1,6}$/.test(threshold.trim()) ? threshold.trim() : null;
  const low = useQuery({
    queryKey: ["glow-low-stock", wholeThreshold],
    queryFn: () => sdk.client.fetch<LowStock>(`/admin/glow/low-stock?threshold=${wholeThreshold}`),
    enabled: wholeThreshold !== null,
    placeholderData: keepPreviousData,
  });
  const data = sales.data;

  return (
    <Container className="divide-y p-0">
      <div className="flex flex-col gap-3 px-6 py-4">
        <Heading level="h1">Reports</Heading>
        <Text className="text-ui-fg-subtle">
          Orders placed from the first day to the last day included (Ghana time). Sales count orders that were not cancelled; refunds are those made in the range.
        </Text>
        <div className="flex flex-wrap items-end gap-4">
          <div className="flex flex-col gap-1">
            <Label htmlFor="report-from">From</Label>
            <Input id="report-from" type="date" size="small" value={from} max={to} onChange={(e) => setFrom(e.target.value)} />
          </div>
          <div className="flex flex-col gap-1">
            <Label htmlFor="report-to">To</Label>
            <Input id="report-to" type="date" size="small" value={to} min={from} onChange={(e) => setTo(e.target.value)} />
          </div>
          {validRange ? (
            <a
              className="txt-compact-small-plus bg-ui-button-inverted text-ui-contrast-fg-primary shadow-buttons-inverted rounded-md px-3 py-1.5"
              href={`/admin/glow/reports/orders.csv?${range}`}
              download={`glow-orders-${from}-to-${to}.csv`}
            >
              Download orders (CSV)
            </a>
          ) : (
            <Text className="text-ui-fg-error">Choose a first day on or before the last day.</Text>
          )}
        </div>
        <Text size="small" className="text-ui-fg-subtle">
          The CSV has one row per item ordered: order, date, customer, phone, payment method and state, item, quantity, prices, order total, refunded amount
          and delivery region, amounts in GH₵.
        </Text>
      </div>

      {sales.error && <Text className="px-6 py-4 text-ui-fg-error">Could not load the sales: {sales.error.message}</Text>}
      {data && (
        <>
          <Section title="Sales">
            <dl className="grid grid-cols-2 gap-3 md:grid-cols-4" data-testid="sales-totals">
              {(
                [
                  ["Orders", String(data.totals.orders)],
                  ["Items sold", String(data.totals.units)],
                  ["Sales", formatCedis(data.totals.sales)],
                  ["Delivery", formatCedis(data.totals.delivery)],
                  ["Discounts", formatCedis(data.totals.discounts)],
                  ["Refunds", formatCedis(data.totals.refunds)],
                  ["Net (sales − refunds)", formatCedis(data.totals.net)],
                ] as const
              ).map(([term, value]) => (
                <div key={term} className="flex flex-col">
                  <dt className="txt-small text-ui-fg-subtle">{term}</dt>
                  <dd className="txt-compact-medium-plus">{value}</dd>
                </div>
              ))}
            </dl>
          </Section>
          <Section title="Sales over time">
            <div className="flex items-center gap-2">
              <Label htmlFor="report-grouping">Totals by</Label>
              <select
                id="report-grouping"
                className="bg-ui-bg-field txt-compact-small rounded-md border px-2 py-1"
                value={grouping}
                onChange={(e) => setGrouping(e.target.value as Grouping)}
              >
                {(Object.keys(GROUPINGS) as Grouping[]).map((g) => (
                  <option key={g} value={g}>
                    {GROUPINGS[g].label}
                  </option>
                ))}
              </select>
            </div>
            <SimpleTable
              label="Sales over time"
              head={[GROUPINGS[grouping].column, "Orders", "Sales"]}
              rows={data[grouping].map((p) => [p.period, p.orders, formatCedis(p.sales)])}
              empty="No orders in this range."
            />
          </Section>
          <Section title="By category">
            <SimpleTable
              label="Sales by category"
              head={["Category", "Items sold", "Item sales"]}
              rows={data.by_category.map((c) => [c.category, c.units, formatCedis(c.sales)])}
              empty="No items sold in this range."
            />
          </Section>
          <Section title="By payment method">
            <SimpleTable
              label="Sales by payment method"
              head={["Payment method", "Orders", "Sales"]}
              rows={data.by_payment_method.map((m) => [m.method, m.orders, formatCedis(m.sales)])}
              empty="No orders in this range."
            />
          </Section>
          <Section title="Top products">
            <SimpleTable
              label="Top products"
              head={["Product", "Items sold", "Item sales"]}
              rows={data.top_products.map((p) => [p.title, p.units, formatCedis(p.sales)])}
              empty="No items sold in this range."
            />
          </Section>
          <Section title="Refunds">
            <SimpleTable
              label="Refunds"
              head={["Date", "Order", "Amount", "Reason"]}
              rows={data.refunds.map((r) => [
                r.refunded_at.slice(0, 10),
                r.display_id === null ? "—" : r.order_id ? <a className="text-ui-fg-interactive" href={`/app/orders/${r.order_id}`}>#{r.display_id}</a> : `#${r.display_id}`,
                formatCedis(r.amount),
                r.reason ?? "",
              ])}
              empty="No refunds in this range."
            />
          </Section>
        </>
      )}

      <Section title="Low stock">
        <div className="flex items-center gap-2">
          <Label htmlFor="low-stock-threshold">At or below</Label>
          <Input id="low-stock-threshold" className="w-24" inputMode="numeric" size="small" value={threshold} onChange={(e) => setThreshold(e.target.value)} />
          <Text size="small" className="text-ui-fg-subtle">
            units left to sell
          </Text>
        </div>
        {wholeThreshold === null && <Text className="text-ui-fg-error">Type a whole number of units.</Text>}
        {low.error && <Text className="text-ui-fg-error">Could not load the stock: {low.error.message}</Text>}
        {low.data && (
          <SimpleTable
            label="Low stock"
            head={["Product", "Variant", "SKU", "Left"]}
            rows={low.data.variants.map((v) => [
              <a key="p" className="text-ui-fg-interactive" href={`/app/products/${v.product_id}`}>
                {v.product_title}
              </a>,
              v.variant_title ?? "",
              v.sku ?? "",
              v.available,
            ])}
            empty={`No variant has ${low.data.threshold} or fewer units left.`}
          />
        )}
      </Section>
    </Container>
  );
};

export const config = defineRouteConfig({ label: "Reports" });

export default ReportsPage;
