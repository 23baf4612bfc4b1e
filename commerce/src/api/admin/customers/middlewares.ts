import type { MedusaNextFunction, MedusaRequest, MedusaResponse, MiddlewareRoute } from "@medusajs/framework/http";
import { phoneSearchDigits } from "@glow/shop-contracts";

/**
 * The dashboard's customer search by a number as people say it (ADR 216). Medusa's `GET
 * /admin/customers?q=` looks for `q` inside each searchable column of the customer module (names,
 * e-mail, phone: `ILIKE '%q%'`), and phone-auth stores numbers as `+233244000001`, so `0244000001`
 * found nobody. A `q` that is a Ghana phone number (or the start of one) is searched by its digits
 * after the trunk 0 / country code (`244000001`), which every stored form of the number contains, so
 * the search still runs where Medusa keeps the data, with its paging and count. Any other `q` is left
 * as typed. Runs before Medusa's own query validation for the route.
 */
export function searchCustomersByLocalNumber(req: MedusaRequest, _res: MedusaResponse, next: MedusaNextFunction) {
  const query = req.query as Record<string, unknown>;
  if (typeof query.q === "string") {
    const digits = phoneSearchDigits(query.q);
    if (digits) query.q = digits;
  }
  next();
}

export const adminCustomerSearchMiddlewares: MiddlewareRoute[] = [{ matcher: "/admin/customers", method: ["GET"], middlewares: [searchCustomersByLocalNumber] }];
