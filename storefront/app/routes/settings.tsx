import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigate, useNavigation } from "@remix-run/react";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { z } from "zod";
import { AccountShell, buttonClass, Card } from "~/components/account/AccountShell";
import { ResultLine, useResultToast, type ActionResult } from "~/components/account/use-result-toast";
import { Guarded } from "~/components/auth/Guarded";
import { Field } from "~/components/ui/Field";
import { deleteAccountSchema, DELETE_WORD, fieldErrors, formFields, passwordChangeSchema } from "~/lib/account/forms";
import { formatOrderDate } from "~/lib/account/orders";
import { USER_QUERY_KEY } from "~/lib/http/api-client";
import { getCurrentUser } from "~/lib/auth/current-user.server";
import { guardedLoader } from "~/lib/auth/guard.server";
import { loaderHeadersOnly } from "~/lib/http/http.server";
import { accountApi, type Device } from "~/lib/account/account.server";
import { authApi } from "~/lib/auth/auth.server";
import { destroySession } from "~/lib/auth/session.server";

const intentSchema = z.object({
  intent: z.enum(["security", "password", "device-sign-out", "sign-out-all", "delete-account"]),
  sessionId: z.string().regex(/^[A-Za-z0-9_]{1,80}$/).optional(),
});
const securitySchema = z.object({ askCodeOnNewDevice: z.enum(["on", "off"]), currentPassword: z.string().max(128).optional() });

/** `signedOut`: this browser's session ended (all devices, or the account was deleted): go to `redirectTo`. */
type SettingsResult = ActionResult & { signedOut?: boolean; redirectTo?: string };

export async function loader({ request }: LoaderFunctionArgs) {
  return guardedLoader(request, async () => {
    const { context } = await getCurrentUser(request);
    return { devices: await accountApi.devices(context) };
  });
}

export async function action({ request }: ActionFunctionArgs) {
  const current = await getCurrentUser(request);
  if (!current.user) return data<SettingsResult>({ ok: false, message: "Please sign in again." }, { status: 401 });
  const fields = formFields(await request.formData());
  const parsedIntent = intentSchema.safeParse(fields);
  if (!parsedIntent.success) return data<SettingsResult>({ ok: false, message: "Please try that again." }, { status: 400 });
  const ctx = current.context;
  const fail = (form: string, message: string, status = 400, errors?: Record<string, string>) => data<SettingsResult>({ ok: false, form, title: "Not done", message, errors }, { status });
  /** This browser is signed out: the cookie goes, and without JavaScript the browser is sent on at once. */
  const signedOut = async (result: SettingsResult) => {
    const headers = new Headers({ "Set-Cookie": await destroySession(), "Cache-Control": "no-store" });
    return data<SettingsResult>({ ...result, signedOut: true }, { headers });
  };

  switch (parsedIntent.data.intent) {
    case "security": {
      const parsed = securitySchema.safeParse(fields);
      if (!parsed.success) return fail("security", "Choose whether to ask for a code on new devices.");
      // Turning the code off needs the current password (ADR 086); the plugin says so when it is missing or wrong.
      const currentPassword = parsed.data.currentPassword || undefined;
      const result = await authApi.updateSettings(ctx, { ask_code_on_new_device: parsed.data.askCodeOnNewDevice === "on", current_password: currentPassword });
      if (!result.ok) {
        const message = result.message ?? "Your settings were not saved.";
        return fail("security", message, result.status, result.status === 400 ? { currentPassword: message } : undefined);
      }
      return data<SettingsResult>({ ok: true, form: "security", title: "Settings saved", message: "Your settings were saved.", refreshUser: true });
    }
    case "password": {
      const parsed = passwordChangeSchema.safeParse(fields);
      if (!parsed.success) return fail("password", "Please check the highlighted fields.", 400, fieldErrors(parsed.error));
      const result = await accountApi.changePassword(ctx, parsed.data.currentPassword, parsed.data.newPassword);
      if (!result.ok) {
        // A wrong current password belongs under "Current password"; any other 400 (a common or
        // unchanged new password) under "New password".
        const field = result.extra?.code === "phone_auth.wrong_current_password" ? "currentPassword" : "newPassword";
        return fail("password", result.message!, result.status, result.status === 400 ? { [field]: result.message! } : undefined);
      }
      const others = result.data?.signed_out_devices ?? 0;
      return data<SettingsResult>({
        ok: true,
        form: "password",
        title: "Password changed",
        message:
          others > 0
            ? `Your password was changed. ${others} other ${others === 1 ? "device was" : "devices were"} signed out; sign in there with the new password.`
            : "Your password was changed. Use it the next time you sign in.",
      });
    }
    case "device-sign-out": {
      const id = parsedIntent.data.sessionId;
      if (!id) return fail("devices", "Please choose a device.");
      const result = await accountApi.signOutDevice(ctx, id);
      if (!result.ok) return fail("devices", result.message!, result.status);
      if (result.data?.current) return signedOut({ ok: true, form: "devices", title: "Signed out", message: "This device was signed out.", redirectTo: "/" });
      return data<SettingsResult>({ ok: true, form: "devices", title: "Device signed out", message: "That device was signed out. It will need your password to get back in." });
    }
    case "sign-out-all": {
      const result = await accountApi.signOutAllDevices(ctx);
      if (!result.ok) return fail("devices", result.message!, result.status);
      return signedOut({ ok: true, form: "devices", title: "Signed out everywhere", message: "Every device, this one included, was signed out.", redirectTo: "/auth" });
    }
    case "delete-account": {
      const parsed = deleteAccountSchema.safeParse(fields);
      if (!parsed.success) return fail("delete", "Please check the highlighted fields.", 400, fieldErrors(parsed.error));
      const result = await accountApi.deleteAccount(ctx, parsed.data.password, parsed.data.confirmation);
      if (!result.ok) return fail("delete", result.message!, result.status, result.status === 400 ? { password: result.message! } : undefined);
      return signedOut({ ok: true, form: "delete", title: "Account deleted", message: "Your Glow account was deleted. Thank you for shopping with us.", redirectTo: "/" });
    }
  }
}

