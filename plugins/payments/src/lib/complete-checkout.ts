import type { MedusaContainer } from "@medusajs/framework/types";
import { ContainerRegistrationKeys, Modules, getVariantAvailability } from "@medusajs/framework/utils";
import { cancelOrderWorkflow, completeCartWorkflowId } from "@medusajs/medusa/core-flows";
import { paymentsOptionsOf, type PaymentsSettings } from "./options";

export interface CompletedCheckout {
  order: { id: string; display_id: number | null };
  /** true when the cart had been completed before this call (double click, retry, webhook after redirect). */
  already_completed: boolean;
}

export interface SoldOutLine {
  title: string;
  requested: number;
  available: number;
}

/** An error a shopper can act on; `status`/`message` go straight into the HTTP answer. */
export class CheckoutError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code: "not_found" | "out_of_stock" | "payment_not_confirmed" | "busy" | "invalid_cart",
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = "CheckoutError";
  }
}

async function existingOrder(container: MedusaContainer, cartId: string): Promise<CompletedCheckout["order"] | null> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY);
  const { data } = await query.graph({ entity: "order_cart", fields: ["order_id"], filters: { cart_id: cartId } });
  const orderId = (data[0] as { order_id?: string } | undefined)?.order_id;
  if (!orderId) return null;
  const { data: orders } = await query.graph({ entity: "order", fields: ["id", "display_id"], filters: { id: orderId } });
  const order = orders[0] as { id: string; display_id?: number | null } | undefined;
  return order ? { id: order.id, display_id: order.display_id ?? null } : null;
}

/** Which cart lines no longer fit in stock, for a message the shopper can act on. */
export async function soldOutLines(container: MedusaContainer, cartId: string): Promise<SoldOutLine[]> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY);
  const { data } = await query.graph({
    entity: "cart",
    fields: ["id", "sales_channel_id", "items.variant_id", "items.quantity", "items.product_title", "items.title"],
    filters: { id: cartId },
  });
  const cart = data[0] as
    | { sales_channel_id: string; items?: Array<{ variant_id: string | null; quantity: number; product_title?: string | null; title: string }> }
    | undefined;
  const items = (cart?.items ?? []).filter((item) => item.variant_id);
  if (!cart || items.length === 0) return [];
  const availability = await getVariantAvailability(query, {
    variant_ids: items.map((item) => item.variant_id!),
    sales_channel_id: cart.sales_channel_id,
  });
  return items
    .map((item) => ({
      title: item.product_title || item.title,
      requested: Number(item.quantity),
      available: Math.max(0, availability[item.variant_id!]?.availability ?? Number.POSITIVE_INFINITY),
    }))
    .filter((line) => line.available < line.requested);
}

export function soldOutMessage(lines: SoldOutLine[]): string {
  if (lines.length === 0) return "Some items in your cart sold out while you were checking out. Please review your cart.";
  const parts = lines.map((line) =>
    line.available === 0 ? `"${line.title}" has just sold out` : `only ${line.available} of "${line.title}" ${line.available === 1 ? "is" : "are"} left (you asked for ${line.requested})`,
  );
  return `Sorry, ${parts.join("; ")}. No order was placed and nothing was charged: please update your cart and try again.`;
}

const isStockError = (message: string) => /not enough stock|insufficient|inventory|out of stock/i.test(message);
const isPaymentMissing = (message: string) => /payment collection has not been initiated|payment session/i.test(message);
const isPaymentError = (message: string) => /not authorized|authoriz/i.test(message);
const isShippingMissing = (message: string) => /no shipping method|shipping method/i.test(message);
const isLockError = (message: string) => /lock|timeout acquiring|already being completed/i.test(message);

/**
 * At most the option `checkoutMaxConcurrent` (default 4) cart completions run at once in this process; the
 * rest wait their turn. A burst of buyers then cannot exhaust the database pool or pile up behind
 * the inventory lock (whose wait gives up after 5 s), which under load left Medusa unable to roll
 * back a failed completion.
 */
let queue: PaymentsSettings | undefined;
let running = 0;
const waiting: Array<() => void> = [];

async function withSlot<T>(container: MedusaContainer, work: () => Promise<T>): Promise<T> {
  queue ??= paymentsOptionsOf(container);
  const { checkoutMaxConcurrent: maxConcurrent, checkoutQueueTimeoutMs: queueTimeoutMs } = queue;
  if (running >= maxConcurrent) {
    await new Promise<void>((resolve, reject) => {
      const turn = () => {
        clearTimeout(timer);
        resolve();
      };
      const timer = setTimeout(() => {
        const index = waiting.indexOf(turn);
        if (index >= 0) waiting.splice(index, 1);
        reject(new CheckoutError(409, "The shop is very busy right now and your order was not placed. Please try again in a moment.", "busy"));
      }, queueTimeoutMs);
      waiting.push(turn);
    });
  } else {
    running += 1;
  }
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }
}

async function isPaidOnline(container: MedusaContainer, cartId: string): Promise<boolean> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY);
  const { data } = await query.graph({ entity: "cart", fields: ["id", "payment_collection.payment_sessions.provider_id"], filters: { id: cartId } });
  const sessions = ((data[0] as any)?.payment_collection?.payment_sessions ?? []) as Array<{ provider_id?: string } | null>;
  return sessions.some((session) => session?.provider_id?.includes("paystack"));
}

