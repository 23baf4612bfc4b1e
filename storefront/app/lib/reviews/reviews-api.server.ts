import { z } from "zod";
import { requireApiAdmin, requireApiUser } from "~/lib/auth/current-user.server";
import { apiError } from "~/lib/http/http.server";
import { idParams } from "~/lib/http/input";
import type { ShopperContext } from "~/lib/medusa/store-request.server";
import { MedusaCallError } from "~/lib/medusa/errors.server";
import { MAX_REVIEW_COMMENT } from "~/lib/reviews/reviews";

const NO_STORE = { "Cache-Control": "private, no-store" };

export const productIdParams = idParams("id", "product");
export const reviewIdParams = idParams("id", "review");

/** POST /api/products/{id}/reviews: rating 1–5 (spec §5 'Please select a rating'); comment trimmed, omitted if empty. */
export const createReviewSchema = z.object({
  rating: z.coerce
    .number({ message: "Please select a rating" })
    .int("The rating must be a whole number of stars from 1 to 5")
    .min(1, "Please select a rating")
    .max(5, "The rating must be a whole number of stars from 1 to 5"),
  comment: z
    .string({ message: "The comment must be a text" })
    .trim()
    .max(MAX_REVIEW_COMMENT, `The comment is too long: at most ${MAX_REVIEW_COMMENT} characters`)
    .optional()
    .nullable()
    .transform((value) => value || undefined),
});

export const responseSchema = z.object({
  response: z
    .string({ message: "The response must be a text" })
    .trim()
    .max(MAX_REVIEW_COMMENT, `The response is too long: at most ${MAX_REVIEW_COMMENT} characters`)
    .nullable()
    .transform((value) => value || null),
});

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