function SecurityForm({ askCode, result, pending }: { askCode: boolean; result?: SettingsResult; pending: boolean }) {
  return (
    <Card title="Sign-in security" id="security" description="When this is on, signing in on a phone or computer we haven't seen before also needs a code we text you.">
      <Form method="post">
        <input type="hidden" name="intent" value="security" />
        <fieldset>
          <legend className="sr-only">Sign-in security</legend>
          <div className="flex flex-col gap-2">
            <label className="flex items-center gap-2">
              <input type="radio" name="askCodeOnNewDevice" value="on" defaultChecked={askCode} className="h-4 w-4" />
              Ask for a code on new devices
            </label>
            <label className="flex items-center gap-2">
              <input type="radio" name="askCodeOnNewDevice" value="off" defaultChecked={!askCode} className="h-4 w-4" />
              Don't ask (phone number and password are enough)
            </label>
          </div>
        </fieldset>
        {askCode ? (
          <div className="mt-4 sm:max-w-sm">
            <Field
              label="Current password"
              name="currentPassword"
              type="password"
              autoComplete="current-password"
              hint="Needed to turn the code off."
              error={result?.form === "security" ? result.errors?.currentPassword : undefined}
            />
          </div>
        ) : null}
        <div className="mt-4 flex flex-wrap items-center gap-3">
          <button type="submit" disabled={pending} className={buttonClass.primary}>
            Save settings
          </button>
          <ResultLine result={result} form="security" />
        </div>
      </Form>
    </Card>
  );
}

function PasswordForm({ result, pending }: { result?: SettingsResult; pending: boolean }) {
  const errors = result?.form === "password" ? result.errors : undefined;
  return (
    <Card title="Change password" id="password" description="You need your current password. Your other devices are signed out after the change.">
      <Form method="post" className="grid gap-4 sm:max-w-md" key={result?.form === "password" && result.ok ? "done" : "form"}>
        <input type="hidden" name="intent" value="password" />
        <Field label="Current password" name="currentPassword" type="password" autoComplete="current-password" required error={errors?.currentPassword} />
        <Field label="New password" name="newPassword" type="password" autoComplete="new-password" required minLength={6} hint="At least 6 characters." error={errors?.newPassword} />
        <Field label="Confirm new password" name="confirmPassword" type="password" autoComplete="new-password" required error={errors?.confirmPassword} />
        <div className="flex flex-wrap items-center gap-3">
          <button type="submit" disabled={pending} className={buttonClass.primary}>
            Change password
          </button>
          <ResultLine result={result} form="password" />
        </div>
      </Form>
    </Card>
  );
}

