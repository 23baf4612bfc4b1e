/**
 * What the cart page and the checkout show of a cart's money (ADR 201): Medusa's own cart totals
 * and, per promotion on the cart, its discount. Shared by the server (promotions.server.ts) and the
 * browser (components/cart/PromoCodeBox.tsx); no zod here, so the page's client chunk stays small.
 */
export interface AppliedDiscount {
  code: string;
  /** What this promotion takes off the cart, in cedis (positive). */
  amount: number;
  /** A code the shopper typed (removable); automatic promotions apply by themselves. */
  removable: boolean;
}

export interface CartMoney {
  subtotal: number;
  delivery: number;
  /** Whether a delivery method is chosen (else the delivery line says it comes at checkout). */
  hasDelivery: boolean;
  discount: number;
  total: number;
  discounts: AppliedDiscount[];
}

export const PROMO_INTENTS = ["promo-apply", "promo-remove"] as const;
export type PromoIntent = (typeof PROMO_INTENTS)[number];
export const isPromoIntent = (intent: unknown): intent is PromoIntent => (PROMO_INTENTS as readonly unknown[]).includes(intent);

/** A promo form's refusal, as the page shows it next to the code box. */
export interface PromoActionData {
  intent: PromoIntent;
  promoError: string;
  /** What the shopper typed, to put back in the box. */
  value?: string;
  retryAfter?: number;
}
