import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation, useSearchParams } from "@remix-run/react";
import { useId, type ReactNode } from "react";
import { RegionSelect } from "~/components/account/RegionSelect";
import { AccountPage, Guarded } from "~/components/auth/Guarded";
import { Field } from "~/components/ui/Field";
import { formatGhanaAddress, sameGhanaAddress, type GhanaAddress } from "~/lib/address/ghana-address";
import { formToObject } from "~/lib/http/api.server";
import { getCurrentUser } from "~/lib/auth/current-user.server";
import { guardedLoader } from "~/lib/auth/guard.server";
import { CHECKOUT_INTENTS, CHECKOUT_MESSAGES, deliveryStepSchema, fieldErrorsOf, parseAddressStep, paymentStepSchema, savedAddressStepSchema, type FieldErrors } from "~/lib/checkout/checkout-forms";
import { PAYMENT_LABELS } from "~/lib/checkout/payment-methods";
import { formatPrice } from "~/lib/shared/format";
import { loaderHeadersOnly, PRIVATE_CACHE_CONTROL } from "~/lib/http/http.server";
import { MedusaCallError } from "~/lib/medusa/errors.server";
import { promoFormAnswer, withRetryAfter } from "~/lib/cart/promotions.server";
import { isPromoIntent, type PromoActionData } from "~/lib/cart/promo-codes";
import { DiscountLines, PromoCodeBox } from "~/components/cart/PromoCodeBox";
import {
  chooseDelivery,
  choosePayment,
  getCheckout,
  keepingPaymentChoice,
  placeOrder,
  saveContactAndAddress,
  deliverToSavedAddress,
  type CheckoutState,
} from "~/lib/checkout/checkout.server";

