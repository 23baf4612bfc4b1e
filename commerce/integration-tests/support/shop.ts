import type { MedusaContainer } from "@medusajs/framework/types";
import { ACCRA_ADDRESS } from "@glow/shop-contracts/test-addresses";
import { PAYMENT_PROVIDERS } from "../../src/scripts/seed-data/checkout";
import { DEMO_ACCOUNTS, seedDemoData } from "../../src/scripts/seed-data/seed-demo-data";
import { registerShopper } from "./shoppers";

/** The `api` client medusaIntegrationTestRunner hands to a suite (axios). */
interface Api {
  post(url: string, body: unknown, config?: { headers: Record<string, string> }): Promise<{ data: any }>;
}

/**
 * What most suites' `beforeAll` starts with: the demo shop seeded (idempotent), its publishable key,
 * and a staff token for the admin API (the demo staff user, signed in through Medusa's own route).
 */
export async function seededShop(api: Api, container: MedusaContainer): Promise<{ publishableKey: string; staffToken: string }> {
  const { publishableKey } = await seedDemoData(container, { demoAccounts: true });
  const { data } = await api.post("/auth/user/emailpass", { email: DEMO_ACCOUNTS.staff.email, password: DEMO_ACCOUNTS.staff.password });
  return { publishableKey, staffToken: data.token as string };
}

/**
 * A suite's seeded shop and the headers of its requests: registers the `beforeAll` that seeds the
 * shop and signs the demo staff in (call it first in `testSuite`, so the suite's own `beforeAll`
 * hooks run after it), and hands back
 * - `shop`: the publishable key and staff token, filled in once that `beforeAll` ran;
 * - `store(auth?)`: store API headers: the publishable key, plus a customer's Medusa token (a string)
 *   or further headers (an object: a phone-auth session, a client address);
 * - `admin()`: admin API headers of the demo staff user.
 */
export function seededShopRequests(api: Api, getContainer: () => MedusaContainer) {
  const shop = { publishableKey: "", staffToken: "" };
  beforeAll(async () => {
    Object.assign(shop, await seededShop(api, getContainer()));
  });
  return {
    shop,
    store: (auth?: string | Record<string, string>) => ({
      headers: { "x-publishable-api-key": shop.publishableKey, ...(typeof auth === "string" ? { authorization: `Bearer ${auth}` } : auth) },
    }),
    admin: () => ({ headers: { authorization: `Bearer ${shop.staffToken}` } }),
  };
}

/** axios throws on 4xx/5xx; a test that checks refusals wants the response either way (untyped, as axios gives it). */
export const answer = <T>(request: Promise<T>) => request.catch((error: any) => error.response);

/** Request options with a shopper's headers, as `store(token)` of seededShopRequests gives them. */
type RequestOptions = { headers: Record<string, string> };

/** The `api` client with the methods a cart suite calls. */
type CartApi = Api & {
  get(url: string, config?: RequestOptions): Promise<{ data: any }>;
  delete(url: string, config?: RequestOptions): Promise<{ data: any }>;
};

/**
 * A cart suite's shoppers and calls (the my-cart, my-cart-lines and idempotent-adds specs): each
 * `shopper(firstName)` is a new phone-auth customer, signed in, with the suite's own phone prefix
 * (`"0209"`: numbers 0209000001, 0209000002…), password and client addresses (`"10.22.0"`: one per
 * shopper, under phone-auth's limits), so suites never share a number. `linesOf` reads a customer's
 * open cart lines from the database; `myCart`, `add`, `update` and `remove` call
 * /store/glow/my-cart… with a shopper's token (none: signed out) and answer refusals too.
 */
export function cartShoppers(
  api: CartApi,
  getContainer: () => MedusaContainer,
  requests: Pick<ReturnType<typeof seededShopRequests>, "shop" | "store">,
  suite: { phonePrefix: string; password: string; ipPrefix: string },
) {
  const { shop, store } = requests;
  let counter = 0;
  const shopper = async (firstName: string) => {
    counter += 1;
    const n = String(counter).padStart(6, "0");
    return registerShopper(api, getContainer(), shop.publishableKey, {
      phone: `${suite.phonePrefix}${n}`,
      firstName,
      password: suite.password,
      device: `carttest${suite.phonePrefix}${n}`,
      ip: `${suite.ipPrefix}.${counter}`,
    });
  };
  const linesOf = async (customerId: string) => {
    const query = getContainer().resolve<any>("query");
    const { data } = await query.graph({ entity: "cart", fields: ["id", "completed_at", "items.id", "items.quantity", "items.variant_id"], filters: { customer_id: customerId } });
    return (data as Array<{ completed_at: string | null; items: Array<{ id: string; quantity: number; variant_id: string }> }>).filter((c) => !c.completed_at).flatMap((c) => c.items);
  };
  return {
    shopper,
    linesOf,
    myCart: (token: string | undefined) => answer(api.get("/store/glow/my-cart", store(token))),
    add: (token: string | undefined, body: unknown) => answer(api.post("/store/glow/my-cart/line-items", body, store(token))),
    update: (token: string | undefined, lineId: string, body: unknown) => answer(api.post(`/store/glow/my-cart/line-items/${lineId}`, body, store(token))),
    remove: (token: string | undefined, lineId: string) => answer(api.delete(`/store/glow/my-cart/line-items/${lineId}`, store(token))),
  };
}

/**
 * A pay-on-delivery order placed the way the storefront's checkout places it: `lines` added to the
 * shopper's open cart through /store/glow/my-cart/line-items (which creates it; Medusa's own line
 * routes are closed), the region and the address for delivery and billing (Accra unless told), the
 * delivery option named `delivery` ("Accra delivery" unless told), a pay-on-delivery session, then
 * complete. `auth` carries the shopper's token.
 */
export async function placePayOnDeliveryOrder(
  api: Api & { get(url: string, config?: RequestOptions): Promise<{ data: any }> },
  auth: RequestOptions,
  input: { regionId: string; lines: Array<{ variantId: string; quantity: number }>; address?: Record<string, string>; delivery?: string },
): Promise<{ id: string; displayId: number }> {
  const address = input.address ?? ACCRA_ADDRESS;
  let cartId = "";
  for (const line of input.lines) {
    const { data } = await api.post("/store/glow/my-cart/line-items", { variant_id: line.variantId, quantity: line.quantity }, auth);
    cartId = data.cart.id as string;
  }
  if (!cartId) throw new Error("An order needs at least one line");
  await api.post(`/store/carts/${cartId}`, { region_id: input.regionId, shipping_address: address, billing_address: address }, auth);
  const { data: options } = await api.get(`/store/shipping-options?cart_id=${cartId}`, auth);
  const delivery = input.delivery ?? "Accra delivery";
  const option = (options.shipping_options as Array<{ id: string; name: string }>).find((o) => o.name === delivery);
  if (!option) throw new Error(`No delivery option named "${delivery}" for this address`);
  await api.post(`/store/carts/${cartId}/shipping-methods`, { option_id: option.id }, auth);
  const { data: collection } = await api.post("/store/payment-collections", { cart_id: cartId }, auth);
  await api.post(`/store/payment-collections/${collection.payment_collection.id}/payment-sessions`, { provider_id: PAYMENT_PROVIDERS.payOnDelivery }, auth);
  const { data: placed } = await api.post(`/store/checkout/carts/${cartId}/complete`, {}, auth);
  return { id: placed.order.id as string, displayId: placed.order.display_id as number };
}
