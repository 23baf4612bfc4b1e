import { Form, useNavigation } from "@remix-run/react";
import { useEffect, useId, useRef } from "react";
import { PROMO_CODE_MAX_LENGTH } from "@glow/shop-contracts/constants";
import type { AppliedDiscount, PromoActionData } from "~/lib/cart/promo-codes";
import { formatPrice } from "~/lib/shared/format";

/**
 * The promo code box of the cart page and the checkout (ADR 201): plain POST forms to the page's own
 * action (`intent` promo-apply / promo-remove), so they work before JavaScript; with it, Remix
 * submits them without a page load. `result` is the page's action data: a refusal in plain words.
 */
export function PromoCodeBox({ result }: { result?: PromoActionData | null }) {
  const inputId = useId();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === "promo-apply";
  const error = result?.intent === "promo-apply" ? result.promoError : undefined;
  const form = useRef<HTMLFormElement>(null);
  // An applied code leaves the box empty for the next one (a refusal keeps what was typed). Only when a
  // submission has just finished: on hydration the box may already hold what the shopper typed before
  // the page's JavaScript started (CI caught a reset there sending an empty code).
  const wasBusy = useRef(false);
  useEffect(() => {
    if (navigation.state !== "idle") wasBusy.current = true;
    else if (wasBusy.current) {
      wasBusy.current = false;
      if (!error) form.current?.reset();
    }
  }, [navigation.state, error]);
  return (
    <Form ref={form} method="post" noValidate preventScrollReset aria-label="Promo code" className="mt-4">
      <label htmlFor={inputId} className="text-sm font-medium text-gray-800">
        Promo code
      </label>
      {/* w-0: an input's intrinsic width (about 20 characters) is its min-content even with min-w-0,
          which widened the checkout to 372 px on a 360 px phone; flex-1 gives it the room. */}
      <div className="mt-1 flex gap-2">
        <input
          id={inputId}
          name="code"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={PROMO_CODE_MAX_LENGTH}
          defaultValue={error ? (result?.value ?? "") : ""}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${inputId}-error` : undefined}
          className="w-0 min-w-0 flex-1 rounded-xl border border-gray-300 px-3 py-2 text-base uppercase text-gray-900 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-200"
        />
        <button
          type="submit"
          name="intent"
          value="promo-apply"
          disabled={busy}
          className="rounded-full border border-brand-600 px-4 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50 disabled:cursor-wait disabled:opacity-70"
        >
          {busy ? "Checking…" : "Apply"}
        </button>
      </div>
      {error && (
        <p id={`${inputId}-error`} role="alert" className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </Form>
  );
}

/** One line per promotion on the cart ("Discount (GLOW10) −GH₵9.50"), with Remove for a typed code. */
export function DiscountLines({ discounts, result }: { discounts: AppliedDiscount[]; result?: PromoActionData | null }) {
  const error = result?.intent === "promo-remove" ? result.promoError : undefined;
  return (
    <>
      {discounts.map((discount) => (
        <div key={discount.code} className="flex items-center justify-between gap-2 text-green-800" data-testid="discount-line">
          <dt className="flex flex-wrap items-center gap-x-2">
            <span>Discount ({discount.code})</span>
            {discount.removable && (
              <Form method="post" preventScrollReset className="inline">
                <input type="hidden" name="code" value={discount.code} />
                <button type="submit" name="intent" value="promo-remove" className="text-xs font-semibold text-brand-700 underline">
                  Remove<span className="sr-only"> code {discount.code}</span>
                </button>
              </Form>
            )}
          </dt>
          <dd className="tabular-nums">−{formatPrice(discount.amount)}</dd>
        </div>
      ))}
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </>
  );
}
