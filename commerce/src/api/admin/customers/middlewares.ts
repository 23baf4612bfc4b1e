import type { MedusaNextFunction, MedusaRequest, MedusaResponse, MiddlewareRoute } from "@medusajs/framework/http";
import { phoneSearchDigits } from "@glow/shop-contracts";

/**
 * The dashboard's customer search by a number as people say it (ADR 215). Medusa's `GET
 * /admin/customers?q=` looks for `q` inside each searchable column of the customer module (names,
 * e-mail, phone: `ILIKE '%q%'`), and phone-auth stores numbers as `+233244000001`, so `0244000001`
 * found nobody. A `q` that is a Ghana phone number (or the start of one) is searched by its digits
 * after the trunk 0 / country code (`244000001`), which every stored form of the number contains, so
 * the search still runs where Medusa keeps the data, with its paging and count. Any other `q` is left
 * as typed.
 */
export function searchCustomersByLocalNumber(req: MedusaRequest, _res: MedusaResponse, next: MedusaNextFunction) {
  // Medusa's router runs its own middlewares of a path before the app's: its query validation has
  // already copied `q` into `filterableFields`, which the route searches with. Both are rewritten, so
  // the order of the two does not matter.
  for (const holder of [req.query as Record<string, unknown> | undefined, (req as { filterableFields?: Record<string, unknown> }).filterableFields]) {
    if (typeof holder?.q !== "string") continue;
    const digits = phoneSearchDigits(holder.q);
    if (digits) holder.q = digits;
  }
  next();
}

export const adminCustomerSearchMiddlewares: MiddlewareRoute[] = [{ matcher: "/admin/customers", method: ["GET"], middlewares: [searchCustomersByLocalNumber] }];
