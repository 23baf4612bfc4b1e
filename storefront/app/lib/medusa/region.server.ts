import { memoize } from "./cache.server";
import { medusa } from "./client.server";

/** The Ghana region (GHS): the storefront prices everything in it. */
export const ghanaRegionId = memoize(5 * 60 * 1000, async () => {
  const { regions } = await medusa().store.region.list({ fields: "id,currency_code,countries.iso_2", limit: 50 });
  const region = regions.find((r) => r.currency_code === "ghs") ?? regions[0];
  if (!region) throw new Error("Medusa has no region: run the seed (npm start does it on first run).");
  return region.id;
});
