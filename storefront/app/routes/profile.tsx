import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation, useSearchParams } from "@remix-run/react";
import { z } from "zod";
import { AccountShell, buttonClass, Card } from "~/components/account/AccountShell";
import { RegionSelect } from "~/components/account/RegionSelect";
import { ResultLine, useResultToast, type ActionResult } from "~/components/account/use-result-toast";
import { Guarded } from "~/components/auth/Guarded";
import { Field } from "~/components/ui/Field";
import { addressFormSchema, fieldErrors, formFields, newPhoneSchema, phoneCodeSchema, profileSchema } from "~/lib/account/forms";
import { formatGhanaAddress, type GhanaAddress } from "~/lib/address/ghana-address";
import { getCurrentUser } from "~/lib/auth/current-user.server";
import { guardedLoader } from "~/lib/auth/guard.server";
import { toLocalPhone } from "~/lib/auth/user";
import { loaderHeadersOnly } from "~/lib/http/http.server";
import { accountApi, deleteAddress, getProfile, listAddresses, saveAddress, setDefaultAddress, updateProfile, type SavedAddress } from "~/lib/account/account.server";

const intentSchema = z.object({
  intent: z.enum(["profile", "phone-code", "phone-verify", "address-save", "address-delete", "address-default"]),
  addressId: z.string().regex(/^[A-Za-z0-9_]{1,80}$/).optional(),
});

type ProfileResult = ActionResult & { phoneStep?: "verify" | "done"; newPhone?: string; values?: Record<string, string> };

export async function loader({ request }: LoaderFunctionArgs) {
  return guardedLoader(request, async () => {
    const { medusaToken } = await getCurrentUser(request);
    if (!medusaToken) return { profile: null, addresses: [] as SavedAddress[] };
    const [profile, addresses] = await Promise.all([getProfile(medusaToken), listAddresses(medusaToken)]);
    return { profile, addresses };
  });
}

/** Every form on the page posts here with an `intent`; each works without JavaScript. */
export async function action({ request }: ActionFunctionArgs) {
  const current = await getCurrentUser(request);
  if (!current.user || !current.medusaToken) return data<ProfileResult>({ ok: false, message: "Please sign in again." }, { status: 401 });
  const fields = formFields(await request.formData());
  const parsedIntent = intentSchema.safeParse(fields);
  if (!parsedIntent.success) return data<ProfileResult>({ ok: false, message: "Please try that again." }, { status: 400 });
  const { intent, addressId } = parsedIntent.data;
  const token = current.medusaToken;
  const fail = (form: string, message: string, status = 400, extra: Partial<ProfileResult> = {}) =>
    data<ProfileResult>({ ok: false, form, title: "Not saved", message, ...extra }, { status });

  switch (intent) {
    case "profile": {
      const parsed = profileSchema.safeParse(fields);
      if (!parsed.success) return fail("profile", "Please check the highlighted fields.", 400, { errors: fieldErrors(parsed.error), values: fields });
      const result = await updateProfile(current.context, { ...parsed.data, email: parsed.data.email || null });
      if (!result.ok) return fail("profile", result.message!, result.status, { errors: result.status === 409 ? { email: result.message! } : undefined, values: fields });
      return data<ProfileResult>({ ok: true, form: "profile", title: "Profile updated", message: "Your details were saved.", refreshUser: true });
    }
    case "phone-code": {
      const parsed = newPhoneSchema.safeParse(fields);
      if (!parsed.success) return fail("phone", "Please check the number.", 400, { errors: fieldErrors(parsed.error), values: fields });
      const result = await accountApi.sendPhoneChangeCode(current.context, parsed.data.phone);
      if (!result.ok) return fail("phone", result.message!, result.status, { errors: { phone: result.message! }, values: fields });
      return data<ProfileResult>({
        ok: true,
        form: "phone",
        title: "Verification Code Sent",
        message: `We sent a 6-digit code to ${parsed.data.phone}. Enter it below to confirm the new number.`,
        phoneStep: "verify",
        newPhone: parsed.data.phone,
      });
    }
    case "phone-verify": {
      const parsed = phoneCodeSchema.safeParse(fields);
      const newPhone = fields.phone ?? "";
      if (!parsed.success) return fail("phone", "Please check the code.", 400, { errors: fieldErrors(parsed.error), phoneStep: "verify", newPhone });
      // Moving the account to another number needs the current password too (ADR 086).
      const currentPassword = typeof fields.currentPassword === "string" ? fields.currentPassword : "";
      if (!currentPassword) {
        const message = "Please enter your current password to confirm it's you.";
        return fail("phone", message, 400, { errors: { currentPassword: message }, phoneStep: "verify", newPhone });
      }
      const result = await accountApi.changePhone(current.context, parsed.data.phone, parsed.data.code, currentPassword);
      if (!result.ok) {
        const field = result.status === 400 && /password/i.test(result.message ?? "") ? "currentPassword" : "code";
        return fail("phone", result.message!, result.status, { errors: { [field]: result.message! }, phoneStep: result.status === 409 ? undefined : "verify", newPhone });
      }
      return data<ProfileResult>({
        ok: true,
        form: "phone",
        title: "Phone number changed",
        message: `Your phone number is now ${parsed.data.phone}. Use it the next time you sign in.`,
        phoneStep: "done",
        refreshUser: true,
      });
    }
    case "address-save": {
      const parsed = addressFormSchema.safeParse(fields);
      if (!parsed.success) return fail("address", "Please check the highlighted fields.", 400, { errors: fieldErrors(parsed.error), values: fields });
      const { label, makeDefault, ...address } = parsed.data;
      const result = await saveAddress(token, { id: addressId, label, makeDefault: makeDefault === "on", address: address as GhanaAddress });
      if (!result.ok) return fail("address", result.message!, result.status, { values: fields });
      return data<ProfileResult>({ ok: true, form: "address", title: "Address saved", message: addressId ? "Your address was updated." : "Your new address was added." });
    }
    case "address-default": {
      if (!addressId) return fail("addresses", "Please choose an address.");
      const result = await setDefaultAddress(token, addressId);
      if (!result.ok) return fail("addresses", result.message!, result.status);
      return data<ProfileResult>({ ok: true, form: "addresses", title: "Default address", message: "That address is now your default delivery address." });
    }
    case "address-delete": {
      if (!addressId) return fail("addresses", "Please choose an address.");
      const result = await deleteAddress(token, addressId);
      if (!result.ok) return fail("addresses", result.message!, result.status);
      return data<ProfileResult>({ ok: true, form: "addresses", title: "Address removed", message: "The address was removed from your address book." });
    }
  }
}

