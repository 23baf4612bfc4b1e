import type { HttpTypes } from "@medusajs/types";
import { fromMedusaAddress, toMedusaAddress, toSavedAddress, type GhanaAddress, type MedusaAddressFields, type SavedAddress } from "~/lib/address/ghana-address";
import { KNOWN_PROVIDERS, PAYSTACK } from "~/lib/checkout/payment-methods";
import { toStorefrontImageUrl } from "~/lib/media/media";
import { customerCart, lastCartId, lineVariant, productFactsOf } from "~/lib/cart/cart.server";
import { lineTitle } from "~/lib/cart/cart.types";
import { freeDeliveryOverByOption } from "~/lib/delivery/delivery.server";
import { suggestedDelivery } from "~/lib/delivery/delivery-line";
import { CART_MONEY_FIELDS, discountsOf } from "~/lib/cart/promotions.server";
import type { AppliedDiscount } from "~/lib/cart/promo-codes";
import { medusa } from "~/lib/medusa/client.server";
import { MedusaCallError } from "~/lib/medusa/errors.server";
import { paymentContracts } from "@glow/shop-contracts";
import { callContract } from "~/lib/medusa/contract-client.server";

/**
 * Checkout on the customer's Medusa cart. Everything the shopper chose lives on the cart (email,
 * delivery address, delivery method, payment session), so the page resumes after a reload or on
 * another device. Placing the order goes through plugins/payments' idempotent, oversell-safe
 * completion route.
 */

const CHECKOUT_CART_FIELDS = [
  "id",
  "email",
  "region_id",
  "currency_code",
  "completed_at",
  "total",
  "subtotal",
  "item_subtotal",
  "shipping_total",
  "discount_total",
  "tax_total",
  "*items",
  "*shipping_address",
  "*shipping_methods",
  "*payment_collection",
  "*payment_collection.payment_sessions",
  ...CART_MONEY_FIELDS,
].join(",");

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

export interface CheckoutLine {
  id: string;
  title: string;
  quantity: number;
  unitPrice: number;
  total: number;
  imageUrl: string | null;
}

export type { SavedAddress };

export interface DeliveryOption {
  id: string;
  name: string;
  description: string | null;
  amount: number;
  pickup: boolean;
  /** The order total from which this option is free (ADR 202), when staff set one and it is not reached yet. */
  freeOver: number | null;
}

export interface CheckoutState {
  cartId: string;
  email: string | null;
  lines: CheckoutLine[];
  totals: { subtotal: number; delivery: number; discount: number; tax: number; total: number };
  /** The promotions on the cart and what each takes off (promo codes, ADR 201). */
  discounts: AppliedDiscount[];
  address: GhanaAddress | null;
  savedAddresses: SavedAddress[];
  deliveryOptions: DeliveryOption[];
  deliveryOptionId: string | null;
  /** What the delivery step has chosen until the shopper picks: the cheapest delivery to the address (ADR 202). */
  suggestedDeliveryOptionId: string | null;
  paymentProviders: string[];
  paymentProviderId: string | null;
  /** Steps done, in order: contact+address, delivery, payment. */
  step: "address" | "delivery" | "payment" | "review";
}

async function retrieveCart(token: string, cartId: string): Promise<HttpTypes.StoreCart> {
  const { cart } = await medusa().store.cart.retrieve(cartId, { fields: CHECKOUT_CART_FIELDS }, auth(token));
  return cart;
}

/** The customer's open cart with the checkout fields, or null when it is empty or missing. */
async function openCart(token: string): Promise<HttpTypes.StoreCart | null> {
  const cart = await customerCart(token);
  if (!cart || (cart.items ?? []).length === 0) return null;
  return retrieveCart(token, cart.id);
}

function isSavedGhanaAddress(address: HttpTypes.StoreCustomerAddress): boolean {
  return (address.country_code ?? "").toLowerCase() === "gh" && Boolean(address.address_1 && address.city && address.province);
}

const sameAddress = (a: MedusaAddressFields, b: MedusaAddressFields) =>
  (["first_name", "last_name", "phone", "province", "city", "address_1", "address_2", "postal_code"] as const).every(
    (key) => (a[key] ?? "").trim().toLowerCase() === (b[key] ?? "").trim().toLowerCase(),
  );

