import { describe, expect, it } from "vitest";
import { ACCRA_ADDRESS } from "@glow/shop-contracts/test-addresses";
import { GHANA_REGIONS, fromMedusaAddress, ghanaAddressSchema, normaliseGhanaPostGps, sameGhanaAddress, toMedusaAddress, toSavedAddress } from "./ghana-address";

const valid = { firstName: "Ama", lastName: "Mensah", phone: "0244000001", region: "Greater Accra", city: "Accra", area: "East Legon, Lagos Avenue", landmark: "near A&C Mall", gps: "ga 183 8164" };

describe("Ghana addresses", () => {
  it("knows the 16 regions", () => {
    expect(GHANA_REGIONS).toHaveLength(16);
    expect(new Set(GHANA_REGIONS).size).toBe(16);
  });
  it("normalises Ghana Post GPS addresses and refuses other text", () => {
    expect(normaliseGhanaPostGps("ga1838164")).toBe("GA-183-8164");
    expect(normaliseGhanaPostGps("AK-4849-3210")).toBe("AK-4849-3210");
    expect(normaliseGhanaPostGps("GA-18-8164")).toBeNull();
    expect(normaliseGhanaPostGps("G1-183-8164")).toBeNull();
    expect(normaliseGhanaPostGps("<script>")).toBeNull();
  });
  it("validates a delivery address with clear messages", () => {
    expect(ghanaAddressSchema.safeParse(valid).success).toBe(true);
    const bad = ghanaAddressSchema.safeParse({ ...valid, region: "Lagos", phone: "+2332440", gps: "nowhere" });
    expect(bad.success).toBe(false);
    const messages = bad.error?.issues.map((issue) => issue.message) ?? [];
    expect(messages).toContain("Please choose a region.");
    expect(messages.some((m) => m.startsWith("Ghana Post GPS address"))).toBe(true);
    expect(messages.some((m) => m.startsWith("Phone number must be"))).toBe(true);
  });
  it("maps to Medusa's address fields and back", () => {
    const parsed = ghanaAddressSchema.parse(valid);
    const medusa = toMedusaAddress(parsed);
    expect(medusa).toMatchObject({ province: "Greater Accra", address_1: "East Legon, Lagos Avenue", address_2: "near A&C Mall", postal_code: "GA-183-8164", country_code: "gh" });
    expect(fromMedusaAddress(medusa)).toMatchObject({ region: "Greater Accra", gps: "GA-183-8164", landmark: "near A&C Mall" });
  });
});

describe("sameGhanaAddress (an address book entry on the cart, or one typed for the order)", () => {
  it("matches the saved address as Medusa gives it back, whatever the case, spaces and GPS spelling", () => {
    const typed = ghanaAddressSchema.parse(valid);
    expect(sameGhanaAddress(typed, fromMedusaAddress(toMedusaAddress(typed)))).toBe(true);
    expect(sameGhanaAddress(typed, { ...typed, city: " ACCRA ", gps: "GA-183-8164" })).toBe(true);
  });
  it("tells a different place, landmark or GPS apart", () => {
    const typed = ghanaAddressSchema.parse(valid);
    expect(sameGhanaAddress(typed, { ...typed, area: "Adum" })).toBe(false);
    expect(sameGhanaAddress(typed, { ...typed, landmark: undefined })).toBe(false);
    expect(sameGhanaAddress(typed, { ...typed, gps: "GA-183-8165" })).toBe(false);
  });
});

describe("toSavedAddress (the one SavedAddress of the profile page and the checkout)", () => {
  it("keeps the label and the default flag with the Ghana address", () => {
    const saved = toSavedAddress({ id: "cuaddr_1", address_name: "Home", is_default_shipping: true, ...ACCRA_ADDRESS, address_2: "" });
    expect(saved).toMatchObject({ id: "cuaddr_1", label: "Home", isDefault: true, address: { firstName: "Ama", region: "Greater Accra", area: "East Legon, Lagos Avenue", gps: "GA-183-8164" } });
    expect(saved.address.landmark).toBeUndefined();
    expect(toSavedAddress({ id: "cuaddr_2" })).toMatchObject({ label: null, isDefault: false });
  });
});
