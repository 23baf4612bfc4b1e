import type { DeliveryFeesJson } from "@glow/shop-contracts";

/**
 * The product page's delivery line from the fee table staff set (ADR 202), e.g.
 * "Delivery from GH₵30 (Greater Accra) to GH₵80; free delivery in Greater Accra over GH₵500; free pickup in Osu."
 * Null when no region has a fee (the page then links to /shipping only).
 */
export function deliveryLine(table: Pick<DeliveryFeesJson, "fees">): string | null {
  const regions = table.fees.filter((f) => f.zone !== "pickup" && f.amount !== null) as Array<DeliveryFeesJson["fees"][number] & { amount: number }>;
  if (regions.length === 0) return null;
  const cheapest = Math.min(...regions.map((f) => f.amount));
  const dearest = Math.max(...regions.map((f) => f.amount));
  const cheapestNames = regions.filter((f) => f.amount === cheapest).map((f) => f.name);
  const parts: string[] = [];
  const where = cheapestNames.length <= 2 ? ` (${cheapestNames.join(", ")})` : "";
  if (cheapest === dearest) parts.push(cheapest === 0 ? "Free delivery to every region" : `Delivery ${cedis(cheapest)} to every region`);
  else parts.push(`Delivery from ${cheapest === 0 ? "free" : cedis(cheapest)}${where} to ${cedis(dearest)}`);

  const withThreshold = regions.filter((f) => f.free_over !== null && f.amount > 0) as Array<(typeof regions)[number] & { free_over: number }>;
  const thresholds = new Set(withThreshold.map((f) => f.free_over));
  if (withThreshold.length === regions.filter((f) => f.amount > 0).length && thresholds.size === 1) {
    parts.push(`free delivery over ${cedis([...thresholds][0]!)}`);
  } else if (withThreshold.length > 0 && withThreshold.length <= 3) {
    for (const f of withThreshold) parts.push(`free delivery in ${f.name} over ${cedis(f.free_over)}`);
  } else if (withThreshold.length > 3) {
    parts.push(`free delivery over ${cedis(Math.min(...thresholds))} in some regions`);
  }

  const pickup = table.fees.find((f) => f.zone === "pickup" && f.amount !== null);
  if (pickup) parts.push(pickup.amount === 0 ? "free pickup in Osu" : `pickup in Osu ${cedis(pickup.amount!)}`);
  return `${parts.join("; ")}.`;
}

/** GH₵30 for whole cedis, GH₵30.50 otherwise: a sentence, not a price tag. */
export function cedis(amount: number): string {
  const digits = Number.isInteger(amount) ? 0 : 2;
  return `GH₵${new Intl.NumberFormat("en-GB", { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(amount)}`;
}

/**
 * Checkout's preselected delivery option: the cheapest that brings the order to the address, pickup
 * (free, but in Osu) only when nothing delivers there. `options` are sorted by fee.
 */
export function suggestedDelivery(options: ReadonlyArray<{ id: string; pickup: boolean }>): string | null {
  return (options.find((o) => !o.pickup) ?? options[0])?.id ?? null;
}