export async function listSavedAddresses(token: string): Promise<SavedAddress[]> {
  const { addresses } = await medusa().store.customer.listAddress({ limit: 20 }, auth(token));
  return addresses.filter(isSavedGhanaAddress).map(toSavedAddress);
}

/** Money totals of a cart or an order, as the checkout and the success page show them. */
function totalsOf(x: {
  item_subtotal?: unknown;
  subtotal?: unknown;
  shipping_total?: unknown;
  discount_total?: unknown;
  tax_total?: unknown;
  total?: unknown;
}): CheckoutState["totals"] {
  return {
    subtotal: Number(x.item_subtotal ?? x.subtotal ?? 0),
    delivery: Number(x.shipping_total ?? 0),
    discount: Number(x.discount_total ?? 0),
    tax: Number(x.tax_total ?? 0),
    total: Number(x.total ?? 0),
  };
}

/** A placeholder address (the reserved `.invalid` domain) is never shown to the shopper. */
const shownEmail = (email: string | null | undefined) => (email && !email.endsWith(".invalid") ? email : null);

/** The lines, each named with its shade or size when its product comes in several (ADR 200): "Fit Me — 220 Natural Beige". */
async function toLines(cart: HttpTypes.StoreCart): Promise<CheckoutLine[]> {
  const items = cart.items ?? [];
  const facts = await productFactsOf([...new Set(items.map((i) => i.product_id).filter((id): id is string => Boolean(id)))]);
  return [...items]
    .sort((a, b) => String(a.created_at ?? "").localeCompare(String(b.created_at ?? "")))
    .map((item) => ({
      id: item.id,
      title: lineTitle(item.product_title ?? item.title, lineVariant(item, facts.get(item.product_id ?? ""))),
      quantity: item.quantity,
      unitPrice: Number(item.unit_price ?? 0),
      total: Number(item.total ?? Number(item.unit_price ?? 0) * item.quantity),
      imageUrl: toStorefrontImageUrl(item.thumbnail),
    }));
}

function activeSession(cart: HttpTypes.StoreCart) {
  return (cart.payment_collection?.payment_sessions ?? []).find((s) => s.status === "pending" || s.status === "requires_more" || s.status === "authorized") ?? null;
}

export async function getCheckout(token: string): Promise<CheckoutState | null> {
  const cart = await openCart(token);
  if (!cart) return null;
  const sdk = medusa();
  const [savedAddresses, providers] = await Promise.all([
    listSavedAddresses(token),
    sdk.store.payment.listPaymentProviders({ region_id: cart.region_id! }, auth(token)).then((r) => r.payment_providers.map((p) => p.id)),
  ]);
  const hasAddress = Boolean(cart.shipping_address?.address_1 && cart.shipping_address?.province);
  // Medusa lists the options whose zone serves the cart's address (its region's fee, and pickup), priced for this cart.
  const [cartOptions, freeOver] = hasAddress
    ? await Promise.all([sdk.store.fulfillment.listCartOptions({ cart_id: cart.id }, auth(token)).then((r) => r.shipping_options), freeDeliveryOverByOption()])
    : [[], new Map<string, number>()];
  const deliveryOptions: DeliveryOption[] = cartOptions
    .map((o) => {
      const amount = Number(o.amount ?? 0);
      const threshold = freeOver.get(o.id);
      return {
        id: o.id,
        name: o.name,
        description: (o.type as { description?: string } | undefined)?.description ?? null,
        amount,
        pickup: /pickup/i.test(o.name) || (o as { service_zone?: { fulfillment_set?: { type?: string } } }).service_zone?.fulfillment_set?.type === "pickup",
        freeOver: threshold !== undefined && amount > 0 ? threshold : null,
      };
    })
    .sort((a, b) => a.amount - b.amount);
  const deliveryOptionId = cart.shipping_methods?.[0]?.shipping_option_id ?? null;
  const session = activeSession(cart);
  const paymentProviders = KNOWN_PROVIDERS.filter((id) => providers.includes(id));
  const paymentProviderId = session && paymentProviders.includes(session.provider_id) ? session.provider_id : null;
  const step = !hasAddress ? "address" : !deliveryOptionId ? "delivery" : !paymentProviderId ? "payment" : "review";
  return {
    cartId: cart.id,
    email: shownEmail(cart.email),
    lines: await toLines(cart),
    totals: totalsOf(cart),
    discounts: discountsOf(cart as Parameters<typeof discountsOf>[0]),
    address: hasAddress ? fromMedusaAddress(cart.shipping_address!) : null,
    savedAddresses,
    deliveryOptions,
    deliveryOptionId,
    suggestedDeliveryOptionId: suggestedDelivery(deliveryOptions),
    paymentProviders,
    paymentProviderId,
    step,
  };
}

