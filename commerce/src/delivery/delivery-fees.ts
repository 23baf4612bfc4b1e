import type { MedusaContainer } from "@medusajs/framework/types";
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils";
import { createShippingOptionsWorkflow, deleteServiceZonesWorkflow, deleteShippingOptionsWorkflow, updateShippingOptionsWorkflow } from "@medusajs/medusa/core-flows";
import { GHANA_REGION_CODES, GHANA_REGIONS, PICKUP_ZONE, type DeliveryFeeJson, type DeliveryFeesJson, type GhanaRegion, type UpdateDeliveryFeesType } from "@glow/shop-contracts";

/**
 * Delivery fees by region on Medusa's Fulfillment module (ADR 202). The "Glow deliveries" fulfillment
 * set has one service zone per Ghana region, matched by province geo zones carrying both the
 * region's name (what addresses store in `province`) and its ISO 3166-2 code in Medusa's lower-case
 * form ("gh-ah"); each zone has one flat-rate shipping option. "Glow store pickup" has the Osu store
 * zone (all of Ghana) with its own option. A free-delivery threshold is a second GHS price of 0 with
 * Medusa's price rule `item_total ≥ X`, which the pricing module prefers (more rules) once it holds.
 */

export const DELIVERY_SET_NAME = "Glow deliveries";
export const PICKUP_SET_NAME = "Glow store pickup";
export const PICKUP_ZONE_NAME = "Osu store";
/** The seed's first catch-all zone, replaced by the regional zones (deleted by `ensureDeliveryZones`). */
const RETIRED_NATIONWIDE_ZONE = "Ghana nationwide";
const COUNTRY = "gh";
const CURRENCY = "ghs";

interface RegionDefault {
  amount: number;
  freeOver: number | null;
  days: string;
}

/**
 * The seed's fees (GH₵): dispatch riders in Greater Accra; couriers elsewhere, dearer with the
 * distance from the Osu warehouse. Staff change them on the dashboard's Delivery fees page.
 */
export const DEFAULT_REGION_FEES: Record<GhanaRegion, RegionDefault> = {
  "Greater Accra": { amount: 30, freeOver: 500, days: "1–2 working days by dispatch rider" },
  Eastern: { amount: 40, freeOver: null, days: "2–3 working days by courier" },
  Central: { amount: 40, freeOver: null, days: "2–3 working days by courier" },
  Volta: { amount: 45, freeOver: null, days: "2–4 working days by courier" },
  Ashanti: { amount: 45, freeOver: null, days: "2–3 working days by courier" },
  Western: { amount: 50, freeOver: null, days: "2–4 working days by courier" },
  Bono: { amount: 55, freeOver: null, days: "3–4 working days by courier" },
  "Bono East": { amount: 55, freeOver: null, days: "3–4 working days by courier" },
  Ahafo: { amount: 55, freeOver: null, days: "3–4 working days by courier" },
  Oti: { amount: 60, freeOver: null, days: "3–5 working days by courier" },
  "Western North": { amount: 60, freeOver: null, days: "3–5 working days by courier" },
  Northern: { amount: 70, freeOver: null, days: "3–5 working days by courier" },
  Savannah: { amount: 75, freeOver: null, days: "4–6 working days by courier" },
  "North East": { amount: 75, freeOver: null, days: "4–6 working days by courier" },
  "Upper East": { amount: 80, freeOver: null, days: "4–6 working days by courier" },
  "Upper West": { amount: 80, freeOver: null, days: "4–6 working days by courier" },
};

/** Greater Accra's option keeps the name it had before regional fees (orders and tests name it). */
export const regionOptionName = (region: GhanaRegion) => (region === "Greater Accra" ? "Accra delivery" : `${region} delivery`);
export const PICKUP_OPTION_NAME = "Store pickup (Osu)";

/** The province values a region's zone matches: its name and its ISO code, lower-case as Medusa writes codes. */
export const regionProvinceCodes = (region: GhanaRegion) => [region, GHANA_REGION_CODES[region].toLowerCase()];

const STORE_RULES = [
  { attribute: "enabled_in_store", value: "true", operator: "eq" as const },
  { attribute: "is_return", value: "false", operator: "eq" as const },
];

type PriceInput =
  | { currency_code: string; amount: number; rules?: Array<{ attribute: "item_total"; operator: "gte"; value: number }> }
  | { region_id: string; amount: number; rules?: Array<{ attribute: "item_total"; operator: "gte"; value: number }> };

