/**
 * What "my cart" routes answer (issue 33): the cart's lines after a change, the variant an add names,
 * and refusals as codes with the figures the storefront needs, so it holds no cart rule and reads no
 * wording. Stock is Medusa's own check (its add and line update confirm inventory under the cart's
 * lock); after it refuses, the figures are read here as they are now.
 */
import type { MedusaContainer } from "@medusajs/framework/types";
import { ContainerRegistrationKeys, MedusaError, getVariantAvailability } from "@medusajs/framework/utils";
import { findMyCart } from "@glow/medusa-http";
import { CART_LINE_FIELDS, MY_CART_REFUSAL_CODES, isShadeOption, type MyCartAnswer, type MyCartRefusal } from "@glow/shop-contracts";

/** What a change answers: the cart's lines (@glow/shop-contracts MyCartAnswer). */
const ANSWER_FIELDS = ["id", "completed_at", ...CART_LINE_FIELDS.map((f) => `items.${f}`)];

export async function cartAnswer(container: MedusaContainer, cartId: string): Promise<MyCartAnswer["cart"]> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY);
  const { data } = await query.graph({ entity: "cart", fields: ANSWER_FIELDS, filters: { id: cartId } });
  return data[0] as MyCartAnswer["cart"];
}

/** A refusal whose answer carries more than Medusa's `{ type, code, message }` (a status and figures). */
export class MyCartRefusalError extends MedusaError {
  constructor(
    type: string,
    message: string,
    code: string,
    readonly status: number,
    readonly figures: Omit<MyCartRefusal, "message" | "code"> = {},
  ) {
    super(type, message, code);
  }

  get body(): MyCartRefusal {
    return { message: this.message, code: this.code, type: this.type, ...this.figures } as MyCartRefusal;
  }
}

const notSoldHere = () => new MyCartRefusalError(MedusaError.Types.NOT_FOUND, "This product is not available.", MY_CART_REFUSAL_CODES.notSoldHere, 404);

/**
 * The variant an add names (ADR 200): `variant_id` alone as it is; `product_id` alone its only
 * variant, or 400 `glow_variant_required` (with `choice`: shade or option) for a product sold in
 * several; both: the variant must be the product's (404 `glow_unknown_variant`). An unknown product
 * is 404 `glow_not_sold_here` (whether it is published on the shop's channel is checked under the lock).
 */
export async function variantToAdd(container: MedusaContainer, body: { product_id?: string; variant_id?: string }): Promise<string> {
  if (!body.product_id) return body.variant_id!;
  const query = container.resolve(ContainerRegistrationKeys.QUERY);
  const { data } = await query.graph({ entity: "product", fields: ["id", "options.title", "variants.id"], filters: { id: body.product_id } });
  const product = data[0] as { options?: Array<{ title?: string | null } | null> | null; variants?: Array<{ id: string } | null> | null } | undefined;
  const variants = (product?.variants ?? []).filter((v): v is { id: string } => Boolean(v));
  if (variants.length === 0) throw notSoldHere();
  if (body.variant_id) {
    if (!variants.some((v) => v.id === body.variant_id)) {
      throw new MyCartRefusalError(MedusaError.Types.NOT_FOUND, "That shade or size is not available for this product.", MY_CART_REFUSAL_CODES.unknownVariant, 404);
    }
    return body.variant_id;
  }
  if (variants.length > 1) {
    const shades = (product?.options ?? []).some((o) => isShadeOption(o?.title ?? ""));
    throw new MyCartRefusalError(MedusaError.Types.INVALID_DATA, shades ? "Choose a shade first." : "Choose a size or option first.", MY_CART_REFUSAL_CODES.variantRequired, 400, {
      choice: shades ? "shade" : "option",
    });
  }
  return variants[0]!.id;
}

/**
 * Medusa's stock refusal of `variantId` as the shop answers it: 409 with what can be sold now and
 * what the customer's cart holds of it; `glow_sold_out` when none is left.
 */
export async function stockRefusal(container: MedusaContainer, input: { customerId: string; variantId: string; salesChannelId?: string | null }): Promise<MyCartRefusalError> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY);
  const found = await findMyCart(container, input.customerId);
  const inCart = (found?.cart?.items ?? []).filter((line) => line.variant_id === input.variantId).reduce((sum, line) => sum + line.quantity, 0);
  let channelId = input.salesChannelId ?? null;
  if (!channelId && found?.cart) {
    const { data } = await query.graph({ entity: "cart", fields: ["sales_channel_id"], filters: { id: found.cart.id } });
    channelId = (data[0] as { sales_channel_id?: string | null } | undefined)?.sales_channel_id ?? null;
  }
  const availability = channelId ? await getVariantAvailability(query, { variant_ids: [input.variantId], sales_channel_id: channelId }) : {};
  const available = Math.max(0, availability[input.variantId]?.availability ?? 0);
  const figures = { available_stock: available, current_cart_quantity: inCart };
  if (available === 0) {
    return new MyCartRefusalError(MedusaError.Types.NOT_ALLOWED, "This product is not available right now: it is out of stock.", MY_CART_REFUSAL_CODES.soldOut, 409, figures);
  }
  return new MyCartRefusalError(MedusaError.Types.NOT_ALLOWED, `Not enough stock: only ${available} available.`, MY_CART_REFUSAL_CODES.insufficientStock, 409, figures);
}

const REFUSALS = new Set<string>([MedusaError.Types.NOT_ALLOWED, MedusaError.Types.INVALID_DATA, MedusaError.Types.NOT_FOUND]);

/** Whether an error refuses one line (stock, the 99 ceiling, an unknown variant or line); not a lock timeout or an outage. */
export const isLineRefusal = (error: unknown): boolean => MedusaError.isMedusaError(error) && REFUSALS.has((error as MedusaError).type);

/** Whether Medusa refused for stock (its add's or line update's inventory confirmation). */
export const isStockRefusal = (error: unknown): boolean =>
  MedusaError.isMedusaError(error) && (error as MedusaError).code === MY_CART_REFUSAL_CODES.insufficientStock && !(error instanceof MyCartRefusalError);

/** Answers a refusal with its status and figures; false for any other error (Medusa's error handler answers it). */
export function sendRefusal(res: { status: (code: number) => { json: (body: unknown) => unknown } }, error: unknown): boolean {
  if (!(error instanceof MyCartRefusalError)) return false;
  res.status(error.status).json(error.body);
  return true;
}
