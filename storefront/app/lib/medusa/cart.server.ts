import type { HttpTypes } from "@medusajs/types";
import { toPriceString } from "~/lib/format";
import { toStorefrontImageUrl } from "~/lib/media";
import { medusa } from "./client.server";
import { ghanaRegionId } from "./region.server";

import type { CartItem } from "./cart.types";
import { withCustomerCartLock } from "./cart-lock.server";

export type { CartItem };

/** A cart error with the `/api/cart` body the client reads (spec §8 stock toast fields). */
export class CartError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = "CartError";
  }
}

const CART_FIELDS = "id,completed_at,region_id,*items";
const CART_ID_KEY = "glow_cart_id";
/** A sane ceiling per line; stock usually binds first. */
export const MAX_LINE_QUANTITY = 99;

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

async function brandsOf(productIds: string[]): Promise<Map<string, string | null>> {
  if (productIds.length === 0) return new Map();
  const { products } = await medusa().store.product.list({ id: productIds, fields: "id,metadata", limit: productIds.length });
  return new Map(products.map((p) => [p.id, typeof p.metadata?.brand === "string" ? p.metadata.brand : null]));
}

export async function toCartItems(cart: HttpTypes.StoreCart): Promise<CartItem[]> {
  const items = [...(cart.items ?? [])].sort((a, b) => String(a.created_at ?? "").localeCompare(String(b.created_at ?? "")));
  const brands = await brandsOf([...new Set(items.map((i) => i.product_id).filter((id): id is string => Boolean(id)))]);
  return items.map((item) => ({
    id: item.id,
    quantity: item.quantity,
    product: {
      id: item.product_id ?? "",
      name: item.product_title ?? item.title,
      brand: brands.get(item.product_id ?? "") ?? null,
      price: toPriceString(item.unit_price),
      imageUrl: toStorefrontImageUrl(item.thumbnail),
    },
  }));
}

/**
 * The customer's open cart. Its id lives on the customer record (metadata), so every device
 * the customer signs in on sees the same cart; a completed or missing cart is replaced.
 */
export function customerCart(token: string, options: { create: boolean }): Promise<HttpTypes.StoreCart | null> {
  return findOrCreateCart(token, options.create);
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

/** The customer id inside the (already verified by Medusa) JWT; only used as a lock key. */
function customerIdOf(token: string): string {
  try {
    const payload = JSON.parse(Buffer.from(token.split(".")[1] ?? "", "base64url").toString("utf8")) as { actor_id?: string };
    return payload.actor_id ?? token;
  } catch {
    return token;
  }
}

async function findOrCreateCart(token: string, create: boolean): Promise<HttpTypes.StoreCart | null> {
  const sdk = medusa();
  const { customer } = await sdk.store.customer.retrieve({ fields: "id,metadata" }, auth(token));
  const cartId = typeof customer.metadata?.[CART_ID_KEY] === "string" ? (customer.metadata[CART_ID_KEY] as string) : undefined;
  if (cartId) {
    const cart = await sdk.store.cart
      .retrieve(cartId, { fields: CART_FIELDS }, auth(token))
      .then((r) => r.cart)
      .catch(() => null);
    if (cart && !cart.completed_at) return cart;
  }
  if (!create) return null;
  const { cart } = await sdk.store.cart.create({ region_id: await ghanaRegionId() }, { fields: CART_FIELDS }, auth(token));
  await sdk.store.customer.update({ metadata: { ...(customer.metadata ?? {}), [CART_ID_KEY]: cart.id } }, {}, auth(token));
  return cart;
}

interface Sellable {
  variantId: string;
  available: number | null;
}

/** The product's first variant and how many can be sold; "not available" when unpublished, deleted or sold out. */
async function sellableVariant(productId: string): Promise<Sellable> {
  const { products } = await medusa().store.product.list({
    id: [productId],
    region_id: await ghanaRegionId(),
    fields: "id,status,variants.id,variants.manage_inventory,variants.allow_backorder,+variants.inventory_quantity",
    limit: 1,
  });
  const variant = products[0]?.variants?.[0];
  if (!variant) throw new CartError(404, "This product is not available.");
  const available = variant.manage_inventory === false || variant.allow_backorder ? null : Math.max(0, variant.inventory_quantity ?? 0);
  return { variantId: variant.id, available };
}

function stockError(available: number, inCart: number): CartError {
  return new CartError(409, `Not enough stock: only ${available} available.`, { availableStock: available, currentCartQuantity: inCart });
}

const isInventoryError = (error: unknown) => /inventory/i.test(error instanceof Error ? error.message : "");

export function addToCart(token: string, productId: string, quantity: number): Promise<CartItem[]> {
  return serialize(token, () => addToCartNow(token, productId, quantity));
}

async function addToCartNow(token: string, productId: string, quantity: number): Promise<CartItem[]> {
  const { variantId, available } = await sellableVariant(productId);
  if (available === 0) throw new CartError(409, "This product is not available right now: it is out of stock.", { availableStock: 0, currentCartQuantity: 0 });
  const cart = (await customerCart(token, { create: true }))!;
  const inCart = (cart.items ?? []).filter((i) => i.variant_id === variantId).reduce((sum, i) => sum + i.quantity, 0);
  if (inCart + quantity > MAX_LINE_QUANTITY) throw new CartError(400, `You can have at most ${MAX_LINE_QUANTITY} of one product in your cart.`);
  if (available !== null && inCart + quantity > available) throw stockError(available, inCart);
  try {
    // Medusa merges the same variant into one line and re-checks stock under a cart lock, so parallel adds cannot oversell.
    const { cart: updated } = await medusa().store.cart.createLineItem(cart.id, { variant_id: variantId, quantity }, { fields: CART_FIELDS }, auth(token));
    return toCartItems(updated);
  } catch (error) {
    if (isInventoryError(error)) {
      const fresh = await sellableVariant(productId);
      const current = (await customerCart(token, { create: false }))?.items?.filter((i) => i.variant_id === variantId).reduce((s, i) => s + i.quantity, 0) ?? 0;
      throw stockError(fresh.available ?? 0, current);
    }
    throw error;
  }
}

export function updateCartLine(token: string, lineId: string, quantity: number): Promise<CartItem[]> {
  return serialize(token, () => updateCartLineNow(token, lineId, quantity));
}

async function updateCartLineNow(token: string, lineId: string, quantity: number): Promise<CartItem[]> {
  const cart = await customerCart(token, { create: false });
  const line = cart?.items?.find((i) => i.id === lineId);
  if (!cart || !line) throw new CartError(404, "That item is no longer in your cart.");
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

export function removeCartLine(token: string, lineId: string): Promise<CartItem[]> {
  return serialize(token, () => removeCartLineNow(token, lineId));
}

async function removeCartLineNow(token: string, lineId: string): Promise<CartItem[]> {
  const cart = await customerCart(token, { create: false });
  if (!cart || !cart.items?.some((i) => i.id === lineId)) throw new CartError(404, "That item is no longer in your cart.");
  await medusa().store.cart.deleteLineItem(cart.id, lineId, {}, auth(token));
  const after = await customerCart(token, { create: false });
  return after ? toCartItems(after) : [];
}

export async function listCart(token: string): Promise<CartItem[]> {
  const cart = await customerCart(token, { create: false });
  return cart ? toCartItems(cart) : [];
}