/** The GHS prices of a fee: the fee, and 0 from `freeOver` on; each for the currency and for the Ghana region. */
export function feePrices(amount: number, freeOver: number | null, regionId: string | null): PriceInput[] {
  const free = freeOver === null ? [] : [{ attribute: "item_total" as const, operator: "gte" as const, value: freeOver }];
  const prices: PriceInput[] = [{ currency_code: CURRENCY, amount }];
  if (free.length) prices.push({ currency_code: CURRENCY, amount: 0, rules: free });
  if (regionId) {
    prices.push({ region_id: regionId, amount });
    if (free.length) prices.push({ region_id: regionId, amount: 0, rules: free });
  }
  return prices;
}

interface PriceRow {
  amount?: unknown;
  currency_code?: string | null;
  price_rules?: Array<{ attribute?: string | null; operator?: string | null; value?: unknown } | null> | null;
}

/** The fee and threshold a shipping option's prices say (the rule-free GHS price; the `item_total ≥` rule of a 0 price). */
export function readFee(prices: PriceRow[]): { amount: number | null; freeOver: number | null } {
  const ghs = prices.filter((p) => (p.currency_code ?? "").toLowerCase() === CURRENCY);
  const rulesOf = (p: PriceRow) => (p.price_rules ?? []).filter((r): r is NonNullable<typeof r> => Boolean(r));
  const base = ghs.find((p) => rulesOf(p).length === 0) ?? ghs.find((p) => rulesOf(p).every((r) => r.attribute === "region_id"));
  let freeOver: number | null = null;
  for (const price of ghs) {
    if (Number(price.amount) !== 0) continue;
    const rule = rulesOf(price).find((r) => r.attribute === "item_total" && (r.operator === "gte" || r.operator === "gt"));
    if (rule && Number.isFinite(Number(rule.value))) freeOver = Number(rule.value);
  }
  return { amount: base ? Number(base.amount) : null, freeOver };
}

interface ZoneRow {
  id: string;
  name: string;
  fulfillment_set_id: string;
  geo_zones: Array<{ type: string; country_code: string; province_code?: string | null }>;
}

interface Layout {
  deliverySetId: string | null;
  pickupSetId: string | null;
  /** Each region's zone (matched by its geo zones), or undefined. */
  regionZone: Map<GhanaRegion, ZoneRow>;
  pickupZone: ZoneRow | undefined;
  zones: ZoneRow[];
}

async function readLayout(container: MedusaContainer): Promise<Layout> {
  const fulfillment = container.resolve(Modules.FULFILLMENT);
  const sets = await fulfillment.listFulfillmentSets({ name: [DELIVERY_SET_NAME, PICKUP_SET_NAME] }, { select: ["id", "name"] });
  const deliverySetId = sets.find((s) => s.name === DELIVERY_SET_NAME)?.id ?? null;
  const pickupSetId = sets.find((s) => s.name === PICKUP_SET_NAME)?.id ?? null;
  const setIds = [deliverySetId, pickupSetId].filter((id): id is string => Boolean(id));
  const zones = (setIds.length
    ? await fulfillment.listServiceZones({ fulfillment_set: { id: setIds } }, { relations: ["geo_zones"], select: ["id", "name", "fulfillment_set_id", "geo_zones.*"] })
    : []) as unknown as ZoneRow[];
  const regionZone = new Map<GhanaRegion, ZoneRow>();
  for (const region of GHANA_REGIONS) {
    const codes = regionProvinceCodes(region).map((c) => c.toLowerCase());
    const zone = zones.find(
      (z) => z.fulfillment_set_id === deliverySetId && z.geo_zones.some((g) => g.type === "province" && codes.includes((g.province_code ?? "").toLowerCase())),
    );
    if (zone) regionZone.set(region, zone);
  }
  const pickupZone = zones.find((z) => z.fulfillment_set_id === pickupSetId && z.name === PICKUP_ZONE_NAME) ?? zones.find((z) => z.fulfillment_set_id === pickupSetId);
  return { deliverySetId, pickupSetId, regionZone, pickupZone, zones };
}

interface OptionRow {
  id: string;
  name: string;
  service_zone_id: string;
  rules?: Array<{ attribute?: string; value?: unknown } | null> | null;
  prices?: PriceRow[] | null;
}

