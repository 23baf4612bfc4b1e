import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils";
import { createShippingOptionsWorkflow } from "@medusajs/medusa/core-flows";
import { medusaIntegrationTestRunner } from "@medusajs/test-utils";
import { DeliveryFeesJsonSchema, GHANA_REGIONS } from "@glow/shop-contracts";
import { ACCRA_ADDRESS, KUMASI_ADDRESS } from "@glow/shop-contracts/test-addresses";
import { answer, seededShopRequests } from "../support/shop";
import { registerShopper } from "../support/shoppers";
import { suiteNumbers } from "../support/suite-numbers";
import { seedDemoData } from "../../src/scripts/seed-data/seed-demo-data";
import { DELIVERY_SET_NAME } from "../../src/delivery/delivery-fees";

jest.setTimeout(240_000);

const { local, newIp } = suiteNumbers("0209", "10.92");
const TAMALE_ADDRESS = { ...KUMASI_ADDRESS, province: "Northern", city: "Tamale", address_1: "Lamashegu, Bolgatanga Road" };

/**
 * Delivery fees by region (ADR 202) against a real Medusa and Postgres: the seeded zones and fees,
 * the staff route's guard and validation, and that a save changes what a shopper's cart is offered.
 */
medusaIntegrationTestRunner({
  inApp: true,
  env: {},
  testSuite: ({ api, getContainer }) => {
    const { shop, store, admin } = seededShopRequests(api, getContainer);
    let shopperCount = 0;
    let regionId = "";

    beforeAll(async () => {
      const { data } = await api.get("/store/regions", store());
      regionId = data.regions.find((r: any) => r.name === "Ghana").id;
    });

    const fees = async () => DeliveryFeesJsonSchema.parse((await api.get("/admin/glow/delivery-fees", admin())).data);
    const feeOf = (table: Awaited<ReturnType<typeof fees>>, zone: string) => table.fees.find((f) => f.zone === zone)!;

    /** A shopper's cart with `quantity` of a seeded product delivered to `address`, and the options Medusa offers it. */
    async function offered(address: Record<string, string>, quantity = 1): Promise<Record<string, number>> {
      shopperCount += 1;
      const { token } = await registerShopper(api, getContainer(), shop.publishableKey, {
        phone: local(shopperCount),
        firstName: "Abena",
        password: "Delivery#2026",
        device: `deliveryfees${shopperCount}`,
        ip: newIp(),
      });
      const query = getContainer().resolve(ContainerRegistrationKeys.QUERY);
      const { data: products } = await query.graph({ entity: "product", fields: ["variants.id"], filters: { handle: "african-black-soap-bar" } });
      const auth = store(token);
      // The shopper's cart, made by the shop's add (Medusa's own line routes are closed).
      const { data: added } = await api.post("/store/glow/my-cart/line-items", { variant_id: (products[0] as any).variants[0].id, quantity }, auth);
      const cartId = added.cart.id as string;
      await api.post(`/store/carts/${cartId}`, { region_id: regionId, shipping_address: address }, auth);
      const { data } = await api.get(`/store/shipping-options?cart_id=${cartId}`, auth);
      return Object.fromEntries(data.shipping_options.map((o: any) => [o.name, Number(o.amount)]));
    }

    it("seeds a zone and fee for each of the 16 regions and pickup; each address is offered its region's fee and pickup only", async () => {
      const table = await fees();
      expect(table.fees.map((f) => f.name)).toEqual([...GHANA_REGIONS, "Store pickup (Osu)"]);
      expect(table.fees.every((f) => f.option_id && f.amount !== null)).toBe(true);
      expect(feeOf(table, "GH-AA")).toMatchObject({ option_name: "Accra delivery", amount: 30, free_over: 500 });
      expect(feeOf(table, "GH-AH")).toMatchObject({ option_name: "Ashanti delivery", amount: 45, free_over: null });
      expect(feeOf(table, "GH-NP")).toMatchObject({ option_name: "Northern delivery", amount: 70, free_over: null });
      expect(feeOf(table, "pickup")).toMatchObject({ option_name: "Store pickup (Osu)", amount: 0 });

      expect(await offered(ACCRA_ADDRESS)).toEqual({ "Accra delivery": 30, "Store pickup (Osu)": 0 });
      expect(await offered(KUMASI_ADDRESS)).toEqual({ "Ashanti delivery": 45, "Store pickup (Osu)": 0 });
      // An address written with the ISO code is served by the same zone.
      expect(await offered({ ...TAMALE_ADDRESS, province: "gh-np" })).toEqual({ "Northern delivery": 70, "Store pickup (Osu)": 0 });
    });

    it("answers 401 to anyone who is not staff, before looking at the body", async () => {
      expect((await answer(api.get("/admin/glow/delivery-fees"))).status).toBe(401);
      expect((await answer(api.post("/admin/glow/delivery-fees", { fees: "nonsense" }))).status).toBe(401);
      // A shopper's store credentials are not staff credentials.
      expect((await answer(api.get("/admin/glow/delivery-fees", store()))).status).toBe(401);
    });

    it.each([
      [{ fees: [{ zone: "GH-XX", amount: 10 }] }, "zone must be a region code such as GH-AH, or pickup"],
      [{ fees: [{ zone: "GH-AH", amount: -5 }] }, "The fee cannot be negative"],
      [{ fees: [{ zone: "GH-AH", amount: "forty" }] }, "The fee must be a number of cedis"],
      [{ fees: [{ zone: "GH-AH", amount: 45.555 }] }, "The fee must have at most 2 decimals (pesewas)"],
      [{ fees: [{ zone: "GH-AH", amount: 45, free_over: 0 }] }, "The free-delivery threshold must be more than 0"],
      [{ fees: [{ zone: "GH-AH", amount: 45 }, { zone: "GH-AH", amount: 50 }] }, "each zone may appear only once"],
      [{ fees: [] }, "fees must name at least one zone"],
      [{ fees: [{ zone: "GH-AH", amount: 45, colour: "red" }] }, "Unknown field: colour"],
      [["GH-AH"], "The request body must be a JSON object"],
    ])("refuses %j with a 400 in plain words", async (body, message) => {
      const before = await fees();
      const response = await answer(api.post("/admin/glow/delivery-fees", body, admin()));
      expect(response.status).toBe(400);
      expect(response.data.message).toContain(message);
      expect(await fees()).toEqual(before);
    });

    it("saves fees and thresholds through Medusa's workflow: carts are offered them, the public table shows them, a new seed keeps them", async () => {
      const { data: saved } = await api.post(
        "/admin/glow/delivery-fees",
        { fees: [{ zone: "GH-AH", amount: 55, free_over: 100 }, { zone: "GH-NP", amount: 90.5 }, { zone: "pickup", amount: 5, free_over: null }] },
        admin(),
      );
      expect(feeOf(DeliveryFeesJsonSchema.parse(saved), "GH-AH")).toMatchObject({ amount: 55, free_over: 100 });
      const table = await fees();
      expect(feeOf(table, "GH-AH")).toMatchObject({ amount: 55, free_over: 100 });
      expect(feeOf(table, "GH-NP")).toMatchObject({ amount: 90.5, free_over: null });
      expect(feeOf(table, "GH-AA")).toMatchObject({ amount: 30, free_over: 500 });

      expect(await offered(KUMASI_ADDRESS)).toEqual({ "Ashanti delivery": 55, "Store pickup (Osu)": 5 });
      expect(await offered(TAMALE_ADDRESS)).toEqual({ "Northern delivery": 90.5, "Store pickup (Osu)": 5 });
      // Black soap is GH₵25 or more: 5 bars pass the GH₵100 threshold.
      expect((await offered(KUMASI_ADDRESS, 5))["Ashanti delivery"]).toBe(0);

      const { data: publicTable } = await api.get("/store/glow/delivery-fees", store());
      expect(feeOf(DeliveryFeesJsonSchema.parse(publicTable), "GH-AH")).toMatchObject({ amount: 55, free_over: 100 });
      expect((await answer(api.get("/store/glow/delivery-fees"))).status).toBe(400);

      await seedDemoData(getContainer(), { demoAccounts: true });
      expect(feeOf(await fees(), "GH-AH")).toMatchObject({ amount: 55, free_over: 100 });
    });

    it("saves all 17 zones in one request, each on its own option (Medusa mixed up options saved in one run)", async () => {
      const current = await fees();
      const body = { fees: current.fees.map((f, i) => ({ zone: f.zone, amount: 100 + i, free_over: null })) };
      await api.post("/admin/glow/delivery-fees", body, admin());
      const saved = await fees();
      expect(saved.fees.map((f) => [f.zone, f.amount])).toEqual(current.fees.map((f, i) => [f.zone, 100 + i]));
    });

    it("upgrades a shop seeded before regional fees: the nationwide zone is retired, a zone's missing geo zone comes back", async () => {
      const container = getContainer();
      const fulfillment = container.resolve(Modules.FULFILLMENT);
      const [set] = await fulfillment.listFulfillmentSets({ name: DELIVERY_SET_NAME });
      const [profile] = await fulfillment.listShippingProfiles({ type: "default" });
      const nationwide = await fulfillment.createServiceZones({ name: "Ghana nationwide", fulfillment_set_id: set!.id, geo_zones: [{ type: "country", country_code: "gh" }] });
      await createShippingOptionsWorkflow(container).run({
        input: [
          {
            name: "Nationwide delivery",
            price_type: "flat",
            provider_id: "manual_manual",
            service_zone_id: nationwide.id,
            shipping_profile_id: profile!.id,
            type: { label: "Nationwide delivery", description: "All 16 regions", code: "nationwide-delivery" },
            prices: [{ currency_code: "ghs", amount: 60 }],
            rules: [
              { attribute: "enabled_in_store", value: "true", operator: "eq" },
              { attribute: "is_return", value: "false", operator: "eq" },
            ],
          },
        ],
      });
      const [ashanti] = await fulfillment.listServiceZones({ name: "Ashanti" }, { relations: ["geo_zones"] });
      const byName = ashanti!.geo_zones.find((g) => g.province_code === "Ashanti")!;
      await fulfillment.deleteGeoZones([byName.id]);
      expect(Object.keys(await offered(KUMASI_ADDRESS)).sort()).toEqual(["Nationwide delivery", "Store pickup (Osu)"]);

      await seedDemoData(container, { demoAccounts: true });
      expect(await fulfillment.listServiceZones({ name: "Ghana nationwide" })).toEqual([]);
      expect(await fulfillment.listShippingOptions({ name: "Nationwide delivery" })).toEqual([]);
      expect(Object.keys(await offered(KUMASI_ADDRESS)).sort()).toEqual(["Ashanti delivery", "Store pickup (Osu)"]);
    });
  },
});
