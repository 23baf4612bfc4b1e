import { describe, expect, it } from "vitest";
import { DELIVERY_ZONES, UpdateDeliveryFees } from "./delivery.js";
import { GHANA_REGION_CODES, GHANA_REGIONS, ghanaRegionOfCode } from "./ghana-regions.js";

describe("Ghana's regions and their ISO 3166-2:GH codes", () => {
  it("has 16 regions, each with its own code, and finds a region by its code in any case", () => {
    expect(GHANA_REGIONS).toHaveLength(16);
    expect(new Set(GHANA_REGIONS.map((name) => GHANA_REGION_CODES[name])).size).toBe(16);
    expect(ghanaRegionOfCode("gh-ah")).toBe("Ashanti");
    expect(ghanaRegionOfCode(" GH-NP ")).toBe("Northern");
    expect(ghanaRegionOfCode("GH-BA")).toBeUndefined(); // Brong-Ahafo, split in 2019
  });

  it("delivery zones are the 16 codes and pickup; a save names each at most once", () => {
    expect(DELIVERY_ZONES).toHaveLength(17);
    expect(UpdateDeliveryFees.parse({ fees: [{ zone: "GH-AA", amount: 30 }] }).fees[0]).toEqual({ zone: "GH-AA", amount: 30, free_over: null });
    expect(UpdateDeliveryFees.safeParse({ fees: [{ zone: "gh-aa", amount: 30 }] }).success).toBe(false);
  });
});
