import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { methodNotAllowed } from "~/lib/http/api.server";
import { quantitySchema, variantIdSchema } from "~/lib/cart/cart-api.server";
import { addToCart } from "~/lib/cart/cart.server";
import { MedusaCallError } from "~/lib/medusa/errors.server";
import { invalidFormToast, productIdField, shopFormAction } from "~/lib/http/shop-forms.server";
import { addedToCartToast, addToCartErrorToast } from "~/lib/http/shop-toasts";

/** The form of ADD TO CART (components/product/ShopButtons.tsx); a missing quantity is 1. */
const formSchema = z.object({
  productId: productIdField,
  quantity: z.preprocess((value) => (value === undefined || value === "" ? 1 : Number(value)), quantitySchema),
  variantId: variantIdSchema,
});

/** GET /cart/add (the address reloaded or bookmarked): the cart page. */
export function loader() {
  return redirect("/cart", 303);
}

/**
 * POST /cart/add — ADD TO CART before (or without) JavaScript (ADR 081): adds with the same
 * function as POST /api/cart, then 303 back to `redirectTo` with the spec's toast ("Added to
 * cart", or the stock / unavailable / error toast); signed out, 303 to /auth ("Sign in required").
 */
export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  return shopFormAction(request, {
    target: "cart",
    work: async (shopper, form) => {
      const parsed = formSchema.safeParse(form);
      if (!parsed.success) return invalidFormToast(parsed.error);
      const { productId, quantity, variantId } = parsed.data;
      const items = await addToCart(shopper.token, productId, quantity, { variantId });
      const added = items.find((item) => item.product.id === productId && (!variantId || item.variant?.id === variantId));
      return addedToCartToast(added && (added.variant ? `${added.product.name} — ${added.variant.title}` : added.product.name));
    },
    onError: (error) => {
      if (error instanceof MedusaCallError) return addToCartErrorToast(error.message, error.extra);
      // Medusa's 404: the product is gone or unpublished.
      if ((error as { status?: number }).status === 404) return addToCartErrorToast("This product is not available.", {});
      console.error("cart form post failed", error);
      return addToCartErrorToast("", {});
    },
  });
}
