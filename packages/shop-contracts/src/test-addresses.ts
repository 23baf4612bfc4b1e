/**
 * `@glow/shop-contracts/test-addresses`: delivery addresses in Medusa's address fields that the tests
 * of both sides use (the checkout integration suite, `npm run test:crash`, the storefront's address
 * mapping tests): one in Greater Accra (Accra delivery offered) and one in Ashanti (Ashanti
 * delivery and pickup). Test data only, kept out of the package's main entry.
 */
export const ACCRA_ADDRESS = {
  first_name: "Ama",
  last_name: "Mensah",
  phone: "0244000001",
  province: "Greater Accra",
  city: "Accra",
  address_1: "East Legon, Lagos Avenue",
  address_2: "Opposite A&C Mall",
  postal_code: "GA-183-8164",
  country_code: "gh",
};

export const KUMASI_ADDRESS = { ...ACCRA_ADDRESS, province: "Ashanti", city: "Kumasi", address_1: "Adum, Prempeh II Street", address_2: "", postal_code: "" };
