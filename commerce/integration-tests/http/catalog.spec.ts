import fs from "node:fs";
import path from "node:path";
import { medusaIntegrationTestRunner } from "@medusajs/test-utils";
import { seededShopRequests } from "../support/shop";
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils";
import { DEMO_ACCOUNTS, SEED, seedDemoData } from "../../src/scripts/seed-data/seed-demo-data";
import { categories, products } from "../../src/scripts/seed-data/catalog";

jest.setTimeout(240_000);

medusaIntegrationTestRunner({
  inApp: true,
  env: {},
  testSuite: ({ api, getContainer }) => {
    const { shop, store } = seededShopRequests(api, getContainer);

    describe("the demo seed", () => {
      it("creates the catalog the spec needs", async () => {
        const { data } = await api.get("/store/product-categories?limit=100&fields=handle,name", store());
        const handles = data.product_categories.map((c: { handle: string }) => c.handle);
        for (const handle of ["makeup", "skincare", "nail-care", "hair-care", "body-care"]) expect(handles).toContain(handle);
        expect(handles.length).toBeGreaterThanOrEqual(6);

        const { data: region } = await api.get("/store/regions", store());
        const ghana = region.regions.find((r: { currency_code: string }) => r.currency_code === "ghs");
        expect(ghana).toBeDefined();
        expect(ghana.countries.map((c: { iso_2: string }) => c.iso_2)).toEqual(["gh"]);

        const { data: list } = await api.get(
          `/store/products?limit=100&region_id=${ghana.id}&fields=handle,*tags,*variants.calculated_price,+variants.inventory_quantity`,
          store(),
        );
        expect(list.count).toBeGreaterThanOrEqual(40);
        const byHandle = new Map<string, any>(list.products.map((p: any) => [p.handle, p]));
        const tagged = (value: string) => list.products.filter((p: any) => p.tags.some((t: any) => t.value === value));
        expect(tagged("featured").length).toBeGreaterThanOrEqual(8);
        expect(tagged("new").length).toBeGreaterThanOrEqual(4);

        const stock = list.products.map((p: any) => p.variants[0].inventory_quantity as number);
        expect(stock.filter((q: number) => q === 0).length).toBeGreaterThanOrEqual(2);
        expect(stock.filter((q: number) => q >= 1 && q <= 10).length).toBeGreaterThanOrEqual(3);

        // Prices come back in GHS; the sale comes from a Medusa price list, with the regular price as original.
        const onSale = list.products.filter((p: any) => {
          const price = p.variants[0].calculated_price;
          return price.original_amount > price.calculated_amount;
        });
        expect(onSale.length).toBeGreaterThanOrEqual(5);
        for (const product of list.products) expect(product.variants[0].calculated_price.currency_code).toBe("ghs");
        const cleanser = byHandle.get("cerave-hydrating-facial-cleanser");
        expect(cleanser.variants[0].calculated_price.calculated_amount).toBe(265);
        const serum = byHandle.get("the-ordinary-niacinamide-10-zinc-1").variants[0].calculated_price;
        expect(serum).toMatchObject({ calculated_amount: 125, original_amount: 150 });
        expect(serum.calculated_price.price_list_type).toBe("sale");
      });

      it("gives every product a brand, bullet description and a served picture", async () => {
        const { data } = await api.get("/store/products?limit=100&fields=handle,thumbnail,metadata,description", store());
        for (const product of data.products) {
          expect(typeof product.metadata.brand).toBe("string");
          expect(product.description).toMatch(/^[-•] /m);
          expect(product.thumbnail).toMatch(/\/static\/products\/.+\.webp$/);
        }
        // Uploaded through Medusa's file module into the data dir's uploads (served by Medusa at /static; e2e checks the HTTP path).
        const uploads = path.join(path.resolve(process.env.GLOW_DATA_DIR ?? "../.data"), "uploads");
        for (const product of data.products) {
          const file = path.join(uploads, new URL(product.thumbnail).pathname.replace(/^\/static\//, ""));
          // A real 800×800 WebP ("RIFF....WEBPVP8"), drawn from the product's SVG art, small enough for mobile data.
          const picture = fs.readFileSync(file);
          expect(picture.subarray(0, 4).toString("latin1")).toBe("RIFF");
          expect(picture.subarray(8, 12).toString("latin1")).toBe("WEBP");
          expect(picture.length).toBeGreaterThan(1_000);
          expect(picture.length).toBeLessThan(40_000);
        }
      });

      it("sets up delivery in Ghana with GHS shipping prices", async () => {
        const query = getContainer().resolve(ContainerRegistrationKeys.QUERY);
        const { data: options }: { data: any[] } = await query.graph({ entity: "shipping_option", fields: ["name", "prices.amount", "prices.currency_code"] });
        const names = options.map((o: any) => o.name);
        expect(names).toEqual(expect.arrayContaining(["Accra delivery", "Ashanti delivery", "Northern delivery", "Store pickup (Osu)"]));
        const accra = options.find((o: any) => o.name === "Accra delivery");
        expect(accra.prices.some((p: any) => p.currency_code === "ghs" && p.amount === 30)).toBe(true);
      });

      it("creates the demo shopper, the shop admin in its group and the staff user", async () => {
        // Medusa's filter types omit `phone`, but the module filters on any column.
        const customerModule: any = getContainer().resolve(Modules.CUSTOMER);
        const [shopper] = await customerModule.listCustomers({ phone: DEMO_ACCOUNTS.shopper.phone });
        expect(shopper).toMatchObject({ first_name: "Ama", last_name: "Mensah" });
        const [admin] = await customerModule.listCustomers({ phone: DEMO_ACCOUNTS.shopAdmin.phone }, { relations: ["groups"] });
        expect(admin).toMatchObject({ first_name: "Kofi", last_name: "Boateng" });
        expect(admin.groups?.map((g: { name: string }) => g.name)).toContain(SEED.shopAdminGroup);

        const login = await api.post("/auth/user/emailpass", { email: DEMO_ACCOUNTS.staff.email, password: DEMO_ACCOUNTS.staff.password });
        expect(login.status).toBe(200);
        const me = await api.get("/admin/users/me", { headers: { authorization: `Bearer ${login.data.token}` } });
        expect(me.data.user.email).toBe("admin@glow.local");
      });

      it("is idempotent: a second run changes nothing", async () => {
        const productModule = getContainer().resolve(Modules.PRODUCT);
        const before = await productModule.listProducts({}, { select: ["id"] });
        const again = await seedDemoData(getContainer(), { demoAccounts: true });
        expect(again.alreadySeeded).toBe(true);
        expect(again.publishableKey).toBe(shop.publishableKey);
        const after = await productModule.listProducts({}, { select: ["id"] });
        expect(after.length).toBe(before.length);
        expect(after.length).toBe(products.length);
        const cats = await productModule.listProductCategories({}, { select: ["id"] });
        expect(cats.length).toBe(categories.length);
      });

      it("refuses store requests without the publishable key", async () => {
        const response = await api.get("/store/products").catch((error: any) => error.response);
        expect(response.status).toBe(400);
      });
    });

    describe("plugins/* wiring", () => {
      it("serves the shop-info plugin's route", async () => {
        const { status, data } = await api.get("/store/shop-info", store());
        expect(status).toBe(200);
        expect(data.shop).toEqual({ name: "Glow", country_code: "gh", currency_code: "ghs", served_by: "@glow/plugin-shop-info" });
      });
    });
  },
});