/** The store-facing (not return) shipping options of some zones, with their prices. */
async function optionsOfZones(container: MedusaContainer, zoneIds: string[]): Promise<OptionRow[]> {
  if (zoneIds.length === 0) return [];
  const query = container.resolve(ContainerRegistrationKeys.QUERY);
  const { data } = await query.graph({
    entity: "shipping_option",
    fields: ["id", "name", "service_zone_id", "created_at", "rules.attribute", "rules.value", "prices.amount", "prices.currency_code", "prices.price_rules.attribute", "prices.price_rules.operator", "prices.price_rules.value"],
    filters: { service_zone_id: zoneIds },
  });
  const rows = data as unknown as Array<OptionRow & { created_at?: unknown }>;
  return rows
    .filter((o) => !(o.rules ?? []).some((r) => r?.attribute === "is_return" && String(r.value) === "true"))
    .sort((a, b) => String(a.created_at ?? "").localeCompare(String(b.created_at ?? "")));
}

/** The fee table: the 16 regions alphabetically, then pickup. A zone without an option answers nulls. */
export async function readDeliveryFees(container: MedusaContainer): Promise<DeliveryFeesJson> {
  const layout = await readLayout(container);
  const zoneIds = [...layout.regionZone.values(), ...(layout.pickupZone ? [layout.pickupZone] : [])].map((z) => z.id);
  const options = await optionsOfZones(container, zoneIds);
  const feeOf = (zone: string, name: string, zoneRow: ZoneRow | undefined): DeliveryFeeJson => {
    const option = zoneRow ? options.find((o) => o.service_zone_id === zoneRow.id) : undefined;
    const { amount, freeOver } = option ? readFee(option.prices ?? []) : { amount: null, freeOver: null };
    return { zone, name, option_id: option?.id ?? null, option_name: option?.name ?? null, amount, free_over: freeOver };
  };
  return {
    currency_code: CURRENCY,
    fees: [
      ...GHANA_REGIONS.map((region) => feeOf(GHANA_REGION_CODES[region], region, layout.regionZone.get(region))),
      feeOf(PICKUP_ZONE, "Store pickup (Osu)", layout.pickupZone),
    ],
  };
}

/** Thrown when a zone to save has no shipping option (the route answers it as a 400). */
export class MissingDeliveryOptionError extends Error {}

/** Saves fees and thresholds through Medusa's `updateShippingOptionsWorkflow`, one option per run (see below). */
export async function saveDeliveryFees(container: MedusaContainer, input: UpdateDeliveryFeesType): Promise<DeliveryFeesJson> {
  const current = await readDeliveryFees(container);
  const regionId = await ghanaRegionId(container);
  const updates = input.fees.map((fee) => {
    const row = current.fees.find((f) => f.zone === fee.zone);
    if (!row?.option_id) throw new MissingDeliveryOptionError(`${row?.name ?? fee.zone} has no delivery option to price. Run the seed (npm start) to create it.`);
    return { id: row.option_id, prices: feePrices(fee.amount, fee.free_over, regionId) };
  });
  // One run per option: given many options in one run, Medusa 2.21 gave some of them their
  // neighbour's prices (e2e: Ashanti's 47 landed on Bono, Northern's 85 on Oti).
  for (const update of updates) await updateShippingOptionsWorkflow(container).run({ input: [update] as never });
  return readDeliveryFees(container);
}

async function ghanaRegionId(container: MedusaContainer): Promise<string | null> {
  const regions = await container.resolve(Modules.REGION).listRegions({ currency_code: CURRENCY }, { select: ["id"], take: 1 });
  return regions[0]?.id ?? null;
}

export interface EnsureDeliveryZonesInput {
  shippingProfileId: string;
  stockLocationId: string;
  log?: (message: string) => void;
}

/**
 * Makes the fulfilment layout above exist, idempotently: the two fulfilment sets (linked to the
 * warehouse), a zone and option per region with the default fee, the pickup zone and option, both
 * geo zones (name and code) on each region's zone. It never changes a fee that exists (staff's), and
 * retires the first seed's "Ghana nationwide" zone, which would otherwise be offered beside every
 * region's own fee.
 */