function DetailsForm({ profile, result, pending }: { profile: { firstName: string; lastName: string; email: string | null }; result?: ProfileResult; pending: boolean }) {
  const mine = result?.form === "profile" ? result : undefined;
  const values = mine?.values;
  return (
    <Card title="Personal details" id="details" description="Your name appears on your orders and deliveries.">
      <Form method="post" className="grid gap-4 sm:grid-cols-2" aria-labelledby="details-title">
        <input type="hidden" name="intent" value="profile" />
        <Field label="First name" name="firstName" autoComplete="given-name" required defaultValue={values?.firstName ?? profile.firstName} error={mine?.errors?.firstName} />
        <Field label="Last name" name="lastName" autoComplete="family-name" required defaultValue={values?.lastName ?? profile.lastName} error={mine?.errors?.lastName} />
        <Field
          label="Email (optional)"
          name="email"
          type="email"
          autoComplete="email"
          className="sm:col-span-2"
          hint="For receipts by email. We never need it to sign you in."
          defaultValue={values?.email ?? profile.email ?? ""}
          error={mine?.errors?.email}
        />
        <div className="flex flex-wrap items-center gap-3 sm:col-span-2">
          <button type="submit" className={buttonClass.primary} disabled={pending}>
            Save details
          </button>
          <ResultLine result={result} form="profile" />
        </div>
      </Form>
    </Card>
  );
}