/**
 * /checkout: one page, four steps (delivery address and contact → delivery method → payment →
 * review and Place order). Each step is a plain form validated on the server and saved on the
 * customer's Medusa cart, so the page resumes where the shopper left it after a reload.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  return guardedLoader(request, async () => {
    const { medusaToken } = await getCurrentUser(request);
    const checkout = medusaToken ? await getCheckout(medusaToken) : null;
    return { checkout };
  });
}

type ActionData = { intent: string; errors?: FieldErrors; formError?: string; values?: Record<string, unknown> };

const fail = (body: ActionData, status = 400) => data(body, { status, headers: { "Cache-Control": PRIVATE_CACHE_CONTROL } });

export async function action({ request }: ActionFunctionArgs) {
  const { user, medusaToken } = await getCurrentUser(request);
  if (!user || !medusaToken) return redirect("/auth");
  const form = formToObject(await request.formData());
  const intent = String(form.intent ?? "");
  // The summary's promo code box (ADR 201).
  if (isPromoIntent(intent)) return promoFormAnswer(request, medusaToken, intent, form, "/checkout", (change) => keepingPaymentChoice(medusaToken, change));
  if (!(CHECKOUT_INTENTS as readonly string[]).includes(intent)) return fail({ intent, formError: CHECKOUT_MESSAGES.intent });
  try {
    switch (intent) {
      case "address": {
        const parsed = parseAddressStep(form);
        if (!parsed.ok) return fail({ intent, errors: parsed.errors, values: form });
        await saveContactAndAddress(medusaToken, parsed.value);
        break;
      }
      case "saved-address": {
        const parsed = savedAddressStepSchema.safeParse(form);
        if (!parsed.success) return fail({ intent, errors: fieldErrorsOf(parsed.error.issues) });
        await deliverToSavedAddress(medusaToken, parsed.data.addressId, parsed.data.email || undefined);
        break;
      }
      case "delivery": {
        const parsed = deliveryStepSchema.safeParse(form);
        if (!parsed.success) return fail({ intent, errors: fieldErrorsOf(parsed.error.issues) });
        await chooseDelivery(medusaToken, parsed.data.optionId);
        break;
      }
      case "payment": {
        const parsed = paymentStepSchema.safeParse(form);
        if (!parsed.success) return fail({ intent, errors: fieldErrorsOf(parsed.error.issues) });
        await choosePayment(medusaToken, parsed.data.providerId);
        break;
      }
      case "place": {
        const placed = await placeOrder(medusaToken);
        if (placed.kind === "redirect") return redirect(placed.url);
        return redirect(`/checkout/success?order=${encodeURIComponent(placed.orderId)}`);
      }
    }
  } catch (error) {
    if (error instanceof MedusaCallError) return fail({ intent, formError: error.message }, error.status);
    throw error;
  }
  // Post/redirect/get: a reload shows the saved state instead of re-posting.
  return redirect("/checkout");
}

function Money({ value }: { value: number }) {
  return <span className="tabular-nums">{formatPrice(value)}</span>;
}

function Step({ number, title, done, active, summary, editHref, children }: { number: number; title: string; done: boolean; active: boolean; summary?: ReactNode; editHref?: string; children?: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={`rounded-2xl border p-5 ${active ? "border-brand-600 bg-white shadow-sm" : "border-gray-200 bg-white"}`}>
      <div className="flex items-start justify-between gap-3">
        <h2 id={headingId} className="flex items-center gap-3 text-lg font-bold">
          <span aria-hidden="true" className={`grid h-8 w-8 place-items-center rounded-full text-sm ${done ? "bg-green-700 text-white" : active ? "bg-brand-600 text-white" : "bg-gray-200 text-gray-700"}`}>
            {done ? "✓" : number}
          </span>
          {title}
          {done && <span className="sr-only"> (done)</span>}
        </h2>
        {done && !active && editHref && (
          <Link to={editHref} className="text-sm font-semibold text-brand-700 underline" preventScrollReset>
            Change<span className="sr-only"> {title.toLowerCase()}</span>
          </Link>
        )}
      </div>
      {!active && summary && <div className="mt-3 text-sm text-gray-700">{summary}</div>}
      {active && <div className="mt-4">{children}</div>}
    </section>
  );
}

function FormError({ message }: { message?: string }) {
  if (!message) return null;
  return (
    <p role="alert" className="mb-4 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
      {message}
    </p>
  );
}

function SubmitButton({ children, name = "intent", value }: { children: ReactNode; name?: string; value: string }) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === value;
  return (
    <button
      type="submit"
      name={name}
      value={value}
      disabled={busy}
      className="mt-4 w-full rounded-full bg-brand-600 px-5 py-3 font-semibold text-white hover:bg-brand-700 disabled:cursor-wait disabled:opacity-70 sm:w-auto"
    >
      {busy ? "Please wait…" : children}
    </button>
  );
}

function AddressStep({ checkout, contact, action }: { checkout: CheckoutState; contact: { firstName: string; lastName: string; phone: string; email: string | null }; action?: ActionData }) {
  const errors = action?.intent === "address" || action?.intent === "saved-address" ? (action.errors ?? {}) : {};
  const values = (action?.intent === "address" ? action.values : undefined) as Partial<Record<string, string>> | undefined;
  // The cart's address picked from the address book is that saved address's choice above; "another
  // address" then starts empty (issue 29: its landmark and GPS stayed filled in and went with the
  // order). An address typed for this order is shown again to be corrected.
  const fromAddressBook = checkout.address ? checkout.savedAddresses.find((saved) => sameGhanaAddress(saved.address, checkout.address!)) : undefined;
  const current: Partial<GhanaAddress> = checkout.address && !fromAddressBook ? checkout.address : { firstName: contact.firstName, lastName: contact.lastName, phone: contact.phone };
  const value = (key: keyof GhanaAddress) => values?.[key] ?? current[key] ?? "";
  return (
    <div className="space-y-6">
      <FormError message={action?.intent === "address" || action?.intent === "saved-address" ? action.formError : undefined} />
      {checkout.savedAddresses.length > 0 && (
        <Form method="post" className="space-y-3" aria-label="Your saved addresses">
          <fieldset>
            <legend className="text-sm font-semibold text-gray-800">Deliver to a saved address</legend>
            <div className="mt-2 grid gap-2">
              {checkout.savedAddresses.map((saved, index) => (
                <label key={saved.id} className="flex cursor-pointer gap-3 rounded-xl border border-gray-300 p-3 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50">
                  <input type="radio" name="addressId" value={saved.id} defaultChecked={fromAddressBook ? saved.id === fromAddressBook.id : index === 0} className="mt-1" />
                  <span className="text-sm">
                    <span className="font-semibold">
                      {saved.address.firstName} {saved.address.lastName} · {saved.address.phone}
                    </span>
                    <br />
                    {formatGhanaAddress(saved.address)}
                  </span>
                </label>
              ))}
            </div>
            {errors.addressId && <p className="mt-1 text-sm text-red-700">{errors.addressId}</p>}
          </fieldset>
          <input type="hidden" name="email" value={checkout.email ?? contact.email ?? ""} />
          <SubmitButton value="saved-address">Deliver here</SubmitButton>
          <p className="pt-2 text-sm text-gray-600">Or enter another address below.</p>
        </Form>
      )}
      <Form method="post" noValidate className="grid gap-4 sm:grid-cols-2" aria-label="Contact and delivery address">
        <Field label="First name" name="firstName" autoComplete="given-name" required defaultValue={value("firstName")} error={errors.firstName} />
        <Field label="Last name" name="lastName" autoComplete="family-name" required defaultValue={value("lastName")} error={errors.lastName} />
        <Field label="Phone number" name="phone" type="tel" inputMode="numeric" autoComplete="tel-national" placeholder="0244000000" required defaultValue={value("phone")} error={errors.phone} hint="The rider calls this number." />
        <Field
          label="Email (optional)"
          name="email"
          type="email"
          autoComplete="email"
          defaultValue={values?.email ?? checkout.email ?? contact.email ?? ""}
          error={errors.email}
          hint="For an email receipt. We always confirm by SMS."
        />
        <RegionSelect defaultValue={value("region")} error={errors.region} />
        <Field label="City or town" name="city" autoComplete="address-level2" required defaultValue={value("city")} error={errors.city} />
        <Field label="Area and street" name="area" autoComplete="address-line1" required defaultValue={value("area")} error={errors.area} className="sm:col-span-2" />
        <Field label="Landmark (optional)" name="landmark" defaultValue={value("landmark")} error={errors.landmark} hint="E.g. opposite the Shell station" />
        <Field label="Ghana Post GPS (optional)" name="gps" autoCapitalize="characters" placeholder="GA-183-8164" defaultValue={value("gps")} error={errors.gps} />
        <label className="flex items-center gap-2 text-sm sm:col-span-2">
          <input type="checkbox" name="saveAddress" defaultChecked={checkout.savedAddresses.length === 0} /> Save this address for next time
        </label>
        <div className="sm:col-span-2">
          <SubmitButton value="address">Continue to delivery</SubmitButton>
        </div>
      </Form>
    </div>
  );
}

/** A step's choice (delivery option, payment method): one card per choice, the saved one (else the first) checked. */
function ChoiceStep<T>({ label, name, choices, keyOf, saved, error, intent, submitLabel, formError, children }: {
  label: string;
  name: string;
  choices: T[];
  keyOf: (choice: T) => string;
  saved: string | null | undefined;
  error?: string;
  intent: string;
  submitLabel: string;
  formError?: string;
  children: (choice: T) => ReactNode;
}) {
  return (
    <Form method="post" aria-label={label}>
      <FormError message={formError} />
      <fieldset>
        <legend className="sr-only">{label}</legend>
        <div className="grid gap-2">
          {choices.map((choice, index) => (
            <label key={keyOf(choice)} className="flex cursor-pointer items-start gap-3 rounded-xl border border-gray-300 p-3 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50">
              <input type="radio" name={name} value={keyOf(choice)} defaultChecked={saved ? saved === keyOf(choice) : index === 0} className="mt-1" />
              {children(choice)}
            </label>
          ))}
        </div>
      </fieldset>
      {error && <p className="mt-1 text-sm text-red-700">{error}</p>}
      <SubmitButton value={intent}>{submitLabel}</SubmitButton>
    </Form>
  );
}

