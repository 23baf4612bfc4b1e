/**
 * A shopper asks to return items from their order page (ADR 230). Under one lock per order (Medusa's
 * locking module), the order is read where it lives — the caller's own, delivered, inside the return
 * window, each quantity within what was delivered less what was already asked back, received or
 * dismissed — and then Medusa's own `beginReturnOrderWorkflow` and `requestItemReturnWorkflow` open a
 * return with a pending "return_request" order change. That pending change is what the dashboard's
 * "Create Return" page picks up, so staff confirm the shopper's request with the dashboard's own
 * "Confirm Return" button (which confirms that change), then receive and refund it the Medusa way.
 * Any failure after the return was created is undone by the sub-workflows' compensations (the
 * return, the order change and its actions are deleted) and the lock is released.
 */
import { acquireLockStep, beginReturnOrderWorkflow, releaseLockStep, requestItemReturnWorkflow } from "@medusajs/medusa/core-flows";
import { RETURN_REASONS, type ReturnReasonValue } from "@glow/shop-contracts";
import { MedusaError, Modules } from "@medusajs/framework/utils";
import { StepResponse, WorkflowResponse, createStep, createWorkflow, transform, type WorkflowData } from "@medusajs/framework/workflows-sdk";
import { readOrderReturns } from "../returns/read";
import { deliveriesOf, refuseReturnRequest } from "../returns/view";

export const requestReturnWorkflowId = "glow-request-return";

export interface RequestReturnInput {
  order_id: string;
  customer_id: string;
  items: Array<{ line_id: string; quantity: number }>;
  reason: ReturnReasonValue;
  note?: string;
  window_days: number;
  /** Unique per run: the owner of the lock this run takes. */
  lock_owner: string;
}

/** 30 identical requests queue on the lock: the first opens the return (a second or two on a busy machine), the rest are refused in a few milliseconds each. */
const LOCK_WAIT_S = 60;
const LOCK_TTL_S = 30;
const LOCK_RETRY_S = 0.05;

/** The checks, made under the lock: 404 for someone else's order, 400 in plain words for the rest. */
const checkReturnRequestStep = createStep("glow-check-return-request", async (input: RequestReturnInput, { container }) => {
  const { order, view, otherChangeOpen } = await readOrderReturns(container, input.order_id, input.customer_id, input.window_days);
  if (otherChangeOpen) throw new MedusaError(MedusaError.Types.NOT_ALLOWED, "The shop is changing this order right now. Please try again later or contact us.");
  const refusal = refuseReturnRequest(view, input.items);
  if (refusal) throw new MedusaError(MedusaError.Types.NOT_ALLOWED, refusal);
  // Items come back to the stock location they left from (receiving restocks it).
  const deliveries = deliveriesOf(order);
  const locationId = input.items.map((item) => deliveries.get(item.line_id)?.locationId).find(Boolean) ?? undefined;
  return new StepResponse({ location_id: locationId });
});

/**
 * The Medusa return reason for the shopper's choice, created the first time it is used so staff see
 * it in the dashboard (Settings → Return reasons). Reference data: kept when a request fails.
 */
const returnReasonStep = createStep("glow-return-reason", async (input: { reason: ReturnReasonValue }, { container }) => {
  const orders = container.resolve(Modules.ORDER);
  const wanted = RETURN_REASONS.find((r) => r.value === input.reason)!;
  const find = async () => (await orders.listReturnReasons({ value: wanted.value }, { select: ["id"], take: 1 }))[0]?.id;
  let id = await find();
  if (!id) {
    try {
      id = (await orders.createReturnReasons({ value: wanted.value, label: wanted.label })).id;
    } catch (error) {
      // Another order's request created it at the same moment.
      id = await find();
      if (!id) throw error;
    }
  }
  return new StepResponse(id);
});

export const requestReturnWorkflow = createWorkflow(requestReturnWorkflowId, (input: WorkflowData<RequestReturnInput>) => {
  const key = transform({ input }, ({ input }) => `glow-return:${input.order_id}`);
  const ownerId = input.lock_owner;
  acquireLockStep({ key, ownerId, timeout: LOCK_WAIT_S, ttl: LOCK_TTL_S, retryInterval: LOCK_RETRY_S });

  const checked = checkReturnRequestStep(input);
  const reasonId = returnReasonStep({ reason: input.reason });

  const beginInput = transform({ input, checked }, ({ input, checked }) => ({
    order_id: input.order_id,
    location_id: checked.location_id,
    description: RETURN_REASONS.find((r) => r.value === input.reason)?.label,
    internal_note: input.note || undefined,
    metadata: { requested_by: "customer", customer_id: input.customer_id },
  }));
  const change = beginReturnOrderWorkflow.runAsStep({ input: beginInput });

  const itemsInput = transform({ input, change, reasonId }, ({ input, change, reasonId }) => ({
    return_id: (change as { return_id: string }).return_id,
    items: input.items.map((item) => ({ id: item.line_id, quantity: item.quantity, reason_id: reasonId, internal_note: input.note || undefined })),
  }));
  requestItemReturnWorkflow.runAsStep({ input: itemsInput });

  releaseLockStep({ key, ownerId });
  return new WorkflowResponse(transform({ change }, ({ change }) => (change as { return_id: string }).return_id));
});
