import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { z } from "zod/mini";
import { AccountPage, Guarded } from "~/components/auth/Guarded";
import { getCurrentUser } from "~/lib/auth/current-user.server";
import { guardedLoader } from "~/lib/auth/guard.server";
import { loaderHeadersOnly, PRIVATE_CACHE_CONTROL } from "~/lib/http/http.server";
import { completeAfterPaystack } from "~/lib/checkout/checkout.server";
import { MedusaCallError } from "~/lib/medusa/errors.server";

const referenceSchema = z.object({ reference: z.string().check(z.regex(/^[A-Za-z0-9.=-]{1,100}$/)) });

type Outcome = { state: "pending" | "failed"; message: string; reference: string | null };

/**
 * /checkout/paystack?reference=…: Paystack's callback. The order is placed here, or was already
 * placed by Paystack's webhook: either way the shopper lands on the success page once. While
 * Paystack has not confirmed the payment (MoMo approvals can take a minute), the page waits.
 */
async function settle(request: Request, reference: string | null): Promise<Outcome | Response> {
  if (!reference) return { state: "failed", message: "This payment link is incomplete.", reference: null };
  const { medusaToken } = await getCurrentUser(request);
  if (!medusaToken) return redirect("/auth");
  try {
    const { orderId } = await completeAfterPaystack(medusaToken, reference);
    return redirect(`/checkout/success?order=${encodeURIComponent(orderId)}`);
  } catch (error) {
    if (error instanceof MedusaCallError && error.status === 402) return { state: "pending", message: error.message, reference };
    if (error instanceof MedusaCallError) return { state: "failed", message: error.message, reference };
    throw error;
  }
}

function referenceOf(params: URLSearchParams | FormData): string | null {
  const parsed = referenceSchema.safeParse({ reference: params.get("reference") ?? params.get("trxref") ?? undefined });
  return parsed.success ? parsed.data.reference : null;
}

export async function loader({ request }: LoaderFunctionArgs) {
  const { user } = await getCurrentUser(request);
  if (!user) return guardedLoader(request);
  const outcome = await settle(request, referenceOf(new URL(request.url).searchParams));
  if (outcome instanceof Response) return outcome;
  return data({ signInRequired: false as const, outcome }, { headers: { "Cache-Control": PRIVATE_CACHE_CONTROL } });
}

export async function action({ request }: ActionFunctionArgs) {
  const outcome = await settle(request, referenceOf(await request.formData()));
  if (outcome instanceof Response) return outcome;
  return redirect(`/checkout/paystack?reference=${encodeURIComponent(outcome.reference ?? "")}`);
}

export default function PaystackReturnPage() {
  const loaded = useLoaderData<typeof loader>();
  if (loaded.signInRequired || !("outcome" in loaded)) return <Guarded signInRequired>{null}</Guarded>;
  const { outcome } = loaded;
  return (
    <Guarded signInRequired={false}>
      <AccountPage title={outcome.state === "pending" ? "Waiting for your payment" : "Payment not completed"} intro={outcome.message}>
        {outcome.state === "pending" && outcome.reference && (
          <>
            <noscript>
              <meta httpEquiv="refresh" content={`5; url=/checkout/paystack?reference=${encodeURIComponent(outcome.reference)}`} />
            </noscript>
            <p className="text-sm text-gray-700">If you approved the mobile money prompt on your phone, this can take a minute. Your cart is kept.</p>
            <Form method="post" className="mt-4">
              <input type="hidden" name="reference" value={outcome.reference} />
              <button type="submit" className="rounded-full bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700">
                Check again
              </button>
            </Form>
          </>
        )}
        <Link to="/checkout?edit=payment" className="mt-4 inline-block font-semibold text-brand-700 underline">
          Back to checkout
        </Link>
      </AccountPage>
    </Guarded>
  );
}

export const headers = loaderHeadersOnly;

export const meta: MetaFunction = () => [{ title: "Paystack payment — Glow" }, { name: "robots", content: "noindex" }];
