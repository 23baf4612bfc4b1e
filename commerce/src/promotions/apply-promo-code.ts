import type { MedusaContainer } from "@medusajs/framework/types";
import { ContainerRegistrationKeys, Modules, PromotionActions } from "@medusajs/framework/utils";
import { updateCartPromotionsWorkflow } from "@medusajs/medusa/core-flows";
import { findMyCart } from "@glow/medusa-http";
import type { PromoRefusal } from "@glow/shop-contracts";

/**
 * Applying a promo code to a customer's open cart, and saying why it did not apply (ADR 201).
 *
 * Medusa's own route (POST /store/carts/:id/promotions, `updateCartPromotionsWorkflow`) answers a
 * code that does not exist with a 400 "The promotion code X is invalid", and takes an expired,
 * inactive, used-up or non-matching one SILENTLY: the code is just not on the cart afterwards (an
 * expired one is filtered out as not active, a used-up one lands in the workflow's
 * `skipped_promo_codes`, one whose rules the cart does not meet computes no adjustment). So the
 * promotion is looked up here first (case-insensitively: shoppers type "glow10"), refused with one of
 * four reasons, and otherwise applied by Medusa's workflow — which locks the cart, computes the
 * adjustments and refreshes the payment collection so the amount charged is the new total — and a
 * code not on the cart afterwards is "not applicable".
 */
export type ApplyOutcome = { applied: true; code: string } | { applied: false; reason: PromoRefusal };

interface PromotionRow {
  id: string;
  code: string;
  status: string;
  is_automatic?: boolean;
  limit?: number | null;
  used?: number | null;
  campaign?: {
    starts_at?: Date | string | null;
    ends_at?: Date | string | null;
    budget?: { type?: string; limit?: number | null; used?: number | null } | null;
  } | null;
}

/** The customer's open cart with lines (named on the customer record, ADR 140, read by @glow/medusa-http's my-cart.ts), or null. */
export async function openCartOf(container: MedusaContainer, customerId: string): Promise<string | null> {
  const cart = (await findMyCart(container, customerId))?.cart;
  return cart && cart.items.length > 0 ? cart.id : null;
}

/** `%`, `_` and `\` match literally in an ILIKE pattern. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The promotion whose code is `code` (any case; an exact match first), or undefined. */
async function findPromotion(container: MedusaContainer, code: string): Promise<PromotionRow | undefined> {
  const promotions = container.resolve(Modules.PROMOTION);
  const found = (await promotions.listPromotions({ code: { $ilike: likeLiteral(code) } } as never, {
    relations: ["campaign", "campaign.budget"],
    take: 5,
  })) as unknown as PromotionRow[];
  return found.find((p) => p.code === code) ?? found[0];
}

const time = (value: Date | string | null | undefined) => (value ? new Date(value).getTime() : undefined);

/** Why a promotion cannot apply to any cart now, or null when it may (its rules are Medusa's to check). */
function refusalOf(promotion: PromotionRow, now = Date.now()): PromoRefusal | null {
  // A draft, or a campaign that has not started, is not public yet: the same answer as no such code.
  if (promotion.status === "draft") return "unknown";
  const startsAt = time(promotion.campaign?.starts_at);
  if (startsAt !== undefined && startsAt > now) return "unknown";
  const endsAt = time(promotion.campaign?.ends_at);
  if (promotion.status !== "active" || (endsAt !== undefined && endsAt <= now)) return "expired";
  if (typeof promotion.limit === "number" && Number(promotion.used ?? 0) >= promotion.limit) return "used_up";
  const budget = promotion.campaign?.budget;
  if (budget && budget.type === "usage" && typeof budget.limit === "number" && Number(budget.used ?? 0) >= budget.limit) return "used_up";
  return null;
}

async function codesOnCart(container: MedusaContainer, cartId: string): Promise<Set<string>> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY);
  const { data } = await query.graph({
    entity: "cart",
    fields: ["id", "items.adjustments.code", "shipping_methods.adjustments.code"],
    filters: { id: cartId },
  });
  const cart = data[0] as
    | { items?: Array<{ adjustments?: Array<{ code?: string | null } | null> | null } | null>; shipping_methods?: Array<{ adjustments?: Array<{ code?: string | null } | null> | null } | null> }
    | undefined;
  const codes = new Set<string>();
  for (const holder of [...(cart?.items ?? []), ...(cart?.shipping_methods ?? [])]) {
    for (const adjustment of holder?.adjustments ?? []) if (adjustment?.code) codes.add(adjustment.code);
  }
  return codes;
}

export async function applyPromoCode(container: MedusaContainer, cartId: string, typed: string): Promise<ApplyOutcome> {
  const promotion = await findPromotion(container, typed);
  if (!promotion) return { applied: false, reason: "unknown" };
  const refusal = refusalOf(promotion);
  if (refusal) return { applied: false, reason: refusal };
  const { result } = await updateCartPromotionsWorkflow(container).run({
    input: { cart_id: cartId, promo_codes: [promotion.code], action: PromotionActions.ADD, force_refresh_payment_collection: true },
  });
  // Used up between the look-up and the workflow (Medusa checks the usage limit itself).
  if ((result?.skipped_promo_codes ?? []).some((skipped: { code?: string }) => skipped.code === promotion.code)) return { applied: false, reason: "used_up" };
  if (!(await codesOnCart(container, cartId)).has(promotion.code)) return { applied: false, reason: "not_applicable" };
  return { applied: true, code: promotion.code };
}