export async function ensureDeliveryZones(container: MedusaContainer, input: EnsureDeliveryZonesInput): Promise<void> {
  const log = input.log ?? (() => undefined);
  const fulfillment = container.resolve(Modules.FULFILLMENT);
  const link = container.resolve(ContainerRegistrationKeys.LINK);
  let layout = await readLayout(container);

  const linkSet = (setId: string) =>
    link.create({ [Modules.STOCK_LOCATION]: { stock_location_id: input.stockLocationId }, [Modules.FULFILLMENT]: { fulfillment_set_id: setId } });
  if (!layout.deliverySetId) {
    const set = await fulfillment.createFulfillmentSets({ name: DELIVERY_SET_NAME, type: "shipping" });
    await linkSet(set.id);
  }
  if (!layout.pickupSetId) {
    const set = await fulfillment.createFulfillmentSets({ name: PICKUP_SET_NAME, type: "pickup" });
    await linkSet(set.id);
  }
  layout = await readLayout(container);
  const deliverySetId = layout.deliverySetId!;

  // Each region's zone, with both province values.
  for (const region of GHANA_REGIONS) {
    const zone = layout.regionZone.get(region);
    const wanted = regionProvinceCodes(region);
    if (!zone) {
      await fulfillment.createServiceZones({
        name: region,
        fulfillment_set_id: deliverySetId,
        geo_zones: wanted.map((province_code) => ({ type: "province" as const, country_code: COUNTRY, province_code })),
      });
      continue;
    }
    const have = zone.geo_zones.map((g) => (g.province_code ?? "").toLowerCase());
    for (const province_code of wanted.filter((code) => !have.includes(code.toLowerCase()))) {
      await fulfillment.createGeoZones({ service_zone_id: zone.id, type: "province", country_code: COUNTRY, province_code });
    }
  }
  if (!layout.pickupZone) {
    await fulfillment.createServiceZones({ name: PICKUP_ZONE_NAME, fulfillment_set_id: layout.pickupSetId!, geo_zones: [{ type: "country", country_code: COUNTRY }] });
  }

  // The retired catch-all zone and its option.
  const retired = layout.zones.filter((z) => z.fulfillment_set_id === deliverySetId && z.name === RETIRED_NATIONWIDE_ZONE);
  if (retired.length) {
    const retiredOptions = await optionsOfZones(container, retired.map((z) => z.id));
    if (retiredOptions.length) await deleteShippingOptionsWorkflow(container).run({ input: { ids: retiredOptions.map((o) => o.id) } });
    await deleteServiceZonesWorkflow(container).run({ input: { ids: retired.map((z) => z.id) } });
    log(`Retired the "${RETIRED_NATIONWIDE_ZONE}" delivery zone (each region has its own fee now)`);
  }

  // One option per zone that has none.
  layout = await readLayout(container);
  const regionId = await ghanaRegionId(container);
  const zoneIds = [...layout.regionZone.values(), ...(layout.pickupZone ? [layout.pickupZone] : [])].map((z) => z.id);
  const withOption = new Set((await optionsOfZones(container, zoneIds)).map((o) => o.service_zone_id));
  const option = (name: string, serviceZoneId: string, amount: number, freeOver: number | null, label: string, description: string, code: string) => ({
    name,
    price_type: "flat" as const,
    provider_id: "manual_manual",
    service_zone_id: serviceZoneId,
    shipping_profile_id: input.shippingProfileId,
    type: { label, description, code },
    prices: feePrices(amount, freeOver, regionId),
    rules: STORE_RULES,
  });
  const missing = [
    ...GHANA_REGIONS.filter((region) => !withOption.has(layout.regionZone.get(region)!.id)).map((region) => {
      const fee = DEFAULT_REGION_FEES[region];
      const code = `delivery-${GHANA_REGION_CODES[region].toLowerCase()}`;
      return option(regionOptionName(region), layout.regionZone.get(region)!.id, fee.amount, fee.freeOver, regionOptionName(region), `${region}, ${fee.days}.`, region === "Greater Accra" ? "accra-delivery" : code);
    }),
    ...(layout.pickupZone && !withOption.has(layout.pickupZone.id)
      ? [option(PICKUP_OPTION_NAME, layout.pickupZone.id, 0, null, "Store pickup", "Collect from 12 Oxford Street, Osu, Accra — ready the next working day.", "store-pickup")]
      : []),
  ];
  if (missing.length) {
    await createShippingOptionsWorkflow(container).run({ input: missing as never });
    log(`Delivery options created: ${missing.map((o) => o.name).join(", ")}`);
  }
}
