import type { HttpTypes } from "@medusajs/types";
import { toPriceString } from "~/lib/shared/format";
import { toStorefrontImageUrl } from "~/lib/media/media";
import { medusa } from "~/lib/medusa/client.server";
import { ttlCache } from "~/lib/medusa/cache.server";
import { MedusaCallError } from "~/lib/medusa/errors.server";
import { MAX_CART_LINE_QUANTITY, MY_CART_REFUSAL_CODES, MyCartRefusalSchema, myCartContracts, type MyCartAnswer, type MyCartReadAnswer } from "@glow/shop-contracts";
import { callContract, dataOf, type ContractResult } from "~/lib/medusa/contract-client.server";

import type { CartItem } from "./cart.types";

export type { CartItem };

/**
 * The shopper's cart, as the storefront sees it (issue 33): commerce owns it — it finds, creates,
 * reads, adds to, changes and removes the lines of the customer's one open cart under its lock per
 * customer (commerce/src/api/store/glow/my-cart/, ADR 140) and refuses with codes and figures. This
 * module calls those routes through their contracts, maps the lines to the spec's cart items and
 * the codes to the spec's answers; it holds no stock or line rule and never reads the cart id.
 */

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

type CartAnswer = HttpTypes.StoreCart;
const asCart = (cart: MyCartAnswer["cart"]) => cart as unknown as CartAnswer;

/** Commerce's GET /store/glow/my-cart: the open cart with its lines (or null) and the latest cart's id. */
async function readMyCart(token: string): Promise<MyCartReadAnswer> {
  return dataOf(await callContract(myCartContracts.retrieve, {}, { bearer: token }), "Your cart could not be read. Please try again.");
}

/**
 * The customer's open cart with its lines, read only (commerce creates it on the first add). The
 * session check of this request usually read it already (`hint.cart`); else commerce answers it.
 */
export async function customerCart(token: string, hint: CartHint = {}): Promise<CartAnswer | null> {
  if (hint.cart !== undefined) return hint.cart ? asCart(hint.cart) : null;
  const { cart } = await readMyCart(token);
  return cart ? asCart(cart) : null;
}

/** The id of the customer's latest cart, even once completed (a Paystack return finds its cart by it), or null. */
export async function lastCartId(token: string): Promise<string | null> {
  return (await readMyCart(token)).last_cart_id;
}

/** The spec's answers (status, message, figures) to commerce's refusal codes (MY_CART_REFUSAL_CODES). */
export function cartRefusal(status: number, body: unknown): MedusaCallError | null {
  const parsed = MyCartRefusalSchema.safeParse(body);
  if (!parsed.success) return null;
  const refusal = parsed.data;
  const figures = { availableStock: refusal.available_stock ?? 0, currentCartQuantity: refusal.current_cart_quantity ?? 0 };
  switch (refusal.code) {
    case MY_CART_REFUSAL_CODES.insufficientStock:
      return new MedusaCallError(409, `Not enough stock: only ${figures.availableStock} available.`, figures);
    case MY_CART_REFUSAL_CODES.soldOut:
      return new MedusaCallError(409, "This product is not available right now: it is out of stock.", figures);
    case MY_CART_REFUSAL_CODES.lineLimit:
      return new MedusaCallError(400, `You can have at most ${MAX_CART_LINE_QUANTITY} of one product in your cart.`);
    case MY_CART_REFUSAL_CODES.variantRequired:
      return new MedusaCallError(400, refusal.choice === "shade" ? "Choose a shade first." : "Choose a size or option first.");
    case MY_CART_REFUSAL_CODES.unknownVariant:
      return new MedusaCallError(404, "That shade or size is not available for this product.");
    // Unpublished, deleted, unknown or taken off the shop's channel.
    case MY_CART_REFUSAL_CODES.notSoldHere:
      return new MedusaCallError(404, "This product is not available.");
    case MY_CART_REFUSAL_CODES.lineNotInCart:
      return new MedusaCallError(404, "That item is no longer in your cart.");
    default:
      return status === 409 ? new MedusaCallError(409, refusal.message) : null;
  }
}

/** The cart items of a change's answer, or its refusal in the shop's words (an uncoded failure is thrown as it came). */
async function itemsOf<C extends typeof myCartContracts.addLineItem | typeof myCartContracts.updateLineItem | typeof myCartContracts.removeLineItem>(result: ContractResult<C>): Promise<CartItem[]> {
  if (!result.ok) throw cartRefusal(result.status, result.body) ?? dataOf(result, "Your cart could not be updated. Please try again.");
  return toCartItems(asCart((result.data as MyCartAnswer).cart));
}

/**
 * Adds to the customer's cart with commerce's "add to my cart" (ADR 140): it picks the product's
 * variant (or refuses without a needed shade), finds or creates the cart and adds under its lock per
 * customer — parallel adds from any number of storefront processes all count — and checks the
 * stock and the line ceiling. An `idempotencyKey` (ADR 235) makes a replayed tap apply once.
 */
export async function addToCart(token: string, productId: string, quantity: number, options: { variantId?: string; idempotencyKey?: string } = {}): Promise<CartItem[]> {
  const body = {
    product_id: productId,
    quantity,
    ...(options.variantId ? { variant_id: options.variantId } : {}),
    ...(options.idempotencyKey ? { idempotency_key: options.idempotencyKey } : {}),
  };
  return itemsOf(await callContract(myCartContracts.addLineItem, { body }, { bearer: token }));
}

/** A line's new quantity, by commerce under the customer's lock (a line not in their open cart is 404). */
export async function updateCartLine(token: string, lineId: string, quantity: number): Promise<CartItem[]> {
  return itemsOf(await callContract(myCartContracts.updateLineItem, { params: { id: lineId }, body: { quantity } }, { bearer: token }));
}

/** Removes a line, by commerce under the customer's lock; answers the lines left. */
export async function removeCartLine(token: string, lineId: string): Promise<CartItem[]> {
  return itemsOf(await callContract(myCartContracts.removeLineItem, { params: { id: lineId } }, { bearer: token }));
}

/** The customer's cart lines: as this request's session check read them, else from commerce. */
export async function listCart(token: string, hint: CartHint = {}): Promise<CartItem[]> {
  const cart = await customerCart(token, hint);
  return cart ? toCartItems(cart) : [];
}
