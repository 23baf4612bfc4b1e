import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http";
import type { Contract } from "@glow/shop-contracts";
import { validate, type InvalidInputAnswer } from "./validate";

type Middleware = (req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) => unknown;

/**
 * The route entry of `defineMiddlewares` for one endpoint contract (ADR 160): its path and method,
 * with `validate()` on the path parameters, the query and the JSON body its schemas declare, so the
 * plugin checks requests with the very schemas the storefront's client is typed with.
 * `before` runs first (an auth guard). `answerInvalid` words the 400 for a plugin whose answers read
 * differently (phone-auth answers the first message alone).
 */
export function contractRoutes(contract: Contract, before: Middleware[] = [], answerInvalid?: InvalidInputAnswer) {
  const checks: Middleware[] = [];
  if (contract.params) checks.push(validate(contract.params, "params", answerInvalid));
  if (contract.query) checks.push(validate(contract.query, "query", answerInvalid));
  if (contract.body) checks.push(validate(contract.body, "body", answerInvalid));
  return { matcher: contract.path, method: [contract.method], middlewares: [...before, ...checks] };
}