/** Every line of the order holds its stock reservation (or its variant does not track stock). */
async function isFullyReserved(container: MedusaContainer, orderId: string): Promise<boolean> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY);
  const { data } = await query.graph({
    entity: "order",
    fields: ["id", "items.id", "items.variant.manage_inventory"],
    filters: { id: orderId },
  });
  const items = ((data[0] as any)?.items ?? []).filter((item: any) => item?.variant?.manage_inventory !== false);
  if (items.length === 0) return true;
  const inventory = container.resolve(Modules.INVENTORY);
  const reservations = await inventory.listReservationItems({ line_item_id: items.map((item: any) => item.id) });
  const reserved = new Set(reservations.map((r) => r.line_item_id));
  return items.every((item: any) => reserved.has(item.id));
}

/**
 * Completes a cart into an order with Medusa's `completeCartWorkflow`, idempotently:
 * - a cart that already has its order answers that order (double click, retried request,
 *   Paystack webhook and redirect both arriving) — the workflow itself re-checks this under
 *   a lock on the cart, so two simultaneous calls also yield one order;
 * - stock is reserved inside the workflow under a lock on the inventory items, so parallel
 *   checkouts of the last units never oversell; when the reservation fails the order is
 *   rolled back and the shopper gets a message naming what sold out.
 */
export async function completeCheckout(container: MedusaContainer, cartId: string): Promise<CompletedCheckout> {
  const before = await existingOrder(container, cartId);
  if (before) return { order: before, already_completed: true };

  const cartModule = container.resolve(Modules.CART);
  const [cart] = await cartModule.listCarts({ id: cartId }, { select: ["id", "completed_at"] });
  if (!cart) throw new CheckoutError(404, "This cart does not exist.", "not_found");

  return withSlot(container, () => completeNow(container, cartId));
}

async function completeNow(container: MedusaContainer, cartId: string): Promise<CompletedCheckout> {
  const before = await existingOrder(container, cartId);
  if (before) return { order: before, already_completed: true };
  // Early answer once the last units are gone (Medusa's reservation under its lock stays the real guard).
  // Not for a cart already paid with Paystack: its failed completion must run, so the roll-back refunds.
  if (!(await isPaidOnline(container, cartId))) {
    const soldOut = await soldOutLines(container, cartId);
    if (soldOut.length > 0) throw new CheckoutError(409, soldOutMessage(soldOut), "out_of_stock", { items: soldOut });
  }

  const engine = container.resolve(Modules.WORKFLOW_ENGINE);
  let outcome: { errors?: Array<{ error: unknown }>; result?: unknown; transaction: { hasFinished(): boolean } };
  try {
    outcome = await engine.run(completeCartWorkflowId, { input: { id: cartId }, throwOnError: false });
  } catch (engineError) {
    // Under heavy load the workflow engine itself can throw (e.g. 'Updating Status from "ok" to
    // "temp_failure" is not allowed.'): handled like a failed completion below.
    outcome = { errors: [{ error: engineError }], transaction: { hasFinished: () => true } };
  }
  const { errors, result, transaction } = outcome;
  if (!transaction.hasFinished()) {
    throw new CheckoutError(409, "Your order is already being placed. Please wait a moment and refresh the page.", "busy");
  }
  const error = errors?.[0]?.error as { message?: string; type?: string } | undefined;
  if (error) {
    const message = error.message ?? "";
    // Another request may have won the race for this very cart: then its order is ours too —
    // provided it holds its stock. Under heavy load a failed completion can leave its order behind
    // (its roll-back still running, or failed): such an order, without its reservation, is cancelled.
    let after = await existingOrder(container, cartId);
    if (!after) {
      await new Promise((resolve) => setTimeout(resolve, 2000));
      after = await existingOrder(container, cartId);
    }
    if (after) {
      if (await isFullyReserved(container, after.id)) return { order: after, already_completed: true };
      await cancelOrderWorkflow(container)
        .run({ input: { order_id: after.id } })
        .catch((cancelError: unknown) => {
          container.resolve(ContainerRegistrationKeys.LOGGER).error(`checkout: order ${after!.id} has no stock reservation and could not be cancelled: ${String(cancelError)}`);
        });
      const lines = await soldOutLines(container, cartId);
      throw new CheckoutError(409, lines.length > 0 ? soldOutMessage(lines) : "Your order could not be placed. Please try again.", lines.length > 0 ? "out_of_stock" : "busy", { items: lines });
    }
    container.resolve(ContainerRegistrationKeys.LOGGER).warn(`checkout: cart ${cartId} not completed: ${message}`);
    if (isStockError(message) || isLockError(message)) {
      // A lock wait that timed out behind other shoppers usually means the last units just went.
      const lines = await soldOutLines(container, cartId);
      if (isStockError(message) || lines.length > 0) throw new CheckoutError(409, soldOutMessage(lines), "out_of_stock", { items: lines });

      throw new CheckoutError(409, "The shop is very busy right now and your order was not placed. Please try again in a moment.", "busy");
    }
    if (isPaymentMissing(message)) throw new CheckoutError(400, "Please choose how you want to pay first.", "invalid_cart");
    if (isShippingMissing(message)) throw new CheckoutError(400, "Please choose a delivery method first.", "invalid_cart");
    if (isPaymentError(message)) {
      throw new CheckoutError(402, "Your payment has not been confirmed, so no order was placed. Please try paying again.", "payment_not_confirmed");
    }
    // Whatever went wrong, a buyer whose product sold out meanwhile is told so.
    const lines = await soldOutLines(container, cartId);
    if (lines.length > 0) throw new CheckoutError(409, soldOutMessage(lines), "out_of_stock", { items: lines });
    throw new CheckoutError(400, message || "This cart cannot be completed.", "invalid_cart");
  }
  const order = await existingOrder(container, cartId);
  const id = (result as { id?: string } | undefined)?.id;
  if (!errors?.length) container.resolve(ContainerRegistrationKeys.LOGGER).debug?.(`checkout: cart ${cartId} → order ${order?.id ?? id}`);
  return { order: order ?? { id: id ?? "", display_id: null }, already_completed: false };
}
