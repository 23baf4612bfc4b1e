import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { methodNotAllowed } from "~/lib/http/api.server";
import { addToWishlist, listWishlist, removeFromWishlist } from "~/lib/wishlist/wishlist.server";
import { invalidFormToast, productIdField, shopFormAction } from "~/lib/http/shop-forms.server";
import { WISHLIST_ERROR_TOAST, wishlistChangedToast } from "~/lib/http/shop-toasts";

/** The form of the heart and the Wishlist button (components/product/ShopButtons.tsx). */
const formSchema = z.object({ productId: productIdField });

/** GET /wishlist/toggle (the address reloaded or bookmarked): the wishlist page. */
export function loader() {
  return redirect("/wishlist", 303);
}

/**
 * POST /wishlist/toggle — the heart before (or without) JavaScript (ADR 081). The server decides
 * from the shopper's wishlist: saved → removed, else added (spec §4); then 303 back to
 * `redirectTo` with "Added to wishlist" / "Removed from wishlist"; signed out, 303 to /auth.
 */
export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  return shopFormAction(request, {
    target: "wishlist",
    work: async (shopper, form) => {
      const parsed = formSchema.safeParse(form);
      if (!parsed.success) return invalidFormToast(parsed.error);
      const { productId } = parsed.data;
      const saved = (await listWishlist(shopper.token)).find((item) => item.id === productId);
      if (saved) {
        await removeFromWishlist(shopper.token, productId);
        return wishlistChangedToast(false, saved.product.name);
      }
      const added = (await addToWishlist(shopper.token, productId)).find((item) => item.id === productId);
      return wishlistChangedToast(true, added?.product.name ?? "");
    },
    onError: (error) => {
      // Medusa's 404 (no such product) is the shopper's form, not a fault here.
      if ((error as { status?: number }).status !== 404) console.error("wishlist form post failed", error);
      return WISHLIST_ERROR_TOAST;
    },
  });
}
