import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk";
import { ContainerRegistrationKeys, MedusaError } from "@medusajs/framework/utils";
import { hasReceivedProduct } from "../../lib/eligibility";
import { MESSAGES } from "../../lib/format";

export interface CheckReviewEligibilityInput {
  customer_id: string;
  product_id: string;
}

/**
 * The product must exist (404) and the customer must have received it: an order holding the product
 * in a delivered fulfillment (403 otherwise). Reads only, so nothing to compensate.
 */
export const checkReviewEligibilityStep = createStep("check-review-eligibility", async (input: CheckReviewEligibilityInput, { container }) => {
  const query = container.resolve(ContainerRegistrationKeys.QUERY);
  const { data } = await query.graph({ entity: "product", fields: ["id"], filters: { id: input.product_id } });
  if (data.length === 0) throw new MedusaError(MedusaError.Types.NOT_FOUND, MESSAGES.productNotFound);
  if (!(await hasReceivedProduct(container, input.customer_id, input.product_id))) {
    throw new MedusaError(MedusaError.Types.FORBIDDEN, MESSAGES.notBuyer);
  }
  return new StepResponse(true);
});