function DeliveryStep({ checkout, action }: { checkout: CheckoutState; action?: ActionData }) {
  const mine = action?.intent === "delivery" ? action : undefined;
  if (checkout.deliveryOptions.length === 0) {
    return <p className="text-sm text-gray-700">We do not deliver to this address yet. Please choose another address or contact us.</p>;
  }
  return (
    <ChoiceStep
      label="Delivery method"
      name="optionId"
      choices={checkout.deliveryOptions}
      keyOf={(option) => option.id}
      saved={checkout.deliveryOptionId ?? checkout.suggestedDeliveryOptionId}
      error={mine?.errors?.optionId}
      intent="delivery"
      submitLabel="Continue to payment"
      formError={mine?.formError}
    >
      {(option) => (
        <span className="flex-1 text-sm">
          <span className="flex justify-between gap-3 font-semibold">
            <span>{option.name}</span>
            <span>{option.amount === 0 ? "Free" : formatPrice(option.amount)}</span>
          </span>
          {option.description && <span className="text-gray-700">{option.description}</span>}
          {option.freeOver !== null && <span className="block text-green-800">Free for orders over {formatPrice(option.freeOver)}.</span>}
        </span>
      )}
    </ChoiceStep>
  );
}

function PaymentStep({ checkout, action }: { checkout: CheckoutState; action?: ActionData }) {
  const mine = action?.intent === "payment" ? action : undefined;
  return (
    <ChoiceStep
      label="Payment method"
      name="providerId"
      choices={checkout.paymentProviders}
      keyOf={(id) => id}
      saved={checkout.paymentProviderId}
      error={mine?.errors?.providerId}
      intent="payment"
      submitLabel="Continue to review"
      formError={mine?.formError}
    >
      {(id) => (
        <span className="text-sm">
          <span className="font-semibold">{PAYMENT_LABELS[id]?.title ?? id}</span>
          <br />
          <span className="text-gray-700">{PAYMENT_LABELS[id]?.description}</span>
        </span>
      )}
    </ChoiceStep>
  );
}

