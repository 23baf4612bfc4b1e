import type { ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { methodNotAllowed, parseBody } from "~/lib/api.server";
import { quantitySchema, withCustomerToken } from "~/lib/cart-api.server";
import { apiError } from "~/lib/http.server";
import { removeCartLine, updateCartLine } from "~/lib/medusa/cart.server";

const paramsSchema = z.object({ id: z.string().regex(/^[A-Za-z0-9_]{1,100}$/) });
const updateSchema = z.object({ quantity: quantitySchema });

/** PUT /api/cart/{id} {quantity} changes a line; DELETE /api/cart/{id} removes it (spec §7). */
export async function action({ request, params }: ActionFunctionArgs) {
  const parsedParams = paramsSchema.safeParse(params);
  if (!parsedParams.success) return apiError(404, "That item is no longer in your cart.");
  const lineId = parsedParams.data.id;
  if (request.method === "DELETE") return withCustomerToken(request, (token, session) => removeCartLine(token, lineId, session));
  if (request.method !== "PUT") return methodNotAllowed(["PUT", "DELETE"]);
  const parsed = await parseBody(request, updateSchema);
  if (parsed.response) return parsed.response;
  return withCustomerToken(request, (token, session) => updateCartLine(token, lineId, parsed.data.quantity, session));
}
