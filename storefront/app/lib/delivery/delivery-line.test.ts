import { describe, expect, it } from "vitest";
import type { DeliveryFeeJson } from "@glow/shop-contracts";
import { cedis, deliveryLine, suggestedDelivery } from "./delivery-line";

const fee = (zone: string, name: string, amount: number | null, free_over: number | null = null): DeliveryFeeJson => ({ zone, name, option_id: `so_${zone}`, option_name: `${name} delivery`, amount, free_over });
const seeded = [fee("GH-AH", "Ashanti", 45), fee("GH-AA", "Greater Accra", 30, 500), fee("GH-NP", "Northern", 70), fee("GH-UE", "Upper East", 80), fee("pickup", "Store pickup (Osu)", 0)];

describe("deliveryLine()", () => {
  it("names the cheapest region, the dearest fee, a region's threshold and free pickup", () => {
    expect(deliveryLine({ fees: seeded })).toBe("Delivery from GH₵30 (Greater Accra) to GH₵80; free delivery in Greater Accra over GH₵500; free pickup in Osu.");
  });

  it("says one threshold once when every paid region has it, and a paid pickup", () => {
    const fees = [fee("GH-AH", "Ashanti", 45, 300), fee("GH-NP", "Northern", 70, 300), fee("pickup", "Store pickup (Osu)", 5)];
    expect(deliveryLine({ fees })).toBe("Delivery from GH₵45 (Ashanti) to GH₵70; free delivery over GH₵300; pickup in Osu GH₵5.");
  });

  it("handles one fee everywhere, pesewas, and no fees at all", () => {
    expect(deliveryLine({ fees: [fee("GH-AH", "Ashanti", 40.5), fee("GH-NP", "Northern", 40.5)] })).toBe("Delivery GH₵40.50 to every region.");
    expect(deliveryLine({ fees: [fee("GH-AH", "Ashanti", null), fee("pickup", "Store pickup (Osu)", 0)] })).toBeNull();
  });

  it("cedis() groups thousands", () => {
    expect(cedis(1500)).toBe("GH₵1,500");
  });
});

describe("suggestedDelivery()", () => {
  it("picks the cheapest delivery, not the free pickup in Osu", () => {
    expect(suggestedDelivery([{ id: "pickup", pickup: true }, { id: "ashanti", pickup: false }])).toBe("ashanti");
  });
  it("falls back to pickup when nothing delivers there, and to nothing", () => {
    expect(suggestedDelivery([{ id: "pickup", pickup: true }])).toBe("pickup");
    expect(suggestedDelivery([])).toBeNull();
  });
});