function Summary({ checkout }: { checkout: CheckoutState }) {
  const { totals } = checkout;
  const actionData = useActionData() as ActionData | PromoActionData | undefined;
  const promo = actionData && isPromoIntent(actionData.intent) ? (actionData as PromoActionData) : undefined;
  return (
    <aside aria-label="Order summary" className="h-fit rounded-2xl border border-gray-200 bg-white p-5">
      <h2 className="text-lg font-bold">Order summary</h2>
      <ul className="mt-4 divide-y divide-gray-100">
        {checkout.lines.map((line) => (
          <li key={line.id} className="flex items-center gap-3 py-3 text-sm">
            {line.imageUrl ? <img src={line.imageUrl} alt="" width={48} height={48} className="h-12 w-12 rounded-lg object-cover" /> : null}
            <span className="flex-1">
              {line.title} <span className="text-gray-600">× {line.quantity}</span>
            </span>
            <Money value={line.total} />
          </li>
        ))}
      </ul>
      <dl className="mt-4 space-y-1 border-t border-gray-200 pt-4 text-sm">
        <div className="flex justify-between">
          <dt>Subtotal</dt>
          <dd>
            <Money value={totals.subtotal} />
          </dd>
        </div>
        <div className="flex justify-between">
          <dt>Delivery</dt>
          <dd>{checkout.deliveryOptionId ? totals.delivery === 0 ? "Free" : <Money value={totals.delivery} /> : "Choose a delivery method"}</dd>
        </div>
        <DiscountLines discounts={checkout.discounts} result={promo} />
        <div className="flex justify-between border-t border-gray-200 pt-2 text-base font-bold">
          <dt>Total</dt>
          <dd>
            <Money value={totals.total} />
          </dd>
        </div>
      </dl>
      <p className="mt-2 text-xs text-gray-600">Prices include VAT and levies.</p>
      <PromoCodeBox result={promo} />
    </aside>
  );
}

