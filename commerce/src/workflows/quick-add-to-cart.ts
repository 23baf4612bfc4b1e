/**
 * Adding to a cart that has not reached checkout (ADR 080). The same steps as Medusa's
 * `addToCartWorkflow` (2.21.2: cart lock, pricing for the merged quantity, price validation, merge
 * into an existing line, inventory confirmation, line create/update, `cart.updated`), except the
 * cart refresh: Medusa re-reads the cart and refreshes shipping methods, tax lines, promotions and
 * the payment collection after every add — about half the cost of an add. A cart before checkout
 * has none of those to refresh (no delivery method, promotion, payment collection or delivery
 * address; Ghana's tax region carries no rate), and checkout's first address runs Medusa's forced
 * refresh (prices, tax lines, promotions) anyway. Once checkout has started, the add runs Medusa's
 * full refresh, exactly like Medusa's own add. Line create/update steps are Medusa's, with their
 * compensation; the lock is released on failure.
 */
import {
  acquireLockStep,
  confirmVariantInventoryWorkflow,
  createLineItemsStep,
  emitEventStep,
  getLineItemActionsStep,
  getLineItemPricingQuantitiesStep,
  getTranslatedLineItemsStep,
  refreshCartItemsWorkflow,
  releaseLockStep,
  updateLineItemsStep,
  useQueryGraphStep,
  validateCartStep,
  validateLineItemPricesStep,
} from "@medusajs/medusa/core-flows";
import { CartWorkflowEvents, MedusaError } from "@medusajs/framework/utils";
import {
  StepResponse,
  WorkflowResponse,
  createStep,
  createWorkflow,
  parallelize,
  transform,
  when,
  type WorkflowData,
} from "@medusajs/framework/workflows-sdk";
import { addToCartVariantFields, cartFieldsForPricingContext, getVariantsAndItemsWithPrices } from "./medusa-cart-internals";

export const quickAddToCartWorkflowId = "glow-quick-add-to-cart";

export interface QuickAddToCartInput {
  cart_id: string;
  /** The signed-in customer: only their own cart can be changed. */
  customer_id: string;
  items: Array<{ variant_id: string; quantity: number }>;
}

/** What tells a cart has reached checkout (read with the cart, inside the lock). */
const CHECKOUT_FIELDS = ["customer_id", "shipping_address.address_1", "shipping_address.city", "shipping_methods.id", "promotions.id", "payment_collection.id"];
const CART_FIELDS = [...new Set(["completed_at", "locale", ...cartFieldsForPricingContext, ...CHECKOUT_FIELDS])];

interface CartForQuickAdd {
  id: string;
  customer_id?: string | null;
  sales_channel_id?: string | null;
  locale?: string | null;
  shipping_address?: { address_1?: string | null; city?: string | null } | null;
  shipping_methods?: unknown[] | null;
  promotions?: unknown[] | null;
  payment_collection?: { id?: string } | null;
}

/** True once checkout has put anything on the cart that an add must refresh. */
export function checkoutStarted(cart: CartForQuickAdd): boolean {
  return Boolean(
    cart.shipping_methods?.length ||
      cart.promotions?.length ||
      cart.payment_collection?.id ||
      cart.shipping_address?.address_1 ||
      cart.shipping_address?.city,
  );
}

/** Same answer as a missing cart for someone else's cart: a cart id proves nothing here. */
const assertCartOwnerStep = createStep("glow-assert-cart-owner", async (input: { cart: CartForQuickAdd; customer_id: string }) => {
  if (!input.cart.customer_id || input.cart.customer_id !== input.customer_id) {
    throw new MedusaError(MedusaError.Types.NOT_FOUND, `Cart id not found: ${input.cart.id}`);
  }
  return new StepResponse(undefined);
});

export const quickAddToCartWorkflow = createWorkflow(quickAddToCartWorkflowId, (input: WorkflowData<QuickAddToCartInput>) => {
  acquireLockStep({ key: input.cart_id, timeout: 2, ttl: 10 });
  const { data: cart } = useQueryGraphStep({
    entity: "cart",
    filters: { id: input.cart_id },
    fields: CART_FIELDS,
    options: { throwIfKeyNotFound: true, isList: false },
  }).config({ name: "get-cart" }) as unknown as { data: CartForQuickAdd & Record<string, unknown> };
  validateCartStep({ cart } as never);
  assertCartOwnerStep({ cart, customer_id: input.customer_id });

  const variantIds = transform({ input }, ({ input }) => input.items.map((item) => item.variant_id));
  // Prices are chosen for the line's merged quantity, as Medusa's add does (tiered prices).
  const pricingQuantities = getLineItemPricingQuantitiesStep({ id: input.cart_id, items: input.items } as never);
  const itemsToPrice = transform({ input, pricingQuantities }, ({ input, pricingQuantities }) =>
    input.items.map((item, index) => ({ ...item, quantity: (pricingQuantities as number[])[index] ?? item.quantity })),
  );
  const { variants, lineItems: priced } = getVariantsAndItemsWithPrices.runAsStep({
    input: { cart, items: itemsToPrice, variants: { id: variantIds, fields: addToCartVariantFields } },
  });
  // Back to the added quantity: getLineItemActionsStep adds it to an existing line's quantity.
  const lineItems = transform({ priced, input }, ({ priced, input }) =>
    priced.map((item, index) => ({ ...item.data, quantity: input.items[index]?.quantity ?? item.data.quantity })),
  );
  validateLineItemPricesStep({ items: lineItems } as never);
  const { itemsToCreate = [], itemsToUpdate = [] } = getLineItemActionsStep({ id: input.cart_id, items: lineItems } as never);

  const itemsToConfirm = transform({ itemsToCreate, itemsToUpdate }, ({ itemsToCreate, itemsToUpdate }) =>
    ([...itemsToUpdate, ...itemsToCreate] as unknown as Array<{ data?: { variant_id?: string }; variant_id?: string }>).filter((item) =>
      Boolean("data" in item ? item.data?.variant_id : item.variant_id),
    ),
  );
  confirmVariantInventoryWorkflow.runAsStep({
    input: { sales_channel_id: cart.sales_channel_id, variants, items: input.items, itemsToUpdate: itemsToConfirm } as never,
  });

  const createdVariants = transform({ itemsToCreate, variants }, ({ itemsToCreate, variants }) => {
    const byId = new Map(variants.map((variant) => [variant.id, variant]));
    return (itemsToCreate as Array<{ variant_id?: string }>).map((item) => item.variant_id && byId.get(item.variant_id)).filter(Boolean);
  });
  const translated = getTranslatedLineItemsStep({ items: itemsToCreate, variants: createdVariants, locale: cart.locale } as never);
  const [created, updated] = parallelize(
    createLineItemsStep({ id: input.cart_id, items: translated } as never),
    updateLineItemsStep({ id: input.cart_id, items: itemsToUpdate } as never),
  );

  const inCheckout = transform({ cart }, ({ cart }) => checkoutStarted(cart));
  when("checkout-started-needs-refresh", { inCheckout }, ({ inCheckout }) => inCheckout).then(() => {
    const changed = transform({ created, updated }, ({ created, updated }) => [...((created as unknown[]) ?? []), ...((updated as unknown[]) ?? [])]);
    refreshCartItemsWorkflow.runAsStep({ input: { cart_id: input.cart_id, items: changed } as never });
  });

  parallelize(
    emitEventStep({ eventName: CartWorkflowEvents.UPDATED, data: { id: input.cart_id } }),
    releaseLockStep({ key: input.cart_id }),
  );
  return new WorkflowResponse(undefined);
});
