import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { z } from "zod";
import { AccountShell, buttonClass, Card } from "~/components/account/AccountShell";
import { ResultLine, useResultToast, type ActionResult } from "~/components/account/use-result-toast";
import { Guarded } from "~/components/auth/Guarded";
import { Field } from "~/components/ui/Field";
import { formFields, profileSchema } from "~/lib/account/forms";
import { parseSkipped, pendingSetupSteps, SETUP_STEPS, skipCookie, type SetupStep } from "~/lib/account/setup";
import { getCurrentUser } from "~/lib/auth/current-user.server";
import { guardedLoader } from "~/lib/auth/guard.server";
import { loaderHeadersOnly } from "~/lib/http/http.server";
import { getProfile, listAddresses, updateProfile } from "~/lib/account/account.server";

const intentSchema = z.object({ intent: z.enum(["email", "skip"]), step: z.enum(["email", "address"]).optional() });

export async function loader({ request }: LoaderFunctionArgs) {
  return guardedLoader(request, async () => {
    const { medusaToken } = await getCurrentUser(request);
    if (!medusaToken) return { steps: [] as SetupStep[] };
    const [profile, addresses] = await Promise.all([getProfile(medusaToken), listAddresses(medusaToken)]);
    return { steps: pendingSetupSteps({ email: profile.email, addressCount: addresses.length }, parseSkipped(request.headers.get("cookie"))) };
  });
}

export async function action({ request }: ActionFunctionArgs) {
  const current = await getCurrentUser(request);
  if (!current.user) return data<ActionResult>({ ok: false, message: "Please sign in again." }, { status: 401 });
  const fields = formFields(await request.formData());
  const parsed = intentSchema.safeParse(fields);
  if (!parsed.success) return data<ActionResult>({ ok: false, message: "Please try that again." }, { status: 400 });
  if (parsed.data.intent === "skip" && parsed.data.step) {
    const skipped = [...parseSkipped(request.headers.get("cookie")), parsed.data.step];
    return redirect("/account-setup", { headers: { "Set-Cookie": skipCookie(skipped, new URL(request.url).protocol === "https:") } });
  }
  const email = profileSchema.shape.email.safeParse(fields.email ?? "");
  if (!email.success || !email.data) return data<ActionResult>({ ok: false, form: "email", message: "Please enter a valid email address.", errors: { email: "Please enter a valid email address." } }, { status: 400 });
  const result = await updateProfile(current.context, { firstName: current.user.firstName, lastName: current.user.lastName, email: email.data });
  if (!result.ok) return data<ActionResult>({ ok: false, form: "email", message: result.message!, errors: { email: result.message! } }, { status: result.status });
  return data<ActionResult>({ ok: true, form: "email", title: "Email saved", message: "Your email was saved.", refreshUser: true });
}

function SkipButton({ step, pending }: { step: SetupStep; pending: boolean }) {
  return (
    <Form method="post">
      <input type="hidden" name="intent" value="skip" />
      <input type="hidden" name="step" value={step} />
      <button type="submit" className={buttonClass.quiet} disabled={pending}>
        Skip for now
      </button>
    </Form>
  );
}

export default function AccountSetup() {
  const loaderData = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as ActionResult | undefined;
  const navigation = useNavigation();
  useResultToast(result);
  if (loaderData.signInRequired) return <Guarded signInRequired>{null}</Guarded>;
  const pending = navigation.state !== "idle";
  const steps = loaderData.steps as SetupStep[];
  return (
    <Guarded signInRequired={false}>
      <AccountShell title="Set up your account" intro={steps.length ? "A couple of optional steps make shopping quicker. Skip any of them." : undefined}>
        {steps.length === 0 ? (
          <Card title="You're all set" description="Your account has everything it needs.">
            <div className="flex flex-wrap gap-3">
              <Link to="/products" className={buttonClass.primary}>
                Start shopping
              </Link>
              <Link to="/dashboard" className={buttonClass.secondary}>
                Go to your dashboard
              </Link>
            </div>
          </Card>
        ) : (
          <ol className="space-y-4">
            {steps.map((step, index) => (
              <li key={step}>
                <Card title={`${index + 1}. ${SETUP_STEPS[step].title}`} id={`setup-${step}`} description={SETUP_STEPS[step].text}>
                  {step === "email" ? (
                    <div className="flex flex-wrap items-end gap-3">
                      <Form method="post" className="flex flex-1 flex-wrap items-end gap-3">
                        <input type="hidden" name="intent" value="email" />
                        <Field label="Email" name="email" type="email" autoComplete="email" required className="min-w-60 flex-1" error={result?.form === "email" ? result.errors?.email : undefined} />
                        <button type="submit" className={buttonClass.primary} disabled={pending}>
                          Save email
                        </button>
                      </Form>
                      <SkipButton step="email" pending={pending} />
                      <div className="w-full">
                        <ResultLine result={result} form="email" />
                      </div>
                    </div>
                  ) : (
                    <div className="flex flex-wrap items-center gap-3">
                      <Link to="/profile?address=new#addresses" className={buttonClass.primary}>
                        Add a delivery address
                      </Link>
                      <SkipButton step="address" pending={pending} />
                    </div>
                  )}
                </Card>
              </li>
            ))}
          </ol>
        )}
      </AccountShell>
    </Guarded>
  );
}

export const headers = loaderHeadersOnly;

export const meta: MetaFunction = () => [{ title: "Set up your account — Glow" }, { name: "robots", content: "noindex" }];
