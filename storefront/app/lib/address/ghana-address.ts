import { z } from "zod/mini";
import { GHANA_REGIONS } from "@glow/shop-contracts/constants";

/**
 * Delivery addresses in Ghana, one schema for the browser (zod/mini) and the server: used by
 * checkout and by the address book on /profile. Stored as Medusa customer/cart addresses:
 *   province    = region (one of the 16 below)
 *   city        = city or town
 *   address_1   = area and street
 *   address_2   = landmark ("opposite the Shell station")
 *   postal_code = optional Ghana Post GPS digital address, normalised to "GA-183-8164"
 *   phone       = contact number in 0XXXXXXXXX form
 *   country_code = "gh"
 */
// The 16 regions, one list with their ISO codes in @glow/shop-contracts (delivery zones match both; ADR 202).
export { GHANA_REGIONS, type GhanaRegion } from "@glow/shop-contracts/constants";

export const ADDRESS_MESSAGES = {
  firstName: "Please enter the first name of the person receiving the order.",
  lastName: "Please enter the last name of the person receiving the order.",
  phone: "Phone number must be in format 0XXXXXXXXX (10 digits starting with 0)",
  region: "Please choose a region.",
  city: "Please enter the city or town.",
  area: "Please enter the area and street.",
  landmark: "Landmark is too long (200 characters at most).",
  gps: "Ghana Post GPS address must look like GA-183-8164 (two letters, 3–4 digits, 4 digits).",
  tooLong: "This field is too long.",
} as const;

/**
 * Ghana Post GPS digital addresses are two letters (region + district) and two digit groups.
 * People type them in lower case, with spaces or without dashes: "ga1838164", "GA 183 8164".
 * Returns the canonical "GA-183-8164" form, or null when it is not one.
 */
export function normaliseGhanaPostGps(value: string): string | null {
  const match = /^([A-Z]{2})(\d{3,4})(\d{4})$/.exec(value.toUpperCase().replace(/[\s.-]+/g, ""));
  return match ? `${match[1]}-${match[2]}-${match[3]}` : null;
}

const text = (message: string, max: number) => z.string().check(z.trim(), z.minLength(1, message), z.maxLength(max, ADDRESS_MESSAGES.tooLong));

export const ghanaAddressSchema = z.object({
  firstName: text(ADDRESS_MESSAGES.firstName, 100),
  lastName: text(ADDRESS_MESSAGES.lastName, 100),
  phone: z.string().check(z.trim(), z.regex(/^0\d{9}$/, ADDRESS_MESSAGES.phone)),
  region: z.string().check(z.refine((value) => (GHANA_REGIONS as readonly string[]).includes(value), ADDRESS_MESSAGES.region)),
  city: text(ADDRESS_MESSAGES.city, 100),
  area: text(ADDRESS_MESSAGES.area, 200),
  landmark: z.optional(z.string().check(z.trim(), z.maxLength(200, ADDRESS_MESSAGES.landmark))),
  gps: z.optional(z.string().check(z.trim(), z.refine((value) => value === "" || normaliseGhanaPostGps(value) !== null, ADDRESS_MESSAGES.gps))),
});
export type GhanaAddress = z.infer<typeof ghanaAddressSchema>;

/** The Medusa address fields we read and write (store API shape). */
export interface MedusaAddressFields {
  first_name?: string | null;
  last_name?: string | null;
  phone?: string | null;
  province?: string | null;
  city?: string | null;
  address_1?: string | null;
  address_2?: string | null;
  postal_code?: string | null;
  country_code?: string | null;
}

export function toMedusaAddress(address: GhanaAddress): Required<MedusaAddressFields> {
  const gps = address.gps ? normaliseGhanaPostGps(address.gps) : null;
  return {
    first_name: address.firstName,
    last_name: address.lastName,
    phone: address.phone,
    province: address.region,
    city: address.city,
    address_1: address.area,
    address_2: address.landmark || "",
    postal_code: gps ?? "",
    country_code: "gh",
  };
}

export function fromMedusaAddress(address: MedusaAddressFields): GhanaAddress {
  return {
    firstName: address.first_name ?? "",
    lastName: address.last_name ?? "",
    phone: address.phone ?? "",
    region: address.province ?? "",
    city: address.city ?? "",
    area: address.address_1 ?? "",
    landmark: address.address_2 || undefined,
    gps: address.postal_code || undefined,
  };
}

/** A Medusa customer address as the store API lists it (the address book). */
export type MedusaSavedAddress = MedusaAddressFields & { id: string; address_name?: string | null; is_default_shipping?: boolean | null };

/** An address of the customer's address book, as the profile page and the checkout show it (one definition). */
export interface SavedAddress {
  id: string;
  label: string | null;
  isDefault: boolean;
  address: GhanaAddress;
}

export function toSavedAddress(address: MedusaSavedAddress): SavedAddress {
  return { id: address.id, label: address.address_name ?? null, isDefault: Boolean(address.is_default_shipping), address: fromMedusaAddress(address) };
}

/**
 * Whether two addresses are the same delivery (letter case and spaces aside, the GPS address in any
 * spelling): the checkout tells an address picked from the address book from one typed for this order.
 */
export function sameGhanaAddress(a: GhanaAddress, b: GhanaAddress): boolean {
  const plain = (value: string | undefined) => (value ?? "").trim().replace(/\s+/g, " ").toLowerCase();
  const gps = (value: string | undefined) => (value ? (normaliseGhanaPostGps(value) ?? plain(value)) : "");
  return (
    (["firstName", "lastName", "phone", "region", "city", "area", "landmark"] as const).every((key) => plain(a[key]) === plain(b[key])) && gps(a.gps) === gps(b.gps)
  );
}

/** One line for lists and summaries: "East Legon, Lagos Avenue · near A&C Mall · Accra, Greater Accra · GA-183-8164". */
export function formatGhanaAddress(address: GhanaAddress): string {
  return [address.area, address.landmark && `near ${address.landmark}`, `${address.city}, ${address.region}`, address.gps].filter(Boolean).join(" · ");
}
