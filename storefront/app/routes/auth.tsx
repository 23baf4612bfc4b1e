import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData, useSearchParams } from "@remix-run/react";
import * as Tabs from "@radix-ui/react-tabs";
import { AuthPromoPanel } from "~/components/auth/AuthPromoPanel";
import { SignInForm } from "~/components/auth/SignInForm";
import { SignUpFlow } from "~/components/auth/SignUpFlow";
import { parseForm } from "~/lib/http/api.server";
import { getCurrentUser } from "~/lib/auth/current-user.server";
import { passwordSignIn, signedInResponse } from "~/lib/auth/sign-in.server";
import { loginSchema } from "~/lib/auth/validation";
import { loaderHeadersOnly, PRIVATE_CACHE_CONTROL } from "~/lib/http/http.server";
import { errorBodyOf } from "~/lib/auth/auth.server";
import { readDeviceFingerprint } from "~/lib/auth/session.server";

/** Signed-in users never see the sign-in screen (spec §2). */
export async function loader({ request }: LoaderFunctionArgs) {
  const { user } = await getCurrentUser(request);
  if (user) throw redirect("/");
  return data(null, { headers: { "Cache-Control": PRIVATE_CACHE_CONTROL } });
}

/** The no-JavaScript path of the Sign In form: same checks as /api/login, then a redirect home. */
export async function action({ request }: ActionFunctionArgs) {
  const parsed = parseForm(await request.formData(), loginSchema);
  if (!parsed.success) return data({ error: parsed.error.issues[0]?.message ?? "Please check what you entered." }, { status: 400 });
  const deviceFingerprint = readDeviceFingerprint(request) ?? "nojs";
  const remember = parsed.data.rememberMe ?? false;
  const outcome = await passwordSignIn(request, { phoneNumber: parsed.data.phoneNumber, password: parsed.data.password, deviceFingerprint, rememberDevice: remember });
  if (outcome.kind === "failed") return data({ error: String(errorBodyOf(outcome.result).message) }, { status: outcome.result.status });
  if (outcome.kind === "code-sent") {
    return data({ error: "This account asks for a code on new devices. Please enable JavaScript to enter it." }, { status: 400 });
  }
  const response = await signedInResponse(outcome.session, outcome.customer, remember, {}, deviceFingerprint, outcome.deviceToken);
  const headers = new Headers(response.headers);
  headers.set("Location", "/");
  return new Response(null, { status: 303, headers });
}

export default function AuthPage() {
  useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = searchParams.get("tab") === "signup" ? "register" : "login";
  return (
    <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 lg:grid-cols-2">
      <AuthPromoPanel />
      <section className="rounded-3xl border border-gray-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="font-display text-3xl font-bold">{tab === "register" ? "Create your account" : "Welcome back"}</h1>
        <Tabs.Root
          value={tab}
          onValueChange={(value) => setSearchParams(value === "register" ? { tab: "signup" } : {}, { replace: true, preventScrollReset: true })}
          className="mt-6"
        >
          <Tabs.List aria-label="Sign in or sign up" className="grid grid-cols-2 rounded-full bg-gray-100 p-1">
            <Tabs.Trigger value="login" className="rounded-full px-4 py-2 text-sm font-semibold text-gray-700 data-[state=active]:bg-white data-[state=active]:text-brand-700 data-[state=active]:shadow">
              Sign In
            </Tabs.Trigger>
            <Tabs.Trigger value="register" className="rounded-full px-4 py-2 text-sm font-semibold text-gray-700 data-[state=active]:bg-white data-[state=active]:text-brand-700 data-[state=active]:shadow">
              Sign Up
            </Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="login" className="mt-6 focus:outline-none">
            <SignInForm serverError={actionData?.error} />
          </Tabs.Content>
          <Tabs.Content value="register" className="mt-6 focus:outline-none">
            <SignUpFlow />
          </Tabs.Content>
        </Tabs.Root>
      </section>
    </div>
  );
}

export const headers = loaderHeadersOnly;

export const meta: MetaFunction = () => [
  { title: "Sign in or create an account — Glow" },
  { name: "description", content: "Sign in with your Ghana phone number, or sign up with an SMS code." },
  { name: "robots", content: "noindex" },
];
