import { data, type HeadersFunction } from "@remix-run/node";
import { PromoCodeSchema, promotionContracts } from "@glow/shop-contracts";
import { medusa } from "~/lib/medusa/client.server";
import { callContract } from "~/lib/medusa/contract-client.server";
import { shopperContextOf } from "~/lib/medusa/store-request.server";
import { PRIVATE_CACHE_CONTROL } from "~/lib/http/http.server";
import { redirectWithToast } from "~/lib/http/flash.server";
import { formatPrice } from "~/lib/shared/format";
import { customerCart, type CartHint } from "./cart.server";
import type { AppliedDiscount, CartMoney, PromoActionData, PromoIntent } from "./promo-codes";

/**
 * Promo codes on the customer's Medusa cart (ADR 201). A code is applied through the commerce
 * app's POST /store/glow/my-cart/promotions (its contract in @glow/shop-contracts): it limits failed
 * codes per customer and per network — this request's client address goes along as
 * X-Forwarded-For — and says in plain words why a code did not apply. A code is removed with
 * Medusa's own DELETE /store/carts/:id/promotions. The money shown is Medusa's cart totals.
 */

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

/** What cartMoney() reads: Medusa's totals, and the adjustments that name each promotion. */
export const CART_MONEY_FIELDS = [
  "item_subtotal",
  "shipping_total",
  "discount_total",
  "total",
  "shipping_methods.id",
  "items.adjustments.code",
  "items.adjustments.amount",
  "shipping_methods.adjustments.code",
  "shipping_methods.adjustments.amount",
  "promotions.code",
  "promotions.is_automatic",
];

type Adjusted = { adjustments?: Array<{ code?: string | null; amount?: unknown } | null> | null } | null;
type MoneyCart = {
  item_subtotal?: unknown;
  shipping_total?: unknown;
  discount_total?: unknown;
  total?: unknown;
  items?: Adjusted[] | null;
  shipping_methods?: Array<Adjusted & { id?: string }> | null;
  promotions?: Array<{ code?: string | null; is_automatic?: boolean | null } | null> | null;
};

/** Each promotion's share of the cart's discount, in the order it first appears; codes first. */
export function discountsOf(cart: MoneyCart): AppliedDiscount[] {
  const amounts = new Map<string, number>();
  for (const holder of [...(cart.items ?? []), ...(cart.shipping_methods ?? [])]) {
    for (const adjustment of holder?.adjustments ?? []) {
      if (!adjustment?.code) continue;
      amounts.set(adjustment.code, (amounts.get(adjustment.code) ?? 0) + Number(adjustment.amount ?? 0));
    }
  }
  const automatic = new Set((cart.promotions ?? []).filter((p) => p?.is_automatic && p.code).map((p) => p!.code!));
  return [...amounts]
    .map(([code, amount]) => ({ code, amount: Math.round(amount * 100) / 100, removable: !automatic.has(code) }))
    .sort((a, b) => Number(b.removable) - Number(a.removable));
}

export function cartMoneyOf(cart: MoneyCart): CartMoney {
  return {
    subtotal: Number(cart.item_subtotal ?? 0),
    delivery: Number(cart.shipping_total ?? 0),
    hasDelivery: (cart.shipping_methods ?? []).length > 0,
    discount: Number(cart.discount_total ?? 0),
    total: Number(cart.total ?? 0),
    discounts: discountsOf(cart),
  };
}

/** The money of the customer's open cart (null without one); the session check's cart id saves a look-up. */
export async function cartMoney(token: string, hint: CartHint = {}): Promise<CartMoney | null> {
  if (hint.cart === null) return null;
  const cartId = hint.cart?.id ?? hint.cartId ?? (await customerCart(token))?.id;
  if (!cartId) return null;
  const found = await medusa()
    .store.cart.retrieve(cartId, { fields: ["id", "completed_at", ...CART_MONEY_FIELDS].join(",") }, auth(token))
    .catch(() => null);
  return found && !found.cart.completed_at ? cartMoneyOf(found.cart as unknown as MoneyCart) : null;
}

export type PromoResult = { ok: true; code: string; money: CartMoney | null } | { ok: false; status: number; body: PromoActionData };

