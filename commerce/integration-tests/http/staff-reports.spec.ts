import { medusaIntegrationTestRunner } from "@medusajs/test-utils";
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils";
import { ACCRA_ADDRESS, KUMASI_ADDRESS } from "@glow/shop-contracts/test-addresses";
import { LowStockJsonSchema, ORDER_EXPORT_COLUMNS, SalesReportJsonSchema } from "@glow/shop-contracts";
import { seedDemoData } from "../../src/scripts/seed-data/seed-demo-data";
import { answer, placePayOnDeliveryOrder, seededShopRequests } from "../support/shop";
import { registerShopper } from "../support/shoppers";
import { suiteNumbers } from "../support/suite-numbers";
import { parseCsv } from "@glow/shop-contracts/test-csv";

jest.setTimeout(300_000);

const { local, e164, newIp } = suiteNumbers("0203", "10.93");
const FIT_ME = "maybelline-fit-me-matte-poreless-foundation";
const SOAP = "african-black-soap-bar";
const NIACINAMIDE = "the-ordinary-niacinamide-10-zinc-1";
/** A customer name a spreadsheet would run as a formula. */
const FORMULA_NAME = "=HYPERLINK(\"http://evil.test\")";

const pesewas = (n: unknown) => Math.round(Number(n) * 100);

/**
 * Month-end numbers and the owner's small things (issue 30 points 4–5, ADR 215) on a real
 * Medusa + Postgres: the order export's rows against the orders, the sales page's sums against sums
 * this test makes itself from Medusa's own order API, staff only, a customer found by a local
 * number, the low-stock list and stock items named after their product and variant.
 */
