import { reviewComment, reviewRating, reviewResponse } from "@glow/shop-contracts";
import { z } from "zod";
import { requireApiAdmin, requireApiUser } from "~/lib/auth/current-user.server";
import { apiError } from "~/lib/http/http.server";
import { idParams } from "~/lib/http/input";
import type { ShopperContext } from "~/lib/medusa/store-request.server";
import { MedusaCallError } from "~/lib/medusa/errors.server";

const NO_STORE = { "Cache-Control": "private, no-store" };

export const productIdParams = idParams("id", "product");
export const reviewIdParams = idParams("id", "review");

/**
 * POST /api/products/{id}/reviews: the plugin's rules from the review contract (ADR 160): rating 1–5
 * (spec §5 'Please select a rating', read from a form or JSON, so coerced first); comment trimmed,
 * omitted if empty.
 */
export const createReviewSchema = z.object({
  rating: z.coerce.number({ message: "Please select a rating" }).pipe(reviewRating),
  comment: reviewComment.transform((value) => value ?? undefined),
});

export const responseSchema = z.object({ response: reviewResponse });

function failure(error: unknown): Response {
  if (error instanceof MedusaCallError) return Response.json({ message: error.message }, { status: error.status, headers: NO_STORE });
  throw error;
}

/**
 * Runs a shopper's review call with their Medusa token: 401 when signed out (checked before any
 * validation, which happens inside `work`; a Response it answers is passed through), plugin errors kept.
 */
export async function withShopperToken(request: Request, work: (token: string) => Promise<unknown> | Response, status = 200): Promise<Response> {
  const auth = await requireApiUser(request);
  if (auth.response) return auth.response;
  const token = auth.current.medusaToken;
  if (!token) return apiError(401, "Authentication required. Please sign in again.");
  try {
    const result = await work(token);
    if (result instanceof Response) return result;
    return Response.json(result, { status, headers: NO_STORE });
  } catch (error) {
    return failure(error);
  }
}

/**
 * Runs a shop-admin call (`/api/admin/*`): 401 signed out, 403 not an admin — checked here AND by the
 * plugin, before any validation (inside `work`; a Response it answers is passed through).
 */
export async function withAdmin(request: Request, work: (context: ShopperContext) => Promise<unknown> | Response): Promise<Response> {
  const auth = await requireApiAdmin(request);
  if (auth.response) return auth.response;
  try {
    const result = await work(auth.current.context);
    if (result instanceof Response) return result;
    return Response.json(result, { headers: NO_STORE });
  } catch (error) {
    return failure(error);
  }
}
