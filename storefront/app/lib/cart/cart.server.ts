import type { HttpTypes } from "@medusajs/types";
import { toPriceString } from "~/lib/shared/format";
import { toStorefrontImageUrl } from "~/lib/media/media";
import { medusa } from "~/lib/medusa/client.server";
import { ttlCache } from "~/lib/medusa/cache.server";
import { MedusaCallError } from "~/lib/medusa/errors.server";
import { customerIdOfJwt } from "~/lib/auth/session-summary.server";
import { ghanaRegionId } from "~/lib/medusa/region.server";

import type { CartItem } from "./cart.types";
import { withCustomerCartLock } from "./cart-lock.server";
import { cartSummaries } from "./cart-summary.server";

export type { CartItem };

/** Exactly what toCartItems and the stock checks read (Medusa computes nothing else for the answer). */
const CART_FIELDS = [
  "id",
  "completed_at",
  ...["id", "quantity", "variant_id", "product_id", "product_title", "title", "unit_price", "thumbnail", "created_at"].map((f) => `items.${f}`),
].join(",");
const CART_ID_KEY = "glow_cart_id";
/** A sane ceiling per line; stock usually binds first. */
export const MAX_LINE_QUANTITY = 99;

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

/**
 * Brands (product metadata) of the products in a cart, remembered per product for a minute — the
 * freshness the catalog already accepts (ADR 010) — so a cart answer rarely costs a product lookup.
 */
const BRAND_TTL_MS = 60_000;
const brands = ttlCache<{ brand: string | null }>({ ttlMs: BRAND_TTL_MS, max: 2000 });

function rememberBrand(productId: string, metadata: Record<string, unknown> | null | undefined): void {
  brands.set(productId, { brand: typeof metadata?.brand === "string" ? metadata.brand : null });
}

async function brandsOf(productIds: string[]): Promise<Map<string, string | null>> {
  const missing = productIds.filter((id) => !brands.has(id));
  if (missing.length > 0) {
    const { products } = await medusa().store.product.list({ id: missing, fields: "id,metadata", limit: missing.length });
    for (const p of products) rememberBrand(p.id, p.metadata);
  }
  return new Map(productIds.map((id) => [id, brands.get(id)?.brand ?? null]));
}

export async function toCartItems(cart: HttpTypes.StoreCart): Promise<CartItem[]> {
  const items = [...(cart.items ?? [])].sort((a, b) => String(a.created_at ?? "").localeCompare(String(b.created_at ?? "")));
  const brandOf = await brandsOf([...new Set(items.map((i) => i.product_id).filter((id): id is string => Boolean(id)))]);
  return items.map((item) => ({
    id: item.id,
    quantity: item.quantity,
    product: {
      id: item.product_id ?? "",
      name: item.product_title ?? item.title,
      brand: brandOf.get(item.product_id ?? "") ?? null,
      price: toPriceString(item.unit_price),
      imageUrl: toStorefrontImageUrl(item.thumbnail),
    },
  }));
}

/** What the session check already told us about the customer's cart (CurrentUser.cartId). */
export interface CartHint {
  cartId?: string | null;
}

/**
 * The customer's open cart. Its id lives on the customer record (metadata), so every device
 * the customer signs in on sees the same cart; a completed or missing cart is replaced.
 * `cartId` (from this request's session check, ADR 074) saves the customer lookup when it names an
 * open cart; otherwise the customer record is read again, so a cart is never created twice.
 */
export function customerCart(token: string, options: { create: boolean } & CartHint): Promise<HttpTypes.StoreCart | null> {
  return findOrCreateCart(token, options.create, options.cartId);
}

/**
 * Cart changes of one customer run one after another in this process: two tabs adding at once
 * neither create two carts nor queue up on Medusa's cart lock (which gives up after a few seconds).
 * Medusa still re-checks stock under its own lock; with several storefront processes (REDIS_URL)
 * a Redis lock per customer serialises the changes across processes too (cart-lock.server.ts).
 */
const queues = new Map<string, Promise<unknown>>();

function serialize<T>(token: string, work: () => Promise<T>): Promise<T> {
  const key = customerIdOf(token);
  // Across processes (REDIS_URL): a Redis lock per customer as well (cart-lock.server.ts).
  const run = (queues.get(key) ?? Promise.resolve()).catch(() => undefined).then(() => withCustomerCartLock(key, work));
  queues.set(key, run);
  void run
    .finally(() => {
      if (queues.get(key) === run) queues.delete(key);
    })
    .catch(() => undefined);
  return run;
}