async function requireOpenCart(token: string): Promise<HttpTypes.StoreCart> {
  const cart = await openCart(token);
  if (!cart) throw new MedusaCallError(409, "Your cart is empty. Add products before checking out.");
  return cart;
}

/** Step 1: contact and delivery address (saved on the cart as shipping and billing address). */
export async function saveContactAndAddress(token: string, input: { email?: string; address: GhanaAddress; saveToAddressBook: boolean }): Promise<void> {
  const cart = await requireOpenCart(token);
  const address = toMedusaAddress(input.address);
  await medusa().store.cart.update(
    cart.id,
    { ...(input.email ? { email: input.email } : {}), shipping_address: address, billing_address: address },
    { fields: "id" },
    auth(token),
  );
  if (input.saveToAddressBook) {
    const { addresses } = await medusa().store.customer.listAddress({ limit: 50 }, auth(token));
    if (!addresses.some((existing) => sameAddress(existing, address))) {
      await medusa().store.customer.createAddress({ ...address, address_name: `${input.address.area}, ${input.address.city}`.slice(0, 100) }, {}, auth(token));
    }
  }
}

/** Step 1 with a saved address from the customer's address book. */
export async function deliverToSavedAddress(token: string, addressId: string, email?: string): Promise<void> {
  const saved = (await listSavedAddresses(token)).find((a) => a.id === addressId);
  if (!saved) throw new MedusaCallError(404, "That saved address no longer exists. Please enter the address.");
  await saveContactAndAddress(token, { email, address: saved.address, saveToAddressBook: false });
}

/** Step 2: a delivery method the cart's address allows. */
export async function chooseDelivery(token: string, optionId: string): Promise<void> {
  const cart = await requireOpenCart(token);
  const { shipping_options } = await medusa().store.fulfillment.listCartOptions({ cart_id: cart.id }, auth(token));
  if (!shipping_options.some((o) => o.id === optionId)) {
    throw new MedusaCallError(400, "This delivery method is not available for your address. Please choose another one.");
  }
  await medusa().store.cart.addShippingMethod(cart.id, { option_id: optionId }, { fields: "id" }, auth(token));
}

/** Step 3: a payment session with the chosen provider (Paystack starts its transaction here). */
export async function choosePayment(token: string, providerId: string): Promise<void> {
  const cart = await requireOpenCart(token);
  const { payment_providers } = await medusa().store.payment.listPaymentProviders({ region_id: cart.region_id! }, auth(token));
  if (!KNOWN_PROVIDERS.includes(providerId) || !payment_providers.some((p) => p.id === providerId)) {
    throw new MedusaCallError(400, "This payment method is not available. Please choose another one.");
  }
  if (!cart.shipping_methods?.length) throw new MedusaCallError(400, "Please choose a delivery method first.");
  try {
    await medusa().store.payment.initiatePaymentSession(cart, { provider_id: providerId }, {}, auth(token));
  } catch (error) {
    if (providerId === PAYSTACK) {
      throw new MedusaCallError(502, "Paystack could not be reached. Please try again in a moment, or choose Pay on delivery.");
    }
    throw error;
  }
}

/**
 * Runs a change of the cart's total (a promo code applied or removed, ADR 201) and keeps the
 * shopper's payment choice: Medusa drops the payment session when the total changes, so that no
 * stale amount is ever charged; a new session is started here with the same provider for the new
 * total (Paystack: a new transaction). If that fails, the checkout simply asks for the payment again.
 */
export async function keepingPaymentChoice<T>(token: string, change: () => Promise<T>): Promise<T> {
  const before = await openCart(token).catch(() => null);
  const provider = before ? activeSession(before)?.provider_id : undefined;
  const result = await change();
  if (provider) {
    const after = await openCart(token).catch(() => null);
    if (after && !activeSession(after)) await choosePayment(token, provider).catch(() => undefined);
  }
  return result;
}

