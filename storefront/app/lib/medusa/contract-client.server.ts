import { contractPath, contractQuery, type Contract, type ContractInput, type ContractOutput, type ErrorJson } from "@glow/shop-contracts";
import { storeRequest, type ShopperContext } from "./store-request.server";

/**
 * The storefront's one typed client for our plugins' endpoints (ADR 160): the call is built from the
 * endpoint's contract in @glow/shop-contracts (method, path, query, body) and a successful answer is
 * parsed with the contract's response schema, so a field renamed or dropped on either side fails
 * here, loudly, instead of travelling on as `undefined`. Requests go through `storeRequest` (the
 * publishable key, the shopper's session headers or Medusa token, the client IP).
 */
export type ContractResult<C extends Contract> =
  | { ok: true; status: number; data: ContractOutput<C> }
  | { ok: false; status: number; message: string | undefined; body: ErrorJson };

/** An answer that does not match its contract: a bug on one side, answered as a 502 by the routes. */
export class ContractMismatchError extends Error {
  readonly status = 502;
  constructor(
    readonly endpoint: string,
    readonly issues: string,
  ) {
    super(`The shop's server answered ${endpoint} unexpectedly. Please try again.`);
    this.name = "ContractMismatchError";
  }
}

/** A refused or failed call where the caller wants an exception (like the js-sdk's FetchError: `status`, plain `message`). */
export class ContractCallError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: ErrorJson,
  ) {
    super(message);
    this.name = "ContractCallError";
  }
}

export async function callContract<C extends Contract>(contract: C, input: ContractInput<C>, context: ShopperContext = {}): Promise<ContractResult<C>> {
  const { params, query, body } = input as { params?: Record<string, unknown>; query?: Record<string, unknown>; body?: unknown };
  const path = contractPath(contract, params) + contractQuery(query);
  // Our POST routes read a JSON object even when the contract declares no body.
  const payload = contract.method === "POST" ? (body ?? {}) : body;
  const answer = await storeRequest<Record<string, unknown>>(contract.method, path, context, payload);
  if (!answer.ok) {
    const message = typeof answer.body?.message === "string" && answer.body.message ? answer.body.message : undefined;
    return { ok: false, status: answer.status, message, body: (answer.body ?? {}) as ErrorJson };
  }
  return { ok: true, status: answer.status, data: parseContractAnswer(contract, answer.body) };
}

/** A success answer parsed with the contract's response schema, or a logged ContractMismatchError (for callers that fetch it themselves). */
export function parseContractAnswer<C extends Contract>(contract: C, body: unknown): ContractOutput<C> {
  const parsed = contract.response.safeParse(body);
  if (!parsed.success) {
    const endpoint = `${contract.method} ${contract.path}`;
    const issues = parsed.error.issues
      .slice(0, 5)
      .map((issue) => `${issue.path.join(".") || "(answer)"}: ${issue.message}`)
      .join("; ");
    console.error(`Contract mismatch on ${endpoint}: ${issues}`);
    throw new ContractMismatchError(endpoint, issues);
  }
  return parsed.data as ContractOutput<C>;
}

/** The answer's data, or a ContractCallError with the plugin's status and message (`fallback` when it gave none). */
export function dataOf<C extends Contract>(result: ContractResult<C>, fallback: string): ContractOutput<C> {
  if (result.ok) return result.data;
  throw new ContractCallError(result.status, result.message ?? fallback, result.body);
}