function PhoneSection({ phone, result, pending }: { phone: string; result?: ProfileResult; pending: boolean }) {
  const mine = result?.form === "phone" ? result : undefined;
  const verifying = mine?.phoneStep === "verify" && mine.newPhone;
  return (
    <Card title="Phone number" id="phone" description="Your phone number is how you sign in. To change it, we text a code to the new number.">
      <p>
        Current number: <strong data-testid="current-phone">{phone}</strong>
      </p>
      {verifying ? (
        <Form method="post" className="mt-4 grid gap-4 sm:max-w-sm">
          <input type="hidden" name="intent" value="phone-verify" />
          <input type="hidden" name="phone" value={mine.newPhone} />
          <Field
            label={`Code sent to ${mine.newPhone}`}
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={12}
            required
            autoFocus
            error={mine.errors?.code}
          />
          <Field
            label="Current password"
            name="currentPassword"
            type="password"
            autoComplete="current-password"
            hint="To keep your account safe, confirm it's you."
            required
            error={mine.errors?.currentPassword}
          />
          <div className="flex flex-wrap items-center gap-3">
            <button type="submit" className={buttonClass.primary} disabled={pending}>
              Confirm new number
            </button>
            <Link to="/profile#phone" className={buttonClass.quiet} reloadDocument>
              Use another number
            </Link>
          </div>
          <ResultLine result={result} form="phone" />
        </Form>
      ) : (
        <Form method="post" className="mt-4 grid gap-4 sm:max-w-sm">
          <input type="hidden" name="intent" value="phone-code" />
          <Field label="New phone number" name="phone" type="tel" inputMode="tel" autoComplete="tel" placeholder="0XXXXXXXXX" required defaultValue={mine?.values?.phone} error={mine?.errors?.phone} />
          <div className="flex flex-wrap items-center gap-3">
            <button type="submit" className={buttonClass.secondary} disabled={pending}>
              Send code
            </button>
          </div>
          <ResultLine result={result} form="phone" />
        </Form>
      )}
    </Card>
  );
}

function AddressForm({ editing, defaults, result, pending, first }: { editing?: SavedAddress; defaults: Partial<GhanaAddress>; result?: ProfileResult; pending: boolean; first: boolean }) {
  const mine = result?.form === "address" && !result.ok ? result : undefined;
  const v = (key: string, fallback?: string | null) => mine?.values?.[key] ?? fallback ?? "";
  const source = editing?.address ?? defaults;
  return (
    <Form method="post" className="mt-4 grid gap-4 rounded-2xl border border-brand-200 bg-brand-50/40 p-4 sm:grid-cols-2" aria-label={editing ? "Edit address" : "Add an address"}>
      <input type="hidden" name="intent" value="address-save" />
      {editing && <input type="hidden" name="addressId" value={editing.id} />}
      <h3 className="font-semibold sm:col-span-2">{editing ? "Edit address" : "Add an address"}</h3>
      <Field label="Label (optional)" name="label" placeholder="Home, Work, Mum's house" defaultValue={v("label", editing?.label)} error={mine?.errors?.label} className="sm:col-span-2" />
      <Field label="First name" name="firstName" autoComplete="given-name" required defaultValue={v("firstName", source.firstName)} error={mine?.errors?.firstName} />
      <Field label="Last name" name="lastName" autoComplete="family-name" required defaultValue={v("lastName", source.lastName)} error={mine?.errors?.lastName} />
      <Field label="Phone for delivery" name="phone" type="tel" inputMode="tel" placeholder="0XXXXXXXXX" required defaultValue={v("phone", source.phone)} error={mine?.errors?.phone} />
      <RegionSelect defaultValue={v("region", source.region)} error={mine?.errors?.region} />
      <Field label="City or town" name="city" autoComplete="address-level2" required defaultValue={v("city", source.city)} error={mine?.errors?.city} />
      <Field label="Area and street" name="area" autoComplete="address-line1" required defaultValue={v("area", source.area)} error={mine?.errors?.area} />
      <Field label="Landmark (optional)" name="landmark" placeholder="Opposite the Shell station" defaultValue={v("landmark", source.landmark)} error={mine?.errors?.landmark} />
      <Field label="Ghana Post GPS (optional)" name="gps" placeholder="GA-183-8164" defaultValue={v("gps", source.gps)} error={mine?.errors?.gps} />
      <label className="flex items-center gap-2 sm:col-span-2">
        <input type="checkbox" name="makeDefault" defaultChecked={first || editing?.isDefault} className="h-4 w-4" />
        Use as my default delivery address
      </label>
      <div className="flex flex-wrap items-center gap-3 sm:col-span-2">
        <button type="submit" className={buttonClass.primary} disabled={pending}>
          Save address
        </button>
        <Link to="/profile#addresses" className={buttonClass.quiet} preventScrollReset>
          Cancel
        </Link>
        {mine && <ResultLine result={mine} form="address" />}
      </div>
    </Form>
  );
}