export type PlaceResult = { kind: "order"; orderId: string } | { kind: "redirect"; url: string };

/** Places the order for a cart (idempotent: a second call answers the same order); only its own customer may (`token`). */
export async function completeCart(cartId: string, token: string): Promise<{ orderId: string }> {
  const result = await callContract(paymentContracts.complete, { params: { id: cartId } }, { bearer: token });
  if (result.ok) return { orderId: result.data.order.id };
  const code = typeof result.body.code === "string" ? result.body.code : undefined;
  throw new MedusaCallError(result.status >= 500 ? 502 : result.status, result.message ?? "Your order could not be placed. Please try again.", code ? { code } : {});
}

/**
 * The last step. Pay on delivery places the order now; Paystack sends the shopper to Paystack's
 * page, and the order is placed when they come back (/checkout/paystack) or when Paystack's webhook
 * arrives, whichever is first.
 */
export async function placeOrder(token: string): Promise<PlaceResult> {
  const cart = await requireOpenCart(token);
  if (!cart.shipping_address?.address_1) throw new MedusaCallError(400, "Please enter your delivery address first.");
  if (!cart.shipping_methods?.length) throw new MedusaCallError(400, "Please choose a delivery method first.");
  const session = activeSession(cart);
  if (!session) throw new MedusaCallError(400, "Please choose how you want to pay first.");
  if (session.provider_id === PAYSTACK) {
    const url = (session.data as { authorization_url?: string } | undefined)?.authorization_url;
    if (!url || !/^https?:\/\//.test(url)) throw new MedusaCallError(502, "Paystack did not give us a payment page. Please choose the payment method again.");
    return { kind: "redirect", url };
  }
  const { orderId } = await completeCart(cart.id, token);
  return { kind: "order", orderId };
}

/** Paystack sent the shopper back: place (or find) the order of the cart that paid with this reference. */
export async function completeAfterPaystack(token: string, reference: string): Promise<{ orderId: string }> {
  const cartId = await lastCartId(token);
  if (!cartId) throw new MedusaCallError(404, "We could not find the cart for this payment.");
  const cart = await retrieveCart(token, cartId).catch(() => null);
  const references = (cart?.payment_collection?.payment_sessions ?? []).map((s) => (s.data as { reference?: string } | undefined)?.reference);
  if (!cart || !references.includes(reference)) throw new MedusaCallError(404, "This payment does not belong to your current cart.");
  return completeCart(cart.id, token);
}

export interface PlacedOrder {
  id: string;
  displayId: number;
  createdAt: string;
  email: string | null;
  lines: CheckoutLine[];
  totals: CheckoutState["totals"];
  address: GhanaAddress | null;
  deliveryName: string | null;
  paymentProviderId: string | null;
  paymentStatus: string | null;
}

/** An order of the signed-in customer (null for someone else's order). */
export async function getPlacedOrder(token: string, customerId: string, orderId: string): Promise<PlacedOrder | null> {
  const order = await medusa()
    .store.order.retrieve(
      orderId,
      {
        fields:
          "id,display_id,created_at,email,customer_id,total,subtotal,item_subtotal,shipping_total,discount_total,tax_total,payment_status,*items,*shipping_address,*shipping_methods,*payment_collections,*payment_collections.payment_sessions",
      },
      auth(token),
    )
    .then((r) => r.order)
    .catch(() => null);
  if (!order || order.customer_id !== customerId) return null;
  const collections = (order as { payment_collections?: Array<{ payment_sessions?: Array<{ provider_id: string }> }> }).payment_collections ?? [];
  return {
    id: order.id,
    displayId: order.display_id ?? 0,
    createdAt: String(order.created_at),
    email: shownEmail(order.email),
    lines: await toLines(order as unknown as HttpTypes.StoreCart),
    totals: totalsOf(order),
    address: order.shipping_address ? fromMedusaAddress(order.shipping_address) : null,
    deliveryName: order.shipping_methods?.[0]?.name ?? null,
    paymentProviderId: collections[0]?.payment_sessions?.[0]?.provider_id ?? null,
    paymentStatus: order.payment_status ?? null,
  };
}
