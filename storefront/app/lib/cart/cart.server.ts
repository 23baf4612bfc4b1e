import type { HttpTypes } from "@medusajs/types";
import { toPriceString } from "~/lib/shared/format";
import { toStorefrontImageUrl } from "~/lib/media/media";
import { medusa } from "~/lib/medusa/client.server";
import { ttlCache } from "~/lib/medusa/cache.server";
import { MedusaCallError } from "~/lib/medusa/errors.server";
import { CART_LINE_FIELDS, CUSTOMER_CART_METADATA_KEY, isShadeOption, MAX_CART_LINE_QUANTITY, MY_CART_REFUSAL_CODES, myCartContracts, type ErrorJson, type MyCartAnswer } from "@glow/shop-contracts";
import { callContract, ContractCallError, dataOf } from "~/lib/medusa/contract-client.server";
import { storeRequest } from "~/lib/medusa/store-request.server";

import type { CartItem } from "./cart.types";

export type { CartItem };

/** Exactly what toCartItems and the stock checks read (Medusa computes nothing else for the answer). */
const CART_FIELDS = ["id", "completed_at", ...CART_LINE_FIELDS.map((f) => `items.${f}`)].join(",");
const CART_ID_KEY = CUSTOMER_CART_METADATA_KEY;
/** A sane ceiling per line; stock usually binds first. Enforced by commerce's "add to my cart" under its lock. */
export const MAX_LINE_QUANTITY = MAX_CART_LINE_QUANTITY;

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

/**
 * Brands (product metadata) of the products in a cart, and whether each is sold in several variants
 * (then a line names its shade or size; ADR 200), remembered per product for a minute — the freshness
 * the catalog already accepts (ADR 010) — so a cart answer rarely costs a product lookup.
 */
const PRODUCT_FACTS_TTL_MS = 60_000;
const productFacts = ttlCache<ProductFacts>({ ttlMs: PRODUCT_FACTS_TTL_MS, max: 2000 });
interface ProductFacts {
  brand: string | null;
  variantCount: number;
}

function rememberProduct(productId: string, metadata: Record<string, unknown> | null | undefined, variantCount: number): void {
  productFacts.set(productId, { brand: typeof metadata?.brand === "string" ? metadata.brand : null, variantCount });
}

/** Each product's brand and variant count (cached a minute); a product no longer published reads as one variant, no brand. */
export async function productFactsOf(productIds: string[]): Promise<Map<string, ProductFacts>> {
  const missing = productIds.filter((id) => !productFacts.has(id));
  if (missing.length > 0) {
    const { products } = await medusa().store.product.list({ id: missing, fields: "id,metadata,variants.id", limit: missing.length });
    for (const p of products) rememberProduct(p.id, p.metadata, p.variants?.length ?? 0);
  }
  return new Map(productIds.map((id) => [id, productFacts.get(id) ?? { brand: null, variantCount: 0 }]));
}

/** A line's variant, named only when its product comes in several (a single-size product's line reads as before). */
export function lineVariant(item: { variant_id?: string | null; variant_title?: string | null }, facts: ProductFacts | undefined): CartItem["variant"] {
  if (!item.variant_id || !item.variant_title || (facts?.variantCount ?? 0) < 2) return undefined;
  return { id: item.variant_id, title: item.variant_title };
}

export async function toCartItems(cart: HttpTypes.StoreCart): Promise<CartItem[]> {
  const items = [...(cart.items ?? [])].sort((a, b) => String(a.created_at ?? "").localeCompare(String(b.created_at ?? "")));
  const facts = await productFactsOf([...new Set(items.map((i) => i.product_id).filter((id): id is string => Boolean(id)))]);
  return items.map((item) => {
    const variant = lineVariant(item, facts.get(item.product_id ?? ""));
    return {
      id: item.id,
      quantity: item.quantity,
      product: {
        id: item.product_id ?? "",
        name: item.product_title ?? item.title,
        brand: facts.get(item.product_id ?? "")?.brand ?? null,
        price: toPriceString(item.unit_price),
        imageUrl: toStorefrontImageUrl(item.thumbnail),
      },
      ...(variant ? { variant } : {}),
    };
  });
}

/** What this request's session check already read (CurrentUser.cartId and .cart, ADR 074/140). */
export interface CartHint {
  cartId?: string | null;
  /** The open cart with its lines; null: the check found none; undefined: not known. */
  cart?: MyCartAnswer["cart"] | null;
}

/**
 * The customer's open cart, read only: it is created by commerce's "add to my cart" (ADR 140). Its
 * id lives on the customer record (metadata), so every device sees the same cart. The session
 * check of this request usually read it already (`hint.cart`); else the hinted id, else the record.
 */