/** The customer id inside the (already verified by Medusa) JWT, else the token itself; only used as a lock and summary key. */
function customerIdOf(token: string): string {
  return customerIdOfJwt(token) ?? token;
}

function openCart(token: string, cartId: string): Promise<HttpTypes.StoreCart | null> {
  return medusa()
    .store.cart.retrieve(cartId, { fields: CART_FIELDS }, auth(token))
    .then((r) => (r.cart.completed_at ? null : r.cart))
    .catch(() => null);
}

async function findOrCreateCart(token: string, create: boolean, hint?: string | null): Promise<HttpTypes.StoreCart | null> {
  if (hint) {
    // Only the customer's own cart can be named here, and an open cart is never replaced: safe to use.
    const cart = await openCart(token, hint);
    if (cart) return cart;
  }
  const sdk = medusa();
  const { customer } = await sdk.store.customer.retrieve({ fields: "id,metadata" }, auth(token));
  const cartId = typeof customer.metadata?.[CART_ID_KEY] === "string" ? (customer.metadata[CART_ID_KEY] as string) : undefined;
  if (cartId && cartId !== hint) {
    const cart = await openCart(token, cartId);
    if (cart) return cart;
  }
  if (!create) return null;
  const { cart } = await sdk.store.cart.create({ region_id: await ghanaRegionId() }, { fields: CART_FIELDS }, auth(token));
  await sdk.store.customer.update({ metadata: { ...(customer.metadata ?? {}), [CART_ID_KEY]: cart.id } }, {}, auth(token));
  return cart;
}

export interface Sellable {
  variantId: string;
  available: number | null;
}

/**
 * The product's first variant and how many can be sold; "not available" when unpublished, deleted or sold out.
 * No region: prices are not needed here, and asking for them costs Medusa a price calculation.
 */
async function sellableVariant(productId: string): Promise<Sellable> {
  const { products } = await medusa().store.product.list({
    id: [productId],
    fields: "id,metadata,variants.id,variants.manage_inventory,variants.allow_backorder,+variants.inventory_quantity",
    limit: 1,
  });
  if (products[0]) rememberBrand(products[0].id, products[0].metadata);
  const variant = products[0]?.variants?.[0];
  if (!variant) throw new MedusaCallError(404, "This product is not available.");
  const available = variant.manage_inventory === false || variant.allow_backorder ? null : Math.max(0, variant.inventory_quantity ?? 0);
  return { variantId: variant.id, available };
}

function stockError(available: number, inCart: number): MedusaCallError {
  return new MedusaCallError(409, `Not enough stock: only ${available} available.`, { availableStock: available, currentCartQuantity: inCart });
}

/** How many of a variant the cart holds (0 without a cart). */
function quantityInCart(cart: HttpTypes.StoreCart | null, variantId: string): number {
  return (cart?.items ?? []).filter((i) => i.variant_id === variantId).reduce((sum, i) => sum + i.quantity, 0);
}

const isInventoryError = (error: unknown) => /inventory/i.test(error instanceof Error ? error.message : "");

/**
 * Starts the stock lookup of a product before the customer is known (it needs no customer), so it runs
 * while the session is checked. Unused results (a signed-out request) are dropped without a warning.
 */
export function lookUpStock(productId: string): Promise<Sellable> {
  const pending = sellableVariant(productId);
  pending.catch(() => undefined);
  return pending;
}

/**
 * Adds to the customer's cart: our stock check (for the spec's 409 fields), then the quick add, which
 * re-checks stock under Medusa's cart lock. The answer is mapped from the cart Medusa returns with the
 * add (no re-read). `stock` is a lookUpStock() already under way.
 */
export function addToCart(token: string, productId: string, quantity: number, options: CartHint & { stock?: Promise<Sellable> } = {}): Promise<CartItem[]> {
  return serialize(token, () => written(token, addToCartNow(token, productId, quantity, options)));
}

/**
 * A cart change's answer is the cart as it now is: it becomes the cart summary (ADR 088), written
 * under the customer's cart lock like the change itself. A change that failed in an unexpected way
 * may or may not have happened: the summary is dropped.
 */
async function written(token: string, change: Promise<CartItem[]>): Promise<CartItem[]> {
  const customerId = customerIdOf(token);
  try {
    const items = await change;
    await cartSummaries().remember(customerId, items);
    return items;
  } catch (error) {
    if (!(error instanceof MedusaCallError)) await cartSummaries().forget(customerId);
    throw error;
  }
}