function Addresses({ addresses, defaults, location, result, pending }: { addresses: SavedAddress[]; defaults: Partial<GhanaAddress>; location: string | null; result?: ProfileResult; pending: boolean }) {
  const [params] = useSearchParams();
  // After a failed save the form stays open with what was typed; after a success it closes.
  const saved = result?.form === "address" && result.ok;
  const editing = saved ? undefined : addresses.find((a) => a.id === params.get("edit"));
  const adding = !saved && !editing && params.get("address") === "new";
  return (
    <Card
      title="Delivery addresses"
      id="addresses"
      description={
        addresses.length
          ? "Your default address is filled in at checkout. You can keep addresses for home, work or family."
          : location
            ? `You told us you're in ${location}. Add a delivery address so checkout is quicker.`
            : "Add a delivery address so checkout is quicker."
      }
    >
      {addresses.length > 0 && (
        <ul className="grid gap-3 sm:grid-cols-2" data-testid="address-list">
          {addresses.map((saved) => (
            <li key={saved.id} className={`rounded-2xl border p-4 ${saved.isDefault ? "border-brand-600" : "border-gray-200"}`} data-testid="address-card">
              <div className="flex items-center justify-between gap-2">
                <p className="font-semibold">{saved.label || `${saved.address.firstName} ${saved.address.lastName}`}</p>
                {saved.isDefault && <span className="rounded-full bg-brand-600 px-2 py-0.5 text-xs font-semibold text-white">Default</span>}
              </div>
              <p className="mt-1 text-sm text-gray-700">
                {saved.address.firstName} {saved.address.lastName} · {saved.address.phone}
              </p>
              <p className="text-sm text-gray-700">{formatGhanaAddress(saved.address)}</p>
              <div className="mt-3 flex flex-wrap gap-1">
                <Link to={`/profile?edit=${saved.id}#addresses`} className={buttonClass.quiet} preventScrollReset aria-label={`Edit ${saved.label || formatGhanaAddress(saved.address)}`}>
                  Edit
                </Link>
                {!saved.isDefault && (
                  <Form method="post" preventScrollReset>
                    <input type="hidden" name="intent" value="address-default" />
                    <input type="hidden" name="addressId" value={saved.id} />
                    <button type="submit" className={buttonClass.quiet} disabled={pending}>
                      Set as default
                    </button>
                  </Form>
                )}
                <Form
                  method="post"
                  preventScrollReset
                  onSubmit={(event) => {
                    if (!window.confirm("Remove this address from your address book?")) event.preventDefault();
                  }}
                >
                  <input type="hidden" name="intent" value="address-delete" />
                  <input type="hidden" name="addressId" value={saved.id} />
                  <button type="submit" className={`${buttonClass.quiet} text-red-700`} disabled={pending}>
                    Remove
                  </button>
                </Form>
              </div>
            </li>
          ))}
        </ul>
      )}
      <ResultLine result={result} form="addresses" />
      {editing ? (
        <AddressForm key={editing.id} editing={editing} defaults={defaults} result={result} pending={pending} first={false} />
      ) : adding ? (
        <AddressForm key="new" defaults={defaults} result={result} pending={pending} first={addresses.length === 0} />
      ) : (
        <Link to="/profile?address=new#addresses" className={`${buttonClass.secondary} mt-4`} preventScrollReset>
          Add an address
        </Link>
      )}
    </Card>
  );
}

export default function Profile() {
  const loaderData = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as ProfileResult | undefined;
  const navigation = useNavigation();
  useResultToast(result);
  if (loaderData.signInRequired) return <Guarded signInRequired>{null}</Guarded>;
  const { user } = loaderData;
  const profile = loaderData.profile ?? { firstName: user.firstName, lastName: user.lastName, email: user.email, phone: null, location: null };
  const pending = navigation.state !== "idle";
  return (
    <Guarded signInRequired={false}>
      <AccountShell title="Profile" intro="Your details, your phone number and where we deliver.">
        <DetailsForm profile={profile} result={result} pending={pending} />
        <PhoneSection phone={user.phoneNumber || toLocalPhone(profile.phone)} result={result} pending={pending} />
        <Addresses
          addresses={loaderData.addresses as SavedAddress[]}
          defaults={{ firstName: profile.firstName, lastName: profile.lastName, phone: user.phoneNumber }}
          location={profile.location}
          result={result}
          pending={pending}
        />
      </AccountShell>
    </Guarded>
  );
}

export const headers = loaderHeadersOnly;

export const meta: MetaFunction = () => [{ title: "Profile — Glow" }, { name: "robots", content: "noindex" }];
