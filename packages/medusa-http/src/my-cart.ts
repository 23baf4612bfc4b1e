import type { MedusaContainer } from "@medusajs/framework/types";
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils";
import { CUSTOMER_CART_METADATA_KEY } from "@glow/shop-contracts";

/**
 * The one place the customer's cart id (customer.metadata[CUSTOMER_CART_METADATA_KEY], ADR 140) is
 * read and written (issue 33). Commerce's "my cart" workflows find and name the cart with it, and
 * phone-auth's session check reads the cart's lines with it; nothing else knows the key. It lives
 * here because plugins and the commerce app share no other code.
 */

/** A line of the customer's open cart, with the fields asked for. */
export type MyCartLine = Record<string, unknown> & { id: string; variant_id: string | null; quantity: number };

export interface MyCart<Line = MyCartLine> {
  id: string;
  completed_at: null;
  items: Line[];
}

export interface FoundMyCart<Line = MyCartLine> {
  /** The customer's open cart, or null: none named yet, or the one named was completed, deleted or is not theirs. */
  cart: MyCart<Line> | null;
  /** The customer's metadata as read (to name a new cart without losing its other keys). */
  metadata: Record<string, unknown>;
  /** The id of the cart the record names when it is the customer's, open or completed (a payment's return finds its cart by it); else null. */
  last_cart_id: string | null;
}

/** The cart id a customer's metadata names, or null (a made-up one is ignored by openMyCart: the cart must be theirs and open). */
export function myCartIdOf(metadata: Record<string, unknown> | null | undefined): string | null {
  const cartId = metadata?.[CUSTOMER_CART_METADATA_KEY];
  return typeof cartId === "string" && cartId !== "" ? cartId : null;
}

/**
 * The customer's open cart with its lines' `lineFields` (always id, variant_id and quantity), or
 * null; undefined when there is no such customer. Only the customer's own, open cart counts.
 */
export async function findMyCart<Line extends MyCartLine = MyCartLine>(
  container: MedusaContainer,
  customerId: string,
  lineFields: readonly string[] = [],
): Promise<FoundMyCart<Line> | undefined> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY);
  const { data: customers } = await query.graph({ entity: "customer", fields: ["id", "metadata"], filters: { id: customerId } });
  const customer = customers[0] as { id: string; metadata?: Record<string, unknown> | null } | undefined;
  if (!customer) return undefined;
  const metadata = customer.metadata ?? {};
  const cartId = myCartIdOf(metadata);
  if (!cartId) return { cart: null, metadata, last_cart_id: null };
  const read = await readCart<Line>(container, customerId, cartId, lineFields);
  return { cart: read.open, metadata, last_cart_id: read.owned ? cartId : null };
}

/**
 * The cart `cartId` (as myCartIdOf read it from a customer record already loaded) with its lines'
 * `lineFields`, if it is the customer's and open; else null.
 */
export async function openMyCart<Line extends MyCartLine = MyCartLine>(container: MedusaContainer, customerId: string, cartId: string, lineFields: readonly string[] = []): Promise<MyCart<Line> | null> {
  return (await readCart<Line>(container, customerId, cartId, lineFields)).open;
}

async function readCart<Line extends MyCartLine>(container: MedusaContainer, customerId: string, cartId: string, lineFields: readonly string[]): Promise<{ open: MyCart<Line> | null; owned: boolean }> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY);
  const fields = ["id", "completed_at", "customer_id", ...new Set(["id", "variant_id", "quantity", ...lineFields].map((f) => `items.${f}`))];
  const { data: carts } = await query.graph({ entity: "cart", fields, filters: { id: cartId } });
  const found = carts[0] as { id: string; completed_at?: unknown; customer_id?: string | null; items?: Line[] | null } | undefined;
  const owned = Boolean(found) && found!.customer_id === customerId;
  if (!found || !owned || found.completed_at) return { open: null, owned };
  return { open: { id: found.id, completed_at: null, items: (found.items ?? []).filter((line): line is Line => Boolean(line)) }, owned };
}

/** Names `cartId` as the customer's open cart, keeping their other metadata (`metadata` as findMyCart read it). */
export async function nameMyCart(container: MedusaContainer, customerId: string, cartId: string, metadata: Record<string, unknown>): Promise<void> {
  await container.resolve(Modules.CUSTOMER).updateCustomers(customerId, { metadata: { ...metadata, [CUSTOMER_CART_METADATA_KEY]: cartId } });
}

/** Puts the customer's metadata back as it was (the compensation of nameMyCart). */
export async function restoreMyCartName(container: MedusaContainer, customerId: string, metadata: Record<string, unknown>): Promise<void> {
  await container.resolve(Modules.CUSTOMER).updateCustomers(customerId, { metadata });
}
