/**
 * Changing and removing a line of the signed-in customer's open cart (issue 33): under the same
 * per-customer lock as "add to my cart" (ADR 140), so a change never interleaves with an add or
 * another change of the same shopper, on any number of Medusa servers. The line must be one of the
 * customer's open cart (else 404 `glow_line_not_in_cart`, whoever's line it is); the change itself
 * is Medusa's exported `updateLineItemInCartWorkflow` (pricing, stock confirmation, cart refresh) or
 * `deleteLineItemsWorkflow`, run as sub-workflows under the cart's key, which their own lock step
 * (skipped inside a parent) would take.
 */
import { deleteLineItemsWorkflow, updateLineItemInCartWorkflow } from "@medusajs/medusa/core-flows";
import { WorkflowResponse, createWorkflow, transform, type WorkflowData } from "@medusajs/framework/workflows-sdk";
import { findMyCartStep, findMyLineStep, lockCart, lockCustomer, unlock } from "./my-cart-steps";

export interface ChangeMyCartLineInput {
  customer_id: string;
  line_id: string;
  /** Unique per run (e.g. a random UUID): the owner of the locks this run takes. */
  lock_owner: string;
}

export const updateMyCartLineWorkflowId = "glow-update-my-cart-line";
export const removeMyCartLineWorkflowId = "glow-remove-my-cart-line";

/** Sets a line's quantity (1–99, checked by the route's schema); Medusa refuses more than the stock. Answers the cart id. */
export const updateMyCartLineWorkflow = createWorkflow(updateMyCartLineWorkflowId, (input: WorkflowData<ChangeMyCartLineInput & { quantity: number }>) => {
  const customerKey = lockCustomer(input);
  const found = findMyCartStep({ customer_id: input.customer_id });
  const mine = findMyLineStep({ cart: found.cart, line_id: input.line_id });
  const cartId = transform({ mine }, ({ mine }) => mine.cart_id);
  lockCart(cartId, input.lock_owner);
  updateLineItemInCartWorkflow.runAsStep({ input: { cart_id: cartId, item_id: input.line_id, update: { quantity: input.quantity } } });
  unlock(customerKey, cartId, input.lock_owner);
  return new WorkflowResponse(cartId);
});

/** Removes a line. Answers the cart id. */
export const removeMyCartLineWorkflow = createWorkflow(removeMyCartLineWorkflowId, (input: WorkflowData<ChangeMyCartLineInput>) => {
  const customerKey = lockCustomer(input);
  const found = findMyCartStep({ customer_id: input.customer_id });
  const mine = findMyLineStep({ cart: found.cart, line_id: input.line_id });
  const cartId = transform({ mine }, ({ mine }) => mine.cart_id);
  lockCart(cartId, input.lock_owner);
  const ids = transform({ input }, ({ input }) => [input.line_id]);
  deleteLineItemsWorkflow.runAsStep({ input: { cart_id: cartId, ids } });
  unlock(customerKey, cartId, input.lock_owner);
  return new WorkflowResponse(cartId);
});