function CheckoutContent({ checkout, contact }: { checkout: CheckoutState; contact: { firstName: string; lastName: string; phone: string; email: string | null } }) {
  const actionData = useActionData() as ActionData | undefined;
  const [searchParams] = useSearchParams();
  const order = ["address", "delivery", "payment", "review"] as const;
  const reached = order.indexOf(checkout.step);
  const edit = searchParams.get("edit");
  const editIndex = order.indexOf(edit as (typeof order)[number]);
  // The step shown open: the one asked for with ?edit= (if already reachable), else the first one not done.
  const open = editIndex >= 0 && editIndex <= reached ? order[editIndex]! : checkout.step;
  const isDone = (step: (typeof order)[number]) => order.indexOf(step) < reached && open !== step;
  const delivery = checkout.deliveryOptions.find((o) => o.id === checkout.deliveryOptionId);
  const placeError = actionData?.intent === "place" ? actionData.formError : undefined;
  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_22rem]">
      <div className="space-y-4">
        <Step
          number={1}
          title="Delivery address"
          active={open === "address"}
          done={isDone("address")}
          editHref="/checkout?edit=address"
          summary={
            checkout.address && (
              <>
                <p className="font-semibold">
                  {checkout.address.firstName} {checkout.address.lastName} · {checkout.address.phone}
                  {checkout.email ? ` · ${checkout.email}` : ""}
                </p>
                <p>{formatGhanaAddress(checkout.address)}</p>
              </>
            )
          }
        >
          <AddressStep checkout={checkout} contact={contact} action={actionData} />
        </Step>
        <Step
          number={2}
          title="Delivery method"
          active={open === "delivery"}
          done={isDone("delivery")}
          editHref="/checkout?edit=delivery"
          summary={delivery ? `${delivery.name} — ${delivery.amount === 0 ? "Free" : formatPrice(delivery.amount)}` : reached < 1 ? "Enter your address first." : undefined}
        >
          <DeliveryStep checkout={checkout} action={actionData} />
        </Step>
        <Step
          number={3}
          title="Payment"
          active={open === "payment"}
          done={isDone("payment")}
          editHref="/checkout?edit=payment"
          summary={checkout.paymentProviderId ? PAYMENT_LABELS[checkout.paymentProviderId]?.title : reached < 2 ? "Choose a delivery method first." : undefined}
        >
          <PaymentStep checkout={checkout} action={actionData} />
        </Step>
        <Step number={4} title="Review and place order" active={open === "review"} done={false} summary={reached < 3 ? "Choose how to pay first." : undefined}>
          <Form method="post" aria-label="Place order">
            <FormError message={placeError} />
            <p className="text-sm text-gray-700">
              Please check your order. By placing it you agree to our{" "}
              <Link to="/terms" className="underline">
                terms
              </Link>{" "}
              and{" "}
              <Link to="/returns" className="underline">
                returns policy
              </Link>
              .
            </p>
            <p className="mt-3 text-lg font-bold">
              Total to pay: <Money value={checkout.totals.total} />
            </p>
            <SubmitButton value="place">{checkout.paymentProviderId?.includes("paystack") ? "Place order and pay with Paystack" : "Place order"}</SubmitButton>
          </Form>
        </Step>
      </div>
      <Summary checkout={checkout} />
    </div>
  );
}

export default function CheckoutPage() {
  const data = useLoaderData<typeof loader>();
  return (
    <Guarded signInRequired={data.signInRequired}>
      {!data.signInRequired &&
        (data.checkout ? (
          <AccountPage title="Checkout">
            <CheckoutContent
              checkout={data.checkout}
              contact={{ firstName: data.user.firstName, lastName: data.user.lastName, phone: data.user.phoneNumber, email: data.user.email }}
            />
          </AccountPage>
        ) : (
          <AccountPage title="Checkout" intro="Your cart is empty. Add products to your cart first, then check out here.">
            <Link to="/products" className="inline-block rounded-full bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700">
              Continue Shopping
            </Link>
          </AccountPage>
        ))}
    </Guarded>
  );
}

export const headers = withRetryAfter(loaderHeadersOnly);

export const meta: MetaFunction = () => [{ title: "Checkout — Glow" }, { name: "robots", content: "noindex" }];