function Devices({ devices, result, pending }: { devices: Device[]; result?: SettingsResult; pending: boolean }) {
  return (
    <Card title="Signed-in devices" id="devices" description="Phones and computers signed in to your account. Sign out any you don't recognise, then change your password.">
      <ul className="divide-y divide-gray-200" data-testid="device-list">
        {devices.map((device) => (
          <li key={device.id} className="flex flex-wrap items-center justify-between gap-3 py-3" data-testid="device">
            <div>
              <p className="font-semibold">
                {device.device}
                {device.current && <span className="ml-2 rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-900">This device</span>}
              </p>
              <p className="text-sm text-gray-600">
                Last active {formatOrderDate(device.lastSeenAt)}
                {device.signedInAt && ` · signed in ${formatOrderDate(device.signedInAt)}`}
              </p>
            </div>
            <Form method="post">
              <input type="hidden" name="intent" value="device-sign-out" />
              <input type="hidden" name="sessionId" value={device.id} />
              <button type="submit" disabled={pending} className={buttonClass.quiet} aria-label={`Sign out ${device.device}${device.current ? " (this device)" : ""}`}>
                Sign out
              </button>
            </Form>
          </li>
        ))}
      </ul>
      <Form
        method="post"
        className="mt-4 flex flex-wrap items-center gap-3"
        onSubmit={(event) => {
          if (!window.confirm("Sign out of every device, including this one?")) event.preventDefault();
        }}
      >
        <input type="hidden" name="intent" value="sign-out-all" />
        <button type="submit" disabled={pending} className={buttonClass.secondary}>
          Sign out all devices
        </button>
        <ResultLine result={result} form="devices" />
      </Form>
    </Card>
  );
}

function DeleteAccount({ result, pending }: { result?: SettingsResult; pending: boolean }) {
  const errors = result?.form === "delete" ? result.errors : undefined;
  return (
    <Card
      title="Delete account"
      id="delete"
      tone="danger"
      description={
        <>
          This signs you out everywhere and removes your sign-in, saved addresses and wishlist. Orders stay in the shop's records without your name, phone or street, as our{" "}
          <a href="/privacy" className="font-semibold underline">
            privacy policy
          </a>{" "}
          explains. It cannot be undone.
        </>
      }
    >
      <details open={Boolean(errors) || undefined}>
        <summary className="cursor-pointer font-semibold text-red-800">I want to delete my account</summary>
        <Form method="post" className="mt-4 grid gap-4 sm:max-w-md">
          <input type="hidden" name="intent" value="delete-account" />
          <Field label={`Type ${DELETE_WORD} to confirm`} name="confirmation" autoComplete="off" required error={errors?.confirmation} />
          <Field label="Your password" name="password" type="password" autoComplete="current-password" required error={errors?.password} />
          <div className="flex flex-wrap items-center gap-3">
            <button type="submit" disabled={pending} className={buttonClass.danger}>
              Delete my account
            </button>
            <ResultLine result={result} form="delete" />
          </div>
        </Form>
      </details>
    </Card>
  );
}

/** After "Sign out all devices" or deletion: forget the user in this tab and leave the account pages. */
function useSignedOutRedirect(result: SettingsResult | undefined) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  useEffect(() => {
    if (!result?.signedOut) return;
    queryClient.setQueryData(USER_QUERY_KEY, null);
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== USER_QUERY_KEY[0] });
    navigate(result.redirectTo ?? "/", { replace: true });
  }, [result, queryClient, navigate]);
}

export default function Settings() {
  const loaderData = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as SettingsResult | undefined;
  const navigation = useNavigation();
  useResultToast(result);
  useSignedOutRedirect(result);
  if (result?.signedOut) {
    return (
      <div role="status" className="mx-auto max-w-md px-4 py-24 text-center text-lg text-gray-700">
        <noscript>
          <meta httpEquiv="refresh" content={`0; url=${result.redirectTo ?? "/"}`} />
        </noscript>
        {result.message}
      </div>
    );
  }
  if (loaderData.signInRequired) return <Guarded signInRequired>{null}</Guarded>;
  const pending = navigation.state !== "idle";
  return (
    <Guarded signInRequired={false}>
      <AccountShell title="Settings" intro="Sign-in security, your password, your devices and your account.">
        <SecurityForm askCode={loaderData.user.askCodeOnNewDevice} result={result} pending={pending} />
        <PasswordForm result={result} pending={pending} />
        <Devices devices={loaderData.devices as Device[]} result={result} pending={pending} />
        <DeleteAccount result={result} pending={pending} />
      </AccountShell>
    </Guarded>
  );
}

export const headers = loaderHeadersOnly;

export const meta: MetaFunction = () => [{ title: "Settings — Glow" }, { name: "robots", content: "noindex" }];