const refused = (intent: PromoIntent, status: number, promoError: string, extra: Partial<PromoActionData> = {}): PromoResult => ({
  ok: false,
  status,
  body: { intent, promoError, ...extra },
});

/** Applies a typed code to the customer's cart; `request` gives the shopper's address for the limits. */
export async function applyPromoCode(request: Request, token: string, typed: unknown): Promise<PromoResult> {
  const value = typeof typed === "string" ? typed.slice(0, 200) : "";
  const parsed = PromoCodeSchema.safeParse(typed ?? "");
  if (!parsed.success) return refused("promo-apply", 400, parsed.error.issues[0]?.message ?? "Please enter a promo code.", { value });
  const result = await callContract(promotionContracts.apply, { body: { code: parsed.data } }, shopperContextOf(request, { bearer: token }));
  if (!result.ok) {
    const retryAfter = typeof result.body.retryAfter === "number" ? result.body.retryAfter : undefined;
    const status = result.status >= 500 ? 502 : result.status;
    return refused("promo-apply", status, result.message ?? "The code could not be checked. Please try again.", { value, ...(retryAfter ? { retryAfter } : {}) });
  }
  return { ok: true, code: result.data.code, money: await cartMoney(token) };
}

/** Removes a code from the customer's cart (Medusa's own route; removing is no secret, so not limited). */
export async function removePromoCode(token: string, typed: unknown): Promise<PromoResult> {
  const parsed = PromoCodeSchema.safeParse(typed ?? "");
  if (!parsed.success) return refused("promo-remove", 400, parsed.error.issues[0]?.message ?? "Please choose a code to remove.");
  const open = await customerCart(token);
  if (!open) return refused("promo-remove", 404, "Your cart is empty.");
  const { cart } = await medusa().store.cart.retrieve(open.id, { fields: ["id", ...CART_MONEY_FIELDS].join(",") }, auth(token));
  // Medusa matches codes exactly: remove the code as the cart holds it.
  const code = discountsOf(cart as unknown as MoneyCart).find((d) => d.removable && d.code.toUpperCase() === parsed.data)?.code;
  if (!code) return refused("promo-remove", 404, `The code ${parsed.data} is not on your cart.`);
  const { cart: after } = await medusa().store.cart.removePromotions(open.id, { promo_codes: [code] }, { fields: ["id", ...CART_MONEY_FIELDS].join(",") }, auth(token));
  return { ok: true, code, money: cartMoneyOf(after as unknown as MoneyCart) };
}

/**
 * The answer of a page's promo form (the cart page, the checkout): on success back to `page` with
 * a toast (post/redirect/get, before JavaScript too); a refusal is the page's action data with its
 * status, shown next to the code box; a 429 also carries `Retry-After`.
 */
export async function promoFormAnswer(
  request: Request,
  token: string,
  intent: PromoIntent,
  form: Record<string, string>,
  page: string,
  /** Wraps the change (the checkout keeps the payment choice across it). */
  around: (change: () => Promise<PromoResult>) => Promise<PromoResult> = (change) => change(),
): Promise<Response> {
  const result = await around(() => (intent === "promo-apply" ? applyPromoCode(request, token, form.code) : removePromoCode(token, form.code)));
  if (!result.ok) {
    const headers: Record<string, string> = { "Cache-Control": PRIVATE_CACHE_CONTROL };
    if (result.status === 429 && result.body.retryAfter) headers["Retry-After"] = String(result.body.retryAfter);
    return data(result.body, { status: result.status, headers }) as unknown as Response;
  }
  if (intent === "promo-remove") return redirectWithToast(page, { title: `${result.code} removed`, description: "The code's discount is no longer on your cart." });
  const saved = result.money?.discounts.find((d) => d.code === result.code)?.amount;
  return redirectWithToast(page, { title: `${result.code} applied`, description: saved ? `You save ${formatPrice(saved)}.` : "The discount is on your cart." });
}


/** A page's headers plus its promo form's `Retry-After` (a 429 posted without JavaScript keeps it). */
export const withRetryAfter =
  (headers: HeadersFunction): HeadersFunction =>
  (args) => {
    const out = new Headers(typeof headers === "function" ? headers(args) : headers);
    const retryAfter = args.actionHeaders.get("Retry-After");
    if (retryAfter) out.set("Retry-After", retryAfter);
    return out;
  };