export async function customerCart(token: string, hint: CartHint = {}): Promise<HttpTypes.StoreCart | null> {
  if (hint.cart !== undefined) return hint.cart as unknown as HttpTypes.StoreCart | null;
  if (hint.cartId) {
    // Only the customer's own cart can be named here, and an open cart is never replaced: safe to use.
    const cart = await openCart(token, hint.cartId);
    if (cart) return cart;
  }
  const cartId = await recordedCartId(token);
  return cartId && cartId !== hint.cartId ? openCart(token, cartId) : null;
}

/**
 * The id of the cart commerce's "add to my cart" named on the customer record (ADR 140), or null:
 * the one place the storefront reads it (the cart may since have been completed).
 */
export async function recordedCartId(token: string): Promise<string | null> {
  const { customer } = await medusa().store.customer.retrieve({ fields: "id,metadata" }, auth(token));
  const cartId = customer.metadata?.[CART_ID_KEY];
  return typeof cartId === "string" ? cartId : null;
}

function openCart(token: string, cartId: string): Promise<HttpTypes.StoreCart | null> {
  return medusa()
    .store.cart.retrieve(cartId, { fields: CART_FIELDS }, auth(token))
    .then((r) => (r.cart.completed_at ? null : r.cart))
    .catch(() => null);
}

export interface Sellable {
  variantId: string;
  available: number | null;
}

/**
 * The variant to add and how many can be sold; "not available" when unpublished, deleted or sold out.
 * A product sold in shades or sizes needs the shopper's choice, `variantId` (ADR 200): it must be one of
 * this product's variants (else 404), and without it the answer is a 400 that asks for the choice —
 * never a silent first shade. A single-variant product takes its variant, named or not, as before.
 * No region: prices are not needed here, and asking for them costs Medusa a price calculation.
 */
async function sellableVariant(productId: string, variantId?: string): Promise<Sellable> {
  const { products } = await medusa().store.product.list({
    id: [productId],
    fields: "id,metadata,options.title,variants.id,variants.manage_inventory,variants.allow_backorder,+variants.inventory_quantity",
    limit: 1,
  });
  const product = products[0];
  if (product) rememberProduct(product.id, product.metadata, product.variants?.length ?? 0);
  const variants = product?.variants ?? [];
  if (variants.length === 0) throw new MedusaCallError(404, "This product is not available.");
  let variant = variants[0];
  if (variantId) {
    variant = variants.find((v) => v.id === variantId);
    if (!variant) throw new MedusaCallError(404, "That shade or size is not available for this product.");
  } else if (variants.length > 1) {
    const shades = (product?.options ?? []).some((o) => isShadeOption(o.title));
    throw new MedusaCallError(400, shades ? "Choose a shade first." : "Choose a size or option first.");
  }
  if (!variant) throw new MedusaCallError(404, "This product is not available.");
  const available = variant.manage_inventory === false || variant.allow_backorder ? null : Math.max(0, variant.inventory_quantity ?? 0);
  return { variantId: variant.id, available };
}

function stockError(available: number, inCart: number): MedusaCallError {
  return new MedusaCallError(409, `Not enough stock: only ${available} available.`, { availableStock: available, currentCartQuantity: inCart });
}

/** The spec's 409 after Medusa refused for stock: its figures read again, as they are now. */
async function freshStockError(productId: string, variantId: string | undefined, inCart: number): Promise<MedusaCallError> {
  const fresh = await sellableVariant(productId, variantId);
  return stockError(fresh.available ?? 0, inCart);
}

/** How many of a variant the cart holds (0 without a cart). */
function quantityInCart(cart: HttpTypes.StoreCart | null, variantId: string): number {
  return (cart?.items ?? []).filter((i) => i.variant_id === variantId).reduce((sum, i) => sum + i.quantity, 0);
}

/** The `code` of a refusal commerce or Medusa answered (MY_CART_REFUSAL_CODES), read instead of its wording. */
const refusalCode = (error: unknown): unknown => (error instanceof ContractCallError ? error.body.code : undefined);

/**
 * Starts the stock lookup of a product before the customer is known (it needs no customer), so it runs
 * while the session is checked. Unused results (a signed-out request) are dropped without a warning.
 */
export function lookUpStock(productId: string, variantId?: string): Promise<Sellable> {
  const pending = sellableVariant(productId, variantId);
  pending.catch(() => undefined);
  return pending;
}

/**
 * Adds to the customer's cart: our stock check (for the spec's 409 fields), then commerce's "add to
 * my cart" (ADR 140), which finds or creates the cart and adds under Medusa's lock per customer —
 * parallel adds from any number of storefront processes all count — and re-checks stock. The answer
 * is mapped from the cart it returns. `stock` is a lookUpStock() already under way.
 */
