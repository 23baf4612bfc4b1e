import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http";
import type { Contract } from "@glow/shop-contracts";
import { validate, type ValidatedPart } from "./validate";

type Middleware = (req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) => unknown;
/** Builds the middleware that checks one part of a request with its schema (default: `validate()`). */
export type ContractCheck = (schema: Contract["response"], part: ValidatedPart) => Middleware;

/**
 * The route entry of `defineMiddlewares` for one endpoint contract (ADR 160): its path and method,
 * with `validate()` on the path parameters, the query and the JSON body its schemas declare, so the
 * plugin checks requests with the very schemas the storefront's client is typed with.
 * `before` runs first (an auth guard). `check` replaces `validate()` for a plugin whose 400s have
 * another wording (phone-auth answers the first message alone); it must set `req.validatedBody`.
 */
export function contractRoutes(contract: Contract, before: Middleware[] = [], check: ContractCheck = validate) {
  const checks: Middleware[] = [];
  if (contract.params) checks.push(check(contract.params, "params"));
  if (contract.query) checks.push(check(contract.query, "query"));
  if (contract.body) checks.push(check(contract.body, "body"));
  return { matcher: contract.path, method: [contract.method], middlewares: [...before, ...checks] };
}
