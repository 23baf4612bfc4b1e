import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { z } from "zod";
import { AccountPage, Guarded } from "~/components/auth/Guarded";
import { getCurrentUser } from "~/lib/auth/current-user.server";
import { guardedLoader } from "~/lib/auth/guard.server";
import { loaderHeadersOnly } from "~/lib/http.server";
import { authApi, errorBodyOf } from "~/lib/medusa/auth.server";

const settingsSchema = z.object({ askCodeOnNewDevice: z.enum(["on", "off"]) });

export const loader = ({ request }: LoaderFunctionArgs) => guardedLoader(request);

/** Saves the sign-in security setting (works without JavaScript). */
export async function action({ request }: ActionFunctionArgs) {
  const current = await getCurrentUser(request);
  if (!current.user) return data({ ok: false, message: "Please sign in again." }, { status: 401 });
  const parsed = settingsSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return data({ ok: false, message: "Choose whether to ask for a code on new devices." }, { status: 400 });
  const result = await authApi.updateSettings(current.context, { ask_code_on_new_device: parsed.data.askCodeOnNewDevice === "on" });
  if (!result.ok) return data({ ok: false, message: String(errorBodyOf(result).message) }, { status: result.status });
  return data({ ok: true, message: "Your settings were saved." });
}

export default function Settings() {
  const loaderData = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  return (
    <Guarded signInRequired={loaderData.signInRequired}>
      {!loaderData.signInRequired && (
        <AccountPage title="Settings">
          <Form method="post" className="rounded-2xl border border-gray-200 p-6">
            <fieldset>
              <legend className="font-semibold">Sign-in security</legend>
              <p className="mt-1 text-sm text-gray-600">When this is on, signing in on a phone or computer we haven't seen before also needs a code we text you.</p>
              <div className="mt-4 flex flex-col gap-2">
                <label className="flex items-center gap-2">
                  <input type="radio" name="askCodeOnNewDevice" value="on" defaultChecked={loaderData.user.askCodeOnNewDevice} className="h-4 w-4" />
                  Ask for a code on new devices
                </label>
                <label className="flex items-center gap-2">
                  <input type="radio" name="askCodeOnNewDevice" value="off" defaultChecked={!loaderData.user.askCodeOnNewDevice} className="h-4 w-4" />
                  Don't ask (phone number and password are enough)
                </label>
              </div>
            </fieldset>
            {actionData && (
              <p role="status" className={`mt-4 text-sm ${actionData.ok ? "text-emerald-800" : "text-red-700"}`}>
                {actionData.message}
              </p>
            )}
            <button type="submit" disabled={navigation.state === "submitting"} className="mt-4 rounded-full bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700 disabled:opacity-60">
              Save settings
            </button>
          </Form>
        </AccountPage>
      )}
    </Guarded>
  );
}

export const headers = loaderHeadersOnly;

export const meta: MetaFunction = () => [{ title: "Settings — Glow" }, { name: "robots", content: "noindex" }];