export async function addToCart(
  token: string,
  productId: string,
  quantity: number,
  options: CartHint & { stock?: Promise<Sellable>; variantId?: string; idempotencyKey?: string } = {},
): Promise<CartItem[]> {
  const { variantId, available } = await (options.stock ?? sellableVariant(productId, options.variantId));
  // A tap with a key may be a replay of one already applied (ADR 235): only Medusa, which remembers
  // the key, may answer it — the quick checks below would refuse a replay whose first try filled the line.
  if (options.idempotencyKey) return sendAdd(token, productId, variantId, quantity, options.idempotencyKey, options.cartId);
  if (available === 0) throw new MedusaCallError(409, "This product is not available right now: it is out of stock.", { availableStock: 0, currentCartQuantity: 0 });
  // The lines this request's session check read: a quick, friendly refusal; Medusa checks again under its lock.
  const known = options.cart !== undefined ? quantityInCart(options.cart as unknown as HttpTypes.StoreCart | null, variantId) : 0;
  if (known + quantity > MAX_LINE_QUANTITY) throw new MedusaCallError(400, `You can have at most ${MAX_LINE_QUANTITY} of one product in your cart.`);
  if (available !== null && known + quantity > available) throw stockError(available, known);
  return sendAdd(token, productId, variantId, quantity, undefined, options.cartId);
}

/** The add through its contract (ADR 161), Medusa's refusals in the shop's words. */
async function sendAdd(token: string, productId: string, variantId: string, quantity: number, idempotencyKey: string | undefined, cartId: string | null | undefined): Promise<CartItem[]> {
  try {
    // The body is typed by the schema commerce validates with, the answer parsed.
    const body = { variant_id: variantId, quantity, ...(idempotencyKey ? { idempotency_key: idempotencyKey } : {}) };
    const answer = await callContract(myCartContracts.addLineItem, { body }, { bearer: token });
    const { cart } = dataOf(answer, "Your cart could not be updated. Please try again.");
    return toCartItems(cart as unknown as HttpTypes.StoreCart);
  } catch (error) {
    const code = refusalCode(error);
    if (code === MY_CART_REFUSAL_CODES.lineLimit) throw new MedusaCallError(400, `You can have at most ${MAX_LINE_QUANTITY} of one product in your cart.`);
    // Unpublished or taken off the shop's channel since the stock lookup: as if it had been then.
    if (code === MY_CART_REFUSAL_CODES.notSoldHere) throw new MedusaCallError(404, "This product is not available.");
    if (code === MY_CART_REFUSAL_CODES.insufficientStock) {
      throw await freshStockError(productId, variantId, quantityInCart(await customerCart(token, { cartId }), variantId));
    }
    throw error;
  }
}

/** A line's new quantity, through Medusa's own route (Medusa locks the cart). */
export async function updateCartLine(token: string, lineId: string, quantity: number, hint: CartHint = {}): Promise<CartItem[]> {
  const cart = await customerCart(token, hint);
  const line = cart?.items?.find((i) => i.id === lineId);
  if (!cart || !line) throw new MedusaCallError(404, "That item is no longer in your cart.");
  if (line.product_id) {
    const { available } = await sellableVariant(line.product_id, line.variant_id ?? undefined);
    if (available !== null && quantity > available) throw stockError(available, line.quantity);
  }
  // Called directly rather than through the js-sdk, whose error drops the answer's `code`.
  const answer = await storeRequest<{ cart: HttpTypes.StoreCart }>("POST", `/store/carts/${encodeURIComponent(cart.id)}/line-items/${encodeURIComponent(lineId)}?fields=${encodeURIComponent(CART_FIELDS)}`, { bearer: token }, { quantity });
  if (answer.ok) return toCartItems(answer.body.cart);
  const refused = answer.body as ErrorJson;
  const failure = new ContractCallError(answer.status, refused.message ?? "Your cart could not be updated. Please try again.", refused);
  if (refusalCode(failure) === MY_CART_REFUSAL_CODES.insufficientStock && line.product_id) {
    throw await freshStockError(line.product_id, line.variant_id ?? undefined, line.quantity);
  }
  throw failure;
}

/** Removes a line through Medusa's own route (Medusa locks the cart). */
export async function removeCartLine(token: string, lineId: string, hint: CartHint = {}): Promise<CartItem[]> {
  const cart = await customerCart(token, hint);
  if (!cart || !cart.items?.some((i) => i.id === lineId)) throw new MedusaCallError(404, "That item is no longer in your cart.");
  // Medusa answers the cart after the removal (`parent`, with our fields): no re-read.
  const { parent } = await medusa().store.cart.deleteLineItem(cart.id, lineId, { fields: CART_FIELDS }, auth(token));
  return parent ? toCartItems(parent) : [];
}

/** The customer's cart lines: as this request's session check read them, else from Medusa. */
export async function listCart(token: string, hint: CartHint = {}): Promise<CartItem[]> {
  const cart = await customerCart(token, hint);
  return cart ? toCartItems(cart) : [];
}
