/**
 * "Add to my cart" (ADR 140): the signed-in customer's one open cart is found — or created and named
 * on the customer record (through @glow/medusa-http's my-cart.ts) — and the add made, all under Medusa's locking
 * module with one key per customer. Adds of one shopper therefore run one after another whatever the
 * number of storefront processes or Medusa servers (the locking provider is in memory in one
 * Medusa, Redis with REDIS_URL, ADR 071), two adds never create two carts, and no line is lost to a
 * read-modify-write race. The add itself is Medusa's exported `addToCartWorkflow` (pricing, merge
 * into an existing line, stock confirmation, cart refresh), run as a sub-workflow: its own cart lock
 * step is skipped inside a parent workflow, so this workflow also takes the cart's key, the one
 * Medusa's line update and removal routes take.
 *
 * A line may carry the device's idempotency key of its tap (ADR 235): under the customer's lock, a
 * line whose key this customer already applied is left out, and the keys of the lines added are
 * remembered (src/cart/applied-keys.ts) — a replayed tap adds once, however many copies arrive at once.
 */
import { addToCartWorkflow, createCartWorkflow } from "@medusajs/medusa/core-flows";
import { MAX_CART_LINE_QUANTITY, MY_CART_REFUSAL_CODES } from "@glow/shop-contracts";
import { ContainerRegistrationKeys, MedusaError } from "@medusajs/framework/utils";
import { StepResponse, WorkflowResponse, createStep, createWorkflow, transform, when, type WorkflowData } from "@medusajs/framework/workflows-sdk";
import { cartLines, type AddLine } from "../cart/add-batches";
import { forgetKeys, keyOutcome, rememberApplied } from "../cart/applied-keys";
import { findMyCartStep, lockCart, lockCustomer, nameMyCartStep, unlock, type MyCartLines } from "./my-cart-steps";

export const addToMyCartWorkflowId = "glow-add-to-my-cart";

export interface AddToMyCartInput {
  customer_id: string;
  /**
   * The lines to add (several adds of one customer may run together, src/cart/add-batches.ts): lines
   * without a key one per variant; a line with an idempotency key is added only if this customer
   * has not applied that key yet.
   */
  items: AddLine[];
  /** The publishable key's sales channel, for a cart created here. */
  sales_channel_id?: string;
  /** Unique per run (e.g. a random UUID): the owner of the locks this run takes. */
  lock_owner: string;
}

/** The Ghana region (GHS) every cart is priced in, else the first region. */
const shopRegionStep = createStep("glow-shop-region", async (_: void, { container }) => {
  const query = container.resolve(ContainerRegistrationKeys.QUERY);
  const { data } = await query.graph({ entity: "region", fields: ["id", "currency_code"] });
  const region = (data as Array<{ id: string; currency_code: string }>).find((r) => r.currency_code === "ghs") ?? data[0];
  if (!region) throw new MedusaError(MedusaError.Types.NOT_FOUND, "The shop has no region.");
  return new StepResponse(region.id as string);
});

/** The line ceiling, checked under the lock so parallel adds cannot pass it together. */
const checkLineCeilingStep = createStep("glow-check-line-ceiling", async (input: { cart: MyCartLines; items: Array<{ variant_id: string; quantity: number }> }) => {
  for (const line of input.items) {
    const inCart = input.cart.items.filter((item) => item.variant_id === line.variant_id).reduce((sum, item) => sum + item.quantity, 0);
    if (inCart + line.quantity > MAX_CART_LINE_QUANTITY) {
      throw new MedusaError(MedusaError.Types.NOT_ALLOWED, `You can have at most ${MAX_CART_LINE_QUANTITY} of one product in your cart.`, MY_CART_REFUSAL_CODES.lineLimit);
    }
  }
  return new StepResponse(undefined);
});

/**
 * Only what staff publish for this shop is sold (issue 34): every variant's product is published and
 * on the cart's sales channel. Medusa's add checks that a stock location serves the channel, not
 * that the product is on it, so a product taken off the web shop stayed buyable by its variant id.
 */
