/**
 * The storefront's one error for a failed Medusa call (ADR 093): thrown by the feature modules
 * (cart, checkout, reviews…) when Medusa or a plugin refuses or fails, carrying the HTTP status
 * the storefront answers with and a message in plain words. `extra` holds fields the client reads
 * next to `message` (the cart's stock figures `availableStock` / `currentCartQuantity`, a
 * payment error's `code`). Routes turn it into `{ message, ...extra }` with `status`.
 */
export class MedusaCallError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = "MedusaCallError";
  }
}
