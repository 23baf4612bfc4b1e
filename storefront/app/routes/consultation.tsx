import { data, type ActionFunctionArgs, type HeadersFunction, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { ContentPage } from "~/components/content/ContentPage";
import { getContentPage } from "~/lib/content/content.server";
import { contentMeta } from "~/lib/content/content-route";
import { checkDateWindow, consultationSchema, createConsultation, todayInAccra } from "~/lib/consultations/consultations.server";
import { formToObject } from "~/lib/http/api.server";
import { shopperContextOf } from "~/lib/medusa/store-request.server";

type FieldErrors = Partial<Record<"name" | "phone" | "preferredDate" | "preferredTime" | "contactMethod" | "concern" | "form", string>>;

export function loader() {
  // The form carries today's date as its minimum, so this page is not shared-cached for long.
  return data({ page: getContentPage("consultation"), today: todayInAccra() }, { headers: { "Cache-Control": "public, max-age=60" } });
}

export async function action({ request }: ActionFunctionArgs) {
  // A body that is not a form reads as an empty one (then each field's message, 400), never a 500.
  const form = await request.formData().then(formToObject, () => ({}) as Record<string, string>);
  const parsed = consultationSchema.safeParse(form);
  const errors: FieldErrors = {};
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = String(issue.path[0] ?? "form") as keyof FieldErrors;
      errors[key] ??= issue.message;
    }
  } else {
    const dateError = checkDateWindow(parsed.data.preferredDate);
    if (dateError) errors.preferredDate = dateError;
  }
  if (!parsed.success || Object.keys(errors).length > 0) {
    return data({ ok: false as const, errors, values: form }, { status: 400 });
  }
  try {
    const { ip, userAgent } = shopperContextOf(request);
    const booking = await createConsultation(parsed.data, { ip, userAgent });
    if ("refused" in booking) {
      // Over the plugin's limits (README: 3 open bookings per phone a day, 60 an hour for the shop).
      const { message, retryAfter } = booking.refused;
      return data(
        { ok: false as const, errors: { form: message } as FieldErrors, values: form, retryAfter },
        { status: 429, headers: { "Retry-After": String(retryAfter), "Cache-Control": "no-store" } },
      );
    }
    return data({ ok: true as const, id: booking.id, name: parsed.data.name, date: parsed.data.preferredDate, time: parsed.data.preferredTime });
  } catch (error) {
    console.error("consultation booking failed", error);
    return data(
      { ok: false as const, errors: { form: "We could not save your booking just now. Please try again, or WhatsApp us on 024 400 0000." } as FieldErrors, values: form },
      { status: 503 },
    );
  }
}

const inputClass = "mt-1 h-11 w-full rounded-xl border border-gray-300 bg-white px-3 text-base aria-[invalid=true]:border-red-700";

/** The page's own headers (the root's), plus a refused booking's `Retry-After` for the document answer. */
export const headers: HeadersFunction = ({ actionHeaders, parentHeaders }) => {
  const headers = new Headers(parentHeaders);
  const retryAfter = actionHeaders.get("Retry-After");
  if (retryAfter) {
    headers.set("Retry-After", retryAfter);
    headers.set("Cache-Control", "no-store");
  }
  return headers;
};

export default function Consultation() {
  const { page, today } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting";
  const confirmation = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (result?.ok) confirmation.current?.focus();
  }, [result]);
  const errors: FieldErrors = result && !result.ok ? result.errors : {};
  const values: Record<string, string> = result && !result.ok ? result.values : {};
  const field = (name: keyof FieldErrors) => ({
    name,
    id: `consult-${name}`,
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": errors[name] ? `consult-${name}-error` : undefined,
    defaultValue: values[name] ?? "",
  });
  const error = (name: keyof FieldErrors) =>
    errors[name] ? (
      <p id={`consult-${name}-error`} className="mt-1 text-sm font-medium text-red-700">
        {errors[name]}
      </p>
    ) : null;

  return (
    <ContentPage page={page}>
      <section aria-labelledby="booking-heading" className="mt-10 rounded-2xl border border-gray-200 bg-gray-50 p-5 sm:p-8">
        <h2 id="booking-heading" className="font-display text-2xl font-bold">
          Book your consultation
        </h2>
        {result?.ok ? (
          <div ref={confirmation} tabIndex={-1} role="status" className="mt-4 rounded-xl bg-emerald-50 p-5 text-emerald-950" data-testid="consultation-confirmation">
            <p className="text-lg font-semibold">Thank you, {result.name}! Your consultation request is booked.</p>
            <p className="mt-1">
              We will call you to confirm {result.date} at {result.time}. Your reference is <strong>{result.id}</strong>.
            </p>
          </div>
        ) : (
          <Form method="post" className="mt-4 grid gap-4 sm:grid-cols-2" noValidate={false}>
            {errors.form && (
              <p role="alert" className="rounded-xl bg-red-50 p-3 text-sm font-medium text-red-800 sm:col-span-2">
                {errors.form}
              </p>
            )}
            <div>
              <label htmlFor="consult-name" className="text-sm font-medium">Full name</label>
              <input {...field("name")} required minLength={2} maxLength={100} autoComplete="name" className={inputClass} />
              {error("name")}
            </div>
            <div>
              <label htmlFor="consult-phone" className="text-sm font-medium">Phone number</label>
              <input {...field("phone")} type="tel" required inputMode="numeric" pattern="0[0-9]{9}" placeholder="0XXXXXXXXX" autoComplete="tel-national" className={inputClass} />
              {error("phone")}
            </div>
            <div>
              <label htmlFor="consult-preferredDate" className="text-sm font-medium">Preferred date</label>
              <input {...field("preferredDate")} type="date" required min={today} className={inputClass} />
              {error("preferredDate")}
            </div>
            <div>
              <label htmlFor="consult-preferredTime" className="text-sm font-medium">Preferred time</label>
              <input {...field("preferredTime")} type="time" required min="09:00" max="17:00" step={900} className={inputClass} />
              {error("preferredTime")}
            </div>
            <div className="sm:col-span-2">
              <label htmlFor="consult-contactMethod" className="text-sm font-medium">How should we meet?</label>
              <select {...field("contactMethod")} defaultValue={values.contactMethod ?? "phone"} required className={inputClass}>
                <option value="phone">Phone call</option>
                <option value="whatsapp">WhatsApp video</option>
                <option value="in_store">In the Osu showroom</option>
              </select>
              {error("contactMethod")}
            </div>
            <div className="sm:col-span-2">
              <label htmlFor="consult-concern" className="text-sm font-medium">What would you like help with?</label>
              <textarea
                {...field("concern")}
                required
                minLength={10}
                maxLength={2000}
                rows={4}
                placeholder="e.g. dark spots after Harmattan, finding my foundation shade, growing out my natural hair"
                className="mt-1 w-full rounded-xl border border-gray-300 bg-white p-3 text-base aria-[invalid=true]:border-red-700"
              />
              {error("concern")}
            </div>
            <p className="text-sm text-gray-700 sm:col-span-2">
              We use these details only to arrange your consultation and keep them for 12 months (see our <a href="/privacy" className="font-semibold text-brand-700 underline">privacy notice</a>).
            </p>
            <div className="sm:col-span-2">
              <button type="submit" disabled={submitting} className="h-12 rounded-full bg-brand-600 px-8 font-semibold text-white hover:bg-brand-700 disabled:opacity-60">
                {submitting ? "Booking..." : "Book consultation"}
              </button>
            </div>
          </Form>
        )}
      </section>
    </ContentPage>
  );
}

export const meta: MetaFunction = contentMeta;