const checkSoldHereStep = createStep("glow-check-sold-here", async (input: { cart_id: string; items: Array<{ variant_id: string; quantity: number }> }, { container }) => {
  const query = container.resolve(ContainerRegistrationKeys.QUERY);
  const [{ data: carts }, { data: variants }] = await Promise.all([
    query.graph({ entity: "cart", fields: ["id", "sales_channel_id"], filters: { id: input.cart_id } }),
    query.graph({ entity: "product_variant", fields: ["id", "product.status", "product.sales_channels.id"], filters: { id: input.items.map((line) => line.variant_id) } }),
  ]);
  const channelId = (carts[0] as { sales_channel_id?: string | null } | undefined)?.sales_channel_id ?? null;
  const byId = new Map((variants as Array<{ id: string; product?: { status?: string; sales_channels?: Array<{ id: string } | null> | null } | null }>).map((v) => [v.id, v]));
  for (const line of input.items) {
    const product = byId.get(line.variant_id)?.product;
    const onChannel = channelId === null || (product?.sales_channels ?? []).some((channel) => channel?.id === channelId);
    if (!product || product.status !== "published" || !onChannel) {
      throw new MedusaError(MedusaError.Types.NOT_FOUND, "This product is not sold in this shop right now.", MY_CART_REFUSAL_CODES.notSoldHere);
    }
  }
  return new StepResponse(undefined);
});

/** The lines whose key this customer has not applied yet (run under the customer's lock). */
const skipAppliedKeysStep = createStep("glow-skip-applied-keys", async (input: { customer_id: string; items: AddLine[] }, { container }) => {
  const fresh: AddLine[] = [];
  for (const line of input.items) {
    if (line.idempotency_key && (await keyOutcome(container, input.customer_id, line.idempotency_key))?.outcome === "applied") continue;
    fresh.push(line);
  }
  return new StepResponse(fresh);
});

/** Remembers the keys of the lines just added; compensation forgets them (the add was rolled back). */
const rememberAppliedKeysStep = createStep(
  "glow-remember-applied-keys",
  async (input: { customer_id: string; items: AddLine[] }, { container }) => {
    const keys = input.items.flatMap((line) => (line.idempotency_key ? [line.idempotency_key] : []));
    await rememberApplied(container, input.customer_id, keys);
    return new StepResponse(undefined, { customer_id: input.customer_id, keys });
  },
  async (remembered, { container }) => {
    if (remembered?.keys.length) await forgetKeys(container, remembered.customer_id, remembered.keys);
  },
);

export const addToMyCartWorkflow = createWorkflow(addToMyCartWorkflowId, (input: WorkflowData<AddToMyCartInput>) => {
  // The run's own owner id (input.lock_owner): a release (or a compensation) can only free the locks this run holds.
  const customerKey = lockCustomer(input);

  const found = findMyCartStep({ customer_id: input.customer_id });
  const created = when("no-open-cart", { found }, ({ found }) => !found.cart).then(() => {
    const regionId = shopRegionStep();
    const cart = createCartWorkflow.runAsStep({
      input: { region_id: regionId, customer_id: input.customer_id, sales_channel_id: input.sales_channel_id },
    });
    const cartId = transform({ cart }, ({ cart }) => (cart as { id: string }).id);
    nameMyCartStep({ customer_id: input.customer_id, cart_id: cartId, metadata: found.metadata });
    return cartId;
  });
  const cart = transform({ found, created }, ({ found, created }): MyCartLines => found.cart ?? { id: created as string, items: [] });
  const cartKey = transform({ cart }, ({ cart }) => cart.id);
  lockCart(cartKey, input.lock_owner);
  const fresh = skipAppliedKeysStep({ customer_id: input.customer_id, items: input.items });
  // Every line a replay of a key already applied: nothing to add, the cart is answered as it is.
  when("has-new-lines", { fresh }, ({ fresh }) => fresh.length > 0).then(() => {
    const items = transform({ fresh }, ({ fresh }) => cartLines(fresh));
    checkLineCeilingStep({ cart, items });
    checkSoldHereStep({ cart_id: cartKey, items });
    addToCartWorkflow.runAsStep({ input: { cart_id: cartKey, items } });
    rememberAppliedKeysStep({ customer_id: input.customer_id, items: fresh });
  });

  unlock(customerKey, cartKey, input.lock_owner);
  return new WorkflowResponse(cartKey);
});
