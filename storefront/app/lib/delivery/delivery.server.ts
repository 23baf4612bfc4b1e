import { storeDeliveryFeesContract, type DeliveryFeesJson } from "@glow/shop-contracts";
import { deliveryLine } from "~/lib/delivery/delivery-line";
import { memoize } from "~/lib/medusa/cache.server";
import { callContract, dataOf } from "~/lib/medusa/contract-client.server";

/**
 * Delivery fees by region (ADR 202): the public fee table of GET /store/glow/delivery-fees, kept by
 * each process like the other catalog reads. A fee staff change shows on product pages within the
 * TTL; checkout never uses this copy (it lists the cart's own options from Medusa).
 */
export const DELIVERY_FEES_TTL_MS = 5_000;

export const getDeliveryFees = memoize(DELIVERY_FEES_TTL_MS, async (): Promise<DeliveryFeesJson> => dataOf(await callContract(storeDeliveryFeesContract, {}), "Could not load the delivery fees."));

/** The product page's delivery line, or null when the fees cannot be read (the page links to /shipping). */
export async function productDeliveryLine(): Promise<string | null> {
  return getDeliveryFees()
    .then(deliveryLine)
    .catch(() => null);
}

/** Each shipping option's free-delivery threshold by option id (checkout's hint beside a fee). */
export async function freeDeliveryOverByOption(): Promise<Map<string, number>> {
  const table = await getDeliveryFees().catch(() => null);
  return new Map((table?.fees ?? []).filter((f) => f.free_over !== null && f.option_id).map((f) => [f.option_id!, f.free_over!]));
}
