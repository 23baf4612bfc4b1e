import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http";
import type { Contract } from "@glow/shop-contracts";
import { validate } from "./validate";

type Middleware = (req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) => unknown;

/**
 * The route entry of `defineMiddlewares` for one endpoint contract (ADR 160): its path and method,
 * with `validate()` on the path parameters, the query and the JSON body its schemas declare, so the
 * plugin checks requests with the very schemas the storefront's client is typed with.
 * `before` runs first (an auth guard).
 */
export function contractRoutes(contract: Contract, before: Middleware[] = []) {
  const checks: Middleware[] = [];
  if (contract.params) checks.push(validate(contract.params, "params"));
  if (contract.query) checks.push(validate(contract.query, "query"));
  if (contract.body) checks.push(validate(contract.body, "body"));
  return { matcher: contract.path, method: [contract.method], middlewares: [...before, ...checks] };
}