/** After checkout completed the customer's cart: the next read asks Medusa (a new, empty cart). */
export function forgetCartSummary(token: string): Promise<void> {
  return cartSummaries().forget(customerIdOf(token));
}

async function addToCartNow(token: string, productId: string, quantity: number, options: CartHint & { stock?: Promise<Sellable> }): Promise<CartItem[]> {
  const { variantId, available } = await (options.stock ?? sellableVariant(productId));
  if (available === 0) throw new MedusaCallError(409, "This product is not available right now: it is out of stock.", { availableStock: 0, currentCartQuantity: 0 });
  const cart = (await customerCart(token, { create: true, cartId: options.cartId }))!;
  const inCart = quantityInCart(cart, variantId);
  if (inCart + quantity > MAX_LINE_QUANTITY) throw new MedusaCallError(400, `You can have at most ${MAX_LINE_QUANTITY} of one product in your cart.`);
  if (available !== null && inCart + quantity > available) throw stockError(available, inCart);
  try {
    // The quick add (commerce, ADR 080): Medusa's add-to-cart steps — the same variant merged into one
    // line, stock re-checked under the cart lock, so parallel adds cannot oversell — with the cart
    // refresh left to checkout. It answers the cart's lines (the fields toCartItems reads).
    const { cart: updated } = await medusa().client.fetch<{ cart: HttpTypes.StoreCart }>(`/store/glow/carts/${encodeURIComponent(cart.id)}/line-items`, {
      method: "POST",
      headers: auth(token),
      body: { variant_id: variantId, quantity },
    });
    return toCartItems(updated);
  } catch (error) {
    if (isInventoryError(error)) {
      const fresh = await sellableVariant(productId);
      const current = quantityInCart(await customerCart(token, { create: false, cartId: cart.id }), variantId);
      throw stockError(fresh.available ?? 0, current);
    }
    throw error;
  }
}

export function updateCartLine(token: string, lineId: string, quantity: number, hint: CartHint = {}): Promise<CartItem[]> {
  return serialize(token, () => written(token, updateCartLineNow(token, lineId, quantity, hint)));
}

async function updateCartLineNow(token: string, lineId: string, quantity: number, hint: CartHint): Promise<CartItem[]> {
  const cart = await customerCart(token, { create: false, cartId: hint.cartId });
  const line = cart?.items?.find((i) => i.id === lineId);
  if (!cart || !line) throw new MedusaCallError(404, "That item is no longer in your cart.");
  if (line.product_id) {
    const { available } = await sellableVariant(line.product_id);
    if (available !== null && quantity > available) throw stockError(available, line.quantity);
  }
  try {
    const { cart: updated } = await medusa().store.cart.updateLineItem(cart.id, lineId, { quantity }, { fields: CART_FIELDS }, auth(token));
    return toCartItems(updated);
  } catch (error) {
    if (isInventoryError(error) && line.product_id) {
      const fresh = await sellableVariant(line.product_id);
      throw stockError(fresh.available ?? 0, line.quantity);
    }
    throw error;
  }
}

export function removeCartLine(token: string, lineId: string, hint: CartHint = {}): Promise<CartItem[]> {
  return serialize(token, () => written(token, removeCartLineNow(token, lineId, hint)));
}

async function removeCartLineNow(token: string, lineId: string, hint: CartHint): Promise<CartItem[]> {
  const cart = await customerCart(token, { create: false, cartId: hint.cartId });
  if (!cart || !cart.items?.some((i) => i.id === lineId)) throw new MedusaCallError(404, "That item is no longer in your cart.");
  // Medusa answers the cart after the removal (`parent`, with our fields): no re-read.
  const { parent } = await medusa().store.cart.deleteLineItem(cart.id, lineId, { fields: CART_FIELDS }, auth(token));
  return parent ? toCartItems(parent) : [];
}

/**
 * The customer's cart lines: the cart summary when there is one (at most 5 s old, or written by the
 * last change, ADR 088), else read from Medusa under the customer's cart lock — so a read that
 * started before a change can never store lines older than the change's — and kept.
 */
export async function listCart(token: string, hint: CartHint = {}): Promise<CartItem[]> {
  const customerId = customerIdOf(token);
  const summaries = cartSummaries();
  const cached = await summaries.get(customerId);
  if (cached) return cached;
  return serialize(token, async () => {
    const again = await summaries.get(customerId);
    if (again) return again;
    const cart = await customerCart(token, { create: false, cartId: hint.cartId });
    const items = cart ? await toCartItems(cart) : [];
    await summaries.fill(customerId, items);
    return items;
  });
}