medusaIntegrationTestRunner({
  inApp: true,
  env: {},
  testSuite: ({ api, getContainer }) => {
    const { shop, store, admin } = seededShopRequests(api, getContainer);
    const today = new Date().toISOString().slice(0, 10);
    const range = `from=${today}&to=${today}`;
    let regionId = "";
    let shopperCount = 0;
    const orders: Record<"mixed" | "kumasi" | "cancelled", { id: string; displayId: number; phone: string }> = {} as never;
    let formulaShopperPhone = "";

    async function variantOf(handle: string, title?: string) {
      const { data } = await getContainer()
        .resolve(ContainerRegistrationKeys.QUERY)
        .graph({ entity: "product", fields: ["title", "variants.id", "variants.title"], filters: { handle } });
      const product = data[0] as any;
      const variant = title ? product.variants.find((v: any) => v.title === title) : product.variants[0];
      return { id: variant.id as string, title: variant.title as string, productTitle: product.title as string };
    }

    /** A pay-on-delivery order of a new shopper, placed through the shop's checkout route. */
    async function placeOrder(lines: Array<{ variantId: string; quantity: number }>, address: Record<string, string>, delivery: string) {
      shopperCount += 1;
      const { token, phone } = await registerShopper(api, getContainer(), shop.publishableKey, {
        phone: local(shopperCount),
        firstName: "Efua",
        lastName: "Asante",
        password: "Reports#2026",
        device: `reports${shopperCount}`,
        ip: newIp(),
      });
      const placed = await placePayOnDeliveryOrder(api, store(token), { regionId, lines, address, delivery });
      return { ...placed, phone };
    }

    beforeAll(async () => {
      const { data } = await api.get("/store/regions", store());
      regionId = data.regions.find((r: any) => r.name === "Ghana").id;
      const warmNude = await variantOf(FIT_ME, "128 Warm Nude");
      const soap = await variantOf(SOAP);
      const niacinamide = await variantOf(NIACINAMIDE);

      // Two shades' worth of lines, delivered, paid in cash, then GH₵10 refunded.
      orders.mixed = await placeOrder(
        [
          { variantId: warmNude.id, quantity: 2 },
          { variantId: soap.id, quantity: 3 },
        ],
        ACCRA_ADDRESS,
        "Accra delivery",
      );
      const { data: withPayment } = await api.get(`/admin/orders/${orders.mixed.id}?fields=payment_collections.payments.id`, admin());
      const paymentId = withPayment.order.payment_collections[0].payments[0].id as string;
      await api.post(`/admin/payments/${paymentId}/capture`, {}, admin());
      await api.post(`/admin/payments/${paymentId}/refund`, { amount: 10 }, admin());

      orders.kumasi = await placeOrder([{ variantId: niacinamide.id, quantity: 1 }], KUMASI_ADDRESS, "Ashanti delivery");
      orders.cancelled = await placeOrder([{ variantId: soap.id, quantity: 1 }], ACCRA_ADDRESS, "Accra delivery");
      await api.post(`/admin/orders/${orders.cancelled.id}/cancel`, {}, admin());

      // A customer whose name a spreadsheet would run.
      const { data: customers } = await api.get(`/admin/customers?q=${encodeURIComponent(e164(2).slice(1))}&fields=id`, admin());
      await api.post(`/admin/customers/${customers.customers[0].id}`, { first_name: FORMULA_NAME }, admin());
      formulaShopperPhone = orders.kumasi.phone;
    });

    /** Every order placed today, through Medusa's own order API: the independent side of the checks. */
    async function todaysOrders() {
      const fields = "id,display_id,status,total,shipping_total,created_at,items.id,items.quantity,items.total,items.unit_price,items.product_id,items.product_title,items.variant_title";
      const { data } = await api.get(`/admin/orders?fields=${fields}&limit=500&created_at[$gte]=${today}T00:00:00.000Z`, admin());
      expect(data.count).toBeLessThan(500);
      return data.orders as any[];
    }

    it("answers 401 to anyone who is not staff, before reading the range", async () => {
      for (const path of [`/admin/glow/reports/orders.csv?${range}`, `/admin/glow/reports/sales?${range}`, "/admin/glow/low-stock?threshold=5", "/admin/glow/reports/orders.csv?from=x"]) {
        expect((await answer(api.get(path))).status).toBe(401);
        expect((await answer(api.get(path, store()))).status).toBe(401);
      }
    });

    it.each([
      ["/admin/glow/reports/orders.csv?from=2026-11-01", "to must be a date like 2026-11-01"],
      ["/admin/glow/reports/sales?from=2026-12-01&to=2026-11-01", "from must be on or before to"],
      ["/admin/glow/reports/sales?from=2024-01-01&to=2026-01-01", "A report covers at most 367 days"],
      ["/admin/glow/low-stock?threshold=-3", "threshold must be a whole number from 0 to 100000"],
    ])("refuses %s with a 400 in plain words", async (path, message) => {
      const response = await answer(api.get(path, admin()));
      expect(response.status).toBe(400);
      expect(response.data.message).toContain(message);
    });

    it("exports one CSV row per order line, matching the orders, with phone, payment, refunds and region, safe in a spreadsheet", async () => {
      // The bytes as sent (axios would drop the byte-order mark of a text answer).
      const response = await api.get(`/admin/glow/reports/orders.csv?${range}`, { ...admin(), responseType: "arraybuffer" } as never);
      expect((response as any).headers["content-type"]).toMatch(/^text\/csv; charset=utf-8/);
      expect((response as any).headers["content-disposition"]).toBe(`attachment; filename="glow-orders-${today}-to-${today}.csv"`);
      const text = Buffer.from((response as any).data).toString("utf8");
      expect(text.startsWith("\uFEFF")).toBe(true);
      const [header, ...rows] = parseCsv(text.slice(1));
      expect(header).toEqual([...ORDER_EXPORT_COLUMNS]);
      const col = (name: (typeof ORDER_EXPORT_COLUMNS)[number]) => ORDER_EXPORT_COLUMNS.indexOf(name);

      // Every line of every order placed today, and nothing else.
      const expected = await todaysOrders();
      expect(rows).toHaveLength(expected.reduce((n, o) => n + o.items.length, 0));
      expect(new Set(rows.map((r) => r[col("Order")]))).toEqual(new Set(expected.map((o) => String(o.display_id))));
      for (const order of expected) {
        const mine = rows.filter((r) => r[col("Order")] === String(order.display_id));
        expect(mine.map((r) => r[col("Order total (GHS)")])).toEqual(order.items.map(() => (pesewas(order.total) / 100).toFixed(2)));
        expect(mine.map((r) => pesewas(r[col("Line total (GHS)")])).sort()).toEqual(order.items.map((i: any) => pesewas(i.total)).sort());
      }

      const mixed = rows.filter((r) => r[col("Order")] === String(orders.mixed.displayId));
      const shade = mixed.find((r) => r[col("Variant")] === "128 Warm Nude")!;
      expect(shade[col("Item")]).toBe("Fit Me Matte + Poreless Foundation");
      expect(shade[col("Quantity")]).toBe("2");
      expect(shade[col("Unit price (GHS)")]).toMatch(/^\d+\.\d{2}$/);
      expect(pesewas(shade[col("Line total (GHS)")])).toBe(2 * pesewas(shade[col("Unit price (GHS)")]));
      expect(shade[col("Customer")]).toBe("Efua Asante");
      // A leading + is a formula start to a spreadsheet: the international form is shown as text.
      expect(shade[col("Phone")]).toBe(`'${orders.mixed.phone}`);
      expect(shade[col("Phone (local)")]).toBe(`0${orders.mixed.phone.slice(4)}`);
      expect(shade[col("Payment method")]).toBe("Pay on delivery");
      expect(shade[col("Payment state")]).toBe("Partly refunded");
      expect(shade[col("Refunded (GHS)")]).toBe("10.00");
      expect(shade[col("Delivery region")]).toBe("Greater Accra");
      expect(shade[col("Order status")]).toBe("pending");
      expect(mixed).toHaveLength(2);
      expect(mixed.find((r) => r !== shade)![col("Quantity")]).toBe("3");

      const kumasi = rows.find((r) => r[col("Order")] === String(orders.kumasi.displayId))!;
      expect(kumasi[col("Payment state")]).toBe("Awaiting cash on delivery");
      expect(kumasi[col("Delivery region")]).toBe("Ashanti");
      expect(kumasi[col("Refunded (GHS)")]).toBe("0.00");
      // The formula name comes out as text.
      expect(kumasi[col("Customer")]).toBe(`'${FORMULA_NAME} Asante`);
      expect(kumasi[col("Phone (local)")]).toBe(`0${formulaShopperPhone.slice(4)}`);
      expect(rows.find((r) => r[col("Order")] === String(orders.cancelled.displayId))![col("Order status")]).toBe("canceled");

      // Nothing on another day.
      const empty = await api.get("/admin/glow/reports/orders.csv?from=2020-01-01&to=2020-01-31", { ...admin(), responseType: "arraybuffer" } as never);
      expect(parseCsv(Buffer.from((empty as any).data).toString("utf8").slice(1))).toEqual([[...ORDER_EXPORT_COLUMNS]]);
    });

    it("lets staff download Medusa's own order export from the dashboard's link, and nobody else", async () => {
      // The dashboard's Orders → Export: Medusa's export workflow writes a private file in the
      // background and posts a feed notification whose link the dashboard shows.
      const started = await answer(api.post("/admin/orders/export", {}, admin()));
      expect(started.status).toBe(202);
      let url = "";
      for (let tries = 0; !url && tries < 120; tries++) {
        const { data } = await api.get("/admin/notifications?channel=feed&limit=50&order=-created_at", admin());
        url = (data.notifications as any[]).find((n) => n.data?.title === "Order export" && n.data?.file?.url)?.data.file.url ?? "";
        if (!url) await new Promise((resolve) => setTimeout(resolve, 500));
      }
      // A link to the staff route, not the /static address that answered 404.
      expect(url).toMatch(/\/admin\/glow\/private-files\/private-\d+-[\w.-]+\.csv$/);
      const path = new URL(url).pathname;

      const downloaded = await api.get(path, { ...admin(), responseType: "text", transformResponse: (body: unknown) => body });
      expect(downloaded.status).toBe(200);
      expect(downloaded.headers["content-type"]).toMatch(/^text\/csv/);
      expect(downloaded.headers["content-disposition"]).toMatch(/^attachment; filename="\d+-order-exports\.csv"$/);
      expect(downloaded.headers["cache-control"]).toBe("private, no-store");
      // Medusa's own columns, with today's orders in it.
      expect(String(downloaded.data)).toContain(String(orders.kumasi.displayId));

      // No staff session or token: 401, also with the publishable key.
      expect((await answer(api.get(path))).status).toBe(401);
      expect((await answer(api.get(path, store()))).status).toBe(401);
      // Only the private folder's own names, and only files that are there: 404 in plain words.
      for (const bad of ["private-1-missing.csv", "..%2F..%2Fsecrets%2Fjwt", "private-1-..%2F..%2Fuploads%2Fx.png", "uploads.csv", "PRIVATE-1-x.csv"]) {
        const refused = await answer(api.get(`/admin/glow/private-files/${bad}`, admin()));
        expect({ bad, status: refused.status, message: refused.data.message }).toEqual({ bad, status: 404, message: expect.stringMatching(/There is no such file/) });
      }
    });

    it("adds up sales by day, week, month, category and payment method, top products and refunds as the orders do", async () => {
      const { data } = await api.get(`/admin/glow/reports/sales?${range}`, admin());
      const report = SalesReportJsonSchema.parse(data);

      // The same sums, made here from Medusa's order API and the products' categories.
      const counted = (await todaysOrders()).filter((o) => o.status !== "canceled");
      expect(counted.map((o) => o.id)).toEqual(expect.arrayContaining([orders.mixed.id, orders.kumasi.id]));
      const sales = counted.reduce((sum, o) => sum + pesewas(o.total), 0);
      const units = counted.reduce((sum, o) => sum + o.items.reduce((n: number, i: any) => n + Number(i.quantity), 0), 0);
      expect(report.totals.orders).toBe(counted.length);
      expect(report.totals.units).toBe(units);
      expect(pesewas(report.totals.sales)).toBe(sales);
      expect(pesewas(report.totals.delivery)).toBe(counted.reduce((sum, o) => sum + pesewas(o.shipping_total), 0));
      expect(pesewas(report.totals.refunds)).toBe(1000);
      expect(pesewas(report.totals.net)).toBe(sales - 1000);
      for (const grouping of [report.by_day, report.by_week, report.by_month]) {
        expect(grouping).toHaveLength(1);
        expect(grouping[0]).toMatchObject({ orders: counted.length });
        expect(pesewas(grouping[0]!.sales)).toBe(sales);
      }
      expect(report.by_day[0]!.period).toBe(today);
      expect(report.by_month[0]!.period).toBe(today.slice(0, 7));
      expect(report.by_payment_method.map((m) => [m.method, m.orders, pesewas(m.sales)])).toEqual([["Pay on delivery", counted.length, sales]]);

      const lines = counted.flatMap((o) => o.items);
      const productIds = [...new Set(lines.map((i: any) => i.product_id))];
      const { data: products } = await api.get(`/admin/products?fields=id,categories.name&limit=100&${productIds.map((id) => `id[]=${id}`).join("&")}`, admin());
      const categoryOf = new Map<string, string>(products.products.map((p: any) => [p.id, p.categories.map((c: any) => c.name).sort()[0]]));
      const byCategory = new Map<string, number>();
      const byProduct = new Map<string, number>();
      for (const line of lines) {
        byCategory.set(categoryOf.get(line.product_id)!, (byCategory.get(categoryOf.get(line.product_id)!) ?? 0) + pesewas(line.total));
        byProduct.set(line.product_id, (byProduct.get(line.product_id) ?? 0) + pesewas(line.total));
      }
      expect(new Map(report.by_category.map((c) => [c.category, pesewas(c.sales)]))).toEqual(byCategory);
      expect(report.by_category.map((c) => c.category)).toContain("Makeup");
      const top = report.top_products;
      expect(top.length).toBe(Math.min(10, byProduct.size));
      for (const p of top) expect(pesewas(p.sales)).toBe(byProduct.get(p.product_id!));
      expect(pesewas(top[0]!.sales)).toBe(Math.max(...byProduct.values()));

      expect(report.refunds).toEqual([{ order_id: orders.mixed.id, display_id: orders.mixed.displayId, amount: 10, refunded_at: expect.stringContaining(today), reason: null }]);

      // A range with no orders is all zeros, not an error.
      const { data: quiet } = await api.get("/admin/glow/reports/sales?from=2020-01-01&to=2020-01-31", admin());
      expect(quiet.totals).toMatchObject({ orders: 0, sales: 0, refunds: 0 });
      expect(quiet.by_day).toEqual([]);
    });

    it("finds a customer by the local number staff type (0244000001 for +233244000001), in the dashboard's search", async () => {
      const search = async (q: string) => (await api.get(`/admin/customers?q=${encodeURIComponent(q)}&fields=id,phone,first_name`, admin())).data.customers as any[];
      for (const q of ["0244000001", "024 400 0001", "+233244000001", "244000001"]) {
        const found = await search(q);
        expect(found.map((c) => c.phone)).toEqual(["+233244000001"]);
        expect(found[0].first_name).toBe("Ama");
      }
      expect((await search(local(1))).map((c) => c.phone)).toEqual([e164(1)]);
      // Other searches are as Medusa makes them.
      expect((await search("Ama")).some((c) => c.phone === "+233244000001")).toBe(true);
      expect(await search("0299999999")).toEqual([]);
    });

    it("lists the variants at or below a stock threshold with their product's name, counting what orders hold", async () => {
      const low = async (threshold?: number) =>
        LowStockJsonSchema.parse((await api.get(`/admin/glow/low-stock${threshold === undefined ? "" : `?threshold=${threshold}`}`, admin())).data);
      const fiveOrFewer = await low();
      expect(fiveOrFewer.threshold).toBe(5);
      const ivory = fiveOrFewer.variants.find((v) => v.variant_title === "110 Ivory");
      expect(ivory).toMatchObject({ product_title: "Fit Me Matte + Poreless Foundation", available: 4 });
      // Seeded with 5; the order holds 2 of them.
      expect(fiveOrFewer.variants.find((v) => v.variant_title === "128 Warm Nude")).toMatchObject({ available: 3 });
      expect(fiveOrFewer.variants.find((v) => v.variant_title === "310 Sun Beige")).toMatchObject({ available: 0 });
      expect(fiveOrFewer.variants.every((v) => v.available <= 5)).toBe(true);
      expect(fiveOrFewer.variants.map((v) => v.available)).toEqual([...fiveOrFewer.variants.map((v) => v.available)].sort((a, b) => a - b));

      const three = await low(3);
      expect(three.variants.find((v) => v.variant_title === "128 Warm Nude")).toBeDefined();
      expect(three.variants.find((v) => v.variant_title === "110 Ivory")).toBeUndefined();
      expect((await low(0)).variants.every((v) => v.available <= 0)).toBe(true);
    });

    it("names stock items after their product and variant: seeded, made in the dashboard, and a variant added later", async () => {
      const query = getContainer().resolve(ContainerRegistrationKeys.QUERY);
      const itemNames = async (filters: Record<string, unknown>) => {
        const { data } = await query.graph({ entity: "product_variant", fields: ["title", "inventory_items.inventory.title"], filters });
        return Object.fromEntries(data.map((v: any) => [v.title, v.inventory_items[0]?.inventory?.title]));
      };
      const ivory = await variantOf(FIT_ME, "110 Ivory");
      expect(await itemNames({ id: ivory.id })).toEqual({ "110 Ivory": "Fit Me Matte + Poreless Foundation — 110 Ivory" });
      const soap = await variantOf(SOAP);
      expect(await itemNames({ id: soap.id })).toEqual({ [soap.title]: `${soap.productTitle} — ${soap.title}` });

      // A shop seeded before: its items carry the variant's name; the next seed renames them.
      const { data: soapVariant } = await query.graph({ entity: "product_variant", fields: ["inventory_items.inventory_item_id"], filters: { id: soap.id } });
      const soapItemId = (soapVariant[0] as any).inventory_items[0].inventory_item_id as string;
      await getContainer().resolve(Modules.INVENTORY).updateInventoryItems([{ id: soapItemId, title: soap.title }]);
      expect(await itemNames({ id: soap.id })).toEqual({ [soap.title]: soap.title });
      await seedDemoData(getContainer(), { demoAccounts: true });
      expect(await itemNames({ id: soap.id })).toEqual({ [soap.title]: `${soap.productTitle} — ${soap.title}` });

      // Staff make a product in the dashboard (Medusa's admin API), then add a size.
      const { data: created } = await api.post(
        "/admin/products",
        {
          title: "Baobab Hair Oil",
          options: [{ title: "Size", values: ["50 ml", "100 ml"] }],
          variants: [{ title: "50 ml", options: { Size: "50 ml" }, manage_inventory: true, prices: [{ amount: 60, currency_code: "ghs" }] }],
        },
        admin(),
      );
      const productId = created.product.id as string;
      await api.post(`/admin/products/${productId}/variants`, { title: "100 ml", options: { Size: "100 ml" }, manage_inventory: true, prices: [{ amount: 100, currency_code: "ghs" }] }, admin());
      expect(await itemNames({ product_id: productId })).toEqual({ "50 ml": "Baobab Hair Oil — 50 ml", "100 ml": "Baobab Hair Oil — 100 ml" });

      // The dashboard's product without shades or sizes: Medusa's "Default variant" is the product itself.
      const { data: plain } = await api.post(
        "/admin/products",
        {
          title: "Shea Lip Balm",
          options: [{ title: "Default option", values: ["Default option value"] }],
          variants: [{ title: "Default variant", options: { "Default option": "Default option value" }, manage_inventory: true, prices: [{ amount: 20, currency_code: "ghs" }] }],
        },
        admin(),
      );
      expect(await itemNames({ product_id: plain.product.id })).toEqual({ "Default variant": "Shea Lip Balm" });
    });
  },
});
