/**
 * The steps every "my cart" workflow shares (ADR 140, issue 33): the customer's lock, finding the
 * customer's open cart and naming a new one — through @glow/medusa-http's my-cart.ts, the one
 * reader and writer of the cart id on the customer record.
 */
import { acquireLockStep, releaseLockStep } from "@medusajs/medusa/core-flows";
import { MY_CART_REFUSAL_CODES } from "@glow/shop-contracts";
import { findMyCart, nameMyCart, restoreMyCartName } from "@glow/medusa-http";
import { MedusaError } from "@medusajs/framework/utils";
import { StepResponse, createStep, transform, type WorkflowData } from "@medusajs/framework/workflows-sdk";

/** How long a change waits for the shopper's earlier changes (seconds); 30 changes in a row take a few seconds. */
export const LOCK_WAIT_S = 30;
/** A crashed holder frees the key after this long (seconds). */
export const LOCK_TTL_S = 30;
/** Waiters poll the lock this often (seconds): short, so a queue of one shopper's changes does not idle. */
export const LOCK_RETRY_S = 0.05;

/** The open cart as the workflows read it: its lines' ids, variants and quantities. */
export interface MyCartLines {
  id: string;
  items: Array<{ id: string; variant_id: string | null; quantity: number }>;
}

/** The customer's open cart named on their record, or null (none yet, or it was completed or deleted). */
export const findMyCartStep = createStep("glow-find-my-cart", async (input: { customer_id: string }, { container }) => {
  const found = await findMyCart(container, input.customer_id);
  if (!found) throw new MedusaError(MedusaError.Types.NOT_FOUND, "Customer not found.");
  const cart: MyCartLines | null = found.cart ? { id: found.cart.id, items: found.cart.items.map(({ id, variant_id, quantity }) => ({ id, variant_id, quantity })) } : null;
  return new StepResponse({ cart, metadata: found.metadata });
});

/** Names the new cart on the customer record; compensation puts the previous metadata back. */
export const nameMyCartStep = createStep(
  "glow-name-my-cart",
  async (input: { customer_id: string; cart_id: string; metadata: Record<string, unknown> }, { container }) => {
    await nameMyCart(container, input.customer_id, input.cart_id, input.metadata);
    return new StepResponse(undefined, { customer_id: input.customer_id, metadata: input.metadata });
  },
  async (previous, { container }) => {
    if (!previous) return;
    await restoreMyCartName(container, previous.customer_id, previous.metadata);
  },
);

/** The line `line_id` of the customer's open cart; anything else (no cart, another's line) is the same 404. */
export const findMyLineStep = createStep("glow-find-my-line", async (input: { cart: MyCartLines | null; line_id: string }) => {
  const line = input.cart?.items.find((item) => item.id === input.line_id);
  if (!input.cart || !line) throw new MedusaError(MedusaError.Types.NOT_FOUND, "That item is no longer in your cart.", MY_CART_REFUSAL_CODES.lineNotInCart);
  return new StepResponse({ cart_id: input.cart.id, line });
});

/** Takes the customer's lock (`glow-my-cart:<customer>`): one change of a shopper's cart at a time, on every Medusa server. */
export function lockCustomer(input: WorkflowData<{ customer_id: string; lock_owner: string }>) {
  const key = transform({ input }, ({ input }) => `glow-my-cart:${input.customer_id}`);
  acquireLockStep({ key, ownerId: input.lock_owner, timeout: LOCK_WAIT_S, ttl: LOCK_TTL_S, retryInterval: LOCK_RETRY_S }).config({ name: "lock-customer-cart" });
  return key;
}

/**
 * Takes the cart's own key too: Medusa's line routes take it, and a sub-workflow's own lock step is
 * skipped inside a parent workflow, so the parent takes it for them.
 */
export function lockCart(cartId: WorkflowData<string> | string, owner: WorkflowData<string> | string) {
  acquireLockStep({ key: cartId, ownerId: owner, timeout: LOCK_WAIT_S, ttl: LOCK_TTL_S, retryInterval: LOCK_RETRY_S }).config({ name: "lock-my-cart" });
}

/** Releases both keys (on failure, the lock steps' compensation releases them). */
export function unlock(customerKey: WorkflowData<string> | string, cartId: WorkflowData<string> | string, owner: WorkflowData<string> | string) {
  releaseLockStep({ key: cartId, ownerId: owner }).config({ name: "unlock-my-cart" });
  releaseLockStep({ key: customerKey, ownerId: owner }).config({ name: "unlock-customer-cart" });
}
