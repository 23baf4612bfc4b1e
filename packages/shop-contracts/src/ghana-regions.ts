/**
 * Ghana's 16 regions (since 2019) with their ISO 3166-2:GH codes. Addresses keep the region's name in
 * Medusa's `province` (what the shopper chose, shown on orders, SMS and in the dashboard); each
 * region's delivery zone matches both the name and the code (ADR 202), so an address written with
 * either is served. Zod-free: the storefront's address form (browser code) reads the names.
 */
export const GHANA_REGION_CODES = {
  Ahafo: "GH-AF",
  Ashanti: "GH-AH",
  Bono: "GH-BO",
  "Bono East": "GH-BE",
  Central: "GH-CP",
  Eastern: "GH-EP",
  "Greater Accra": "GH-AA",
  "North East": "GH-NE",
  Northern: "GH-NP",
  Oti: "GH-OT",
  Savannah: "GH-SV",
  "Upper East": "GH-UE",
  "Upper West": "GH-UW",
  Volta: "GH-TV",
  Western: "GH-WP",
  "Western North": "GH-WN",
} as const;

/** The regions' names, alphabetically (the address form's list). */
export const GHANA_REGIONS = [
  "Ahafo",
  "Ashanti",
  "Bono",
  "Bono East",
  "Central",
  "Eastern",
  "Greater Accra",
  "North East",
  "Northern",
  "Oti",
  "Savannah",
  "Upper East",
  "Upper West",
  "Volta",
  "Western",
  "Western North",
] as const satisfies ReadonlyArray<keyof typeof GHANA_REGION_CODES>;
export type GhanaRegion = (typeof GHANA_REGIONS)[number];
export type GhanaRegionCode = (typeof GHANA_REGION_CODES)[GhanaRegion];

/** The region of an ISO code ("GH-AH" → "Ashanti"), case-insensitive; undefined for anything else. */
export function ghanaRegionOfCode(code: string): GhanaRegion | undefined {
  const wanted = code.trim().toUpperCase();
  return GHANA_REGIONS.find((name) => GHANA_REGION_CODES[name] === wanted);
}
