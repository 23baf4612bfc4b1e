import "./zod-setup.js";
import { z } from "zod";
import { defineContract } from "./contract.js";
import { strictBody } from "./fields.js";
import { GHANA_REGION_CODES, GHANA_REGIONS } from "./ghana-regions.js";

/**
 * Delivery fees by region (ADR 202): one flat-rate Medusa shipping option per Ghana region's service
 * zone, and one for store pickup, each with an optional free-delivery threshold (a price rule
 * `item_total ≥ X → 0` on the option's GHS price). The commerce app answers and saves them
 * (commerce/src/api/{admin,store}/glow/delivery-fees); its dashboard page and the storefront's
 * product page and checkout read them.
 */
export const PICKUP_ZONE = "pickup";
export const DELIVERY_ZONES = [...GHANA_REGIONS.map((name) => GHANA_REGION_CODES[name]), PICKUP_ZONE] as const;
export type DeliveryZone = (typeof GHANA_REGION_CODES)[keyof typeof GHANA_REGION_CODES] | typeof PICKUP_ZONE;

/** Highest fee and threshold staff may type, in GH₵ (a typo guard, far above any real fee). */
export const DELIVERY_FEE_LIMITS = { maxFee: 10_000, maxFreeOver: 1_000_000 } as const;

/** One zone's fee as answered: `option_id` is null when the zone has no shipping option (nothing to save). */
export const DeliveryFeeJsonSchema = z.object({
  zone: z.string(),
  name: z.string(),
  option_id: z.string().nullable(),
  option_name: z.string().nullable(),
  amount: z.number().nullable(),
  free_over: z.number().nullable(),
});
export type DeliveryFeeJson = z.infer<typeof DeliveryFeeJsonSchema>;

/** The 16 regions in alphabetical order, then pickup. */
export const DeliveryFeesJsonSchema = z.object({ currency_code: z.string(), fees: z.array(DeliveryFeeJsonSchema) });
export type DeliveryFeesJson = z.infer<typeof DeliveryFeesJsonSchema>;

const cedis = (label: string, max: number) =>
  z
    .number({ error: `${label} must be a number of cedis` })
    .refine((n) => Number.isFinite(n) && Math.round(n * 100) === n * 100, `${label} must have at most 2 decimals (pesewas)`)
    .refine((n) => n <= max, `${label} must be at most GH₵${max}`);

const zoneField = z.string({ error: "zone must be a region code such as GH-AH, or pickup" }).refine((zone) => (DELIVERY_ZONES as readonly string[]).includes(zone), {
  message: "zone must be a region code such as GH-AH, or pickup",
});

export const DeliveryFeeUpdate = strictBody({
  zone: zoneField,
  amount: cedis("The fee", DELIVERY_FEE_LIMITS.maxFee).refine((n) => n >= 0, "The fee cannot be negative"),
  free_over: z
    .union([cedis("The free-delivery threshold", DELIVERY_FEE_LIMITS.maxFreeOver).refine((n) => n > 0, "The free-delivery threshold must be more than 0"), z.null()], {
      error: "The free-delivery threshold must be a number of cedis, or null for none",
    })
    .default(null),
});

export const UpdateDeliveryFees = strictBody({
  fees: z
    .array(DeliveryFeeUpdate, { error: "fees must be a list of { zone, amount, free_over }" })
    .min(1, "fees must name at least one zone")
    .max(DELIVERY_ZONES.length, `fees must name at most ${DELIVERY_ZONES.length} zones`)
    .refine((fees) => new Set(fees.map((f) => f.zone)).size === fees.length, "each zone may appear only once"),
});
export type UpdateDeliveryFeesType = z.infer<typeof UpdateDeliveryFees>;

/** GET /store/glow/delivery-fees — the public fee table (product page, checkout hints). */
export const storeDeliveryFeesContract = defineContract({ method: "GET", path: "/store/glow/delivery-fees", response: DeliveryFeesJsonSchema });

/** The staff endpoints (a Medusa user's session: Medusa guards every /admin route). */
export const adminDeliveryFeesContracts = {
  list: defineContract({ method: "GET", path: "/admin/glow/delivery-fees", response: DeliveryFeesJsonSchema }),
  update: defineContract({ method: "POST", path: "/admin/glow/delivery-fees", body: UpdateDeliveryFees, response: DeliveryFeesJsonSchema }),
};
