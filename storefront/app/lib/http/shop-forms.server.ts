import { z } from "zod";
import { formToObject } from "./api.server";
import { medusaId } from "./input";
import { getCurrentUser } from "~/lib/auth/current-user.server";
import { redirectWithToast } from "./flash.server";
import { safeReturnPath } from "./return-path";
import { signInRequiredToast, type ShopToast } from "./shop-toasts";

/**
 * The no-JavaScript form posts of the product card, dialog and page (ADD TO CART, the heart,
 * Wishlist; ADR 081): read the form, check the shopper, do the work with the same data functions
 * as /api/*, and send the shopper back to the page they were on (303) with the toast to show there.
 */
export const productIdField = medusaId("product", "productId");

export interface Shopper {
  token: string;
  cartId?: string | null;
}

/** Signed out (or the session ended) while posting: the sign-in page, with the spec's toast. */
export const SIGN_IN_PATH = "/auth";

/** The posted form as strings; an unreadable body reads as empty (and then fails validation). */
export async function readShopForm(request: Request): Promise<Record<string, unknown>> {
  try {
    return formToObject(await request.formData());
  } catch {
    return {};
  }
}

/** The first validation message, as a destructive toast. */
export function invalidFormToast(error: z.ZodError): ShopToast {
  return { title: "Error", description: error.issues[0]?.message ?? "Please check what you entered.", variant: "destructive" };
}

/**
 * Runs one form post for the signed-in shopper. `work` answers the toast of the outcome; a thrown
 * error becomes `onError`'s toast (a 401 from Medusa sends the shopper to sign in instead).
 * Nothing here answers a 500: a failure is a toast on the page the shopper came from.
 */
export async function shopFormAction(
  request: Request,
  options: { target: "cart" | "wishlist"; work: (shopper: Shopper, form: Record<string, unknown>) => Promise<ShopToast>; onError: (error: unknown) => ShopToast },
): Promise<Response> {
  const form = await readShopForm(request);
  const back = safeReturnPath(form.redirectTo);
  let current: Awaited<ReturnType<typeof getCurrentUser>>;
  try {
    current = await getCurrentUser(request);
  } catch (error) {
    console.error(`${options.target} form post: could not check the session`, error);
    return redirectWithToast(back, options.onError(error));
  }
  if (!current.user || !current.medusaToken) {
    return redirectWithToast(SIGN_IN_PATH, signInRequiredToast(options.target), current.forcedSignOut ? [current.forcedSignOut.clearCookie] : []);
  }
  try {
    return await redirectWithToast(back, await options.work({ token: current.medusaToken, cartId: current.cartId }, form));
  } catch (error) {
    if ((error as { status?: number }).status === 401) return redirectWithToast(SIGN_IN_PATH, signInRequiredToast(options.target));
    return redirectWithToast(back, options.onError(error));
  }
}
