import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation, useSearchParams } from "@remix-run/react";
import { useEffect, useMemo, useState, type FormEvent } from "react";
import { z } from "zod";
import { AdminNav } from "~/components/admin/AdminNav";
import { AccountPage, Guarded } from "~/components/auth/Guarded";
import { HeroBanner } from "~/components/home/HeroBanner";
import { Field } from "~/components/ui/Field";
import { toast } from "~/components/ui/use-toast";
import { Breadcrumb } from "~/components/ui/breadcrumb";
import { formatAccraDateTime } from "~/lib/shared/dates";
import { getCurrentUser } from "~/lib/auth/current-user.server";
import { guardedLoader } from "~/lib/auth/guard.server";
import { bannerInputSchema, bannerStatus, isSafeLink, toIso, toLocalInput, type BannerStatus } from "~/lib/banners/banner-admin";
import { loaderHeadersOnly, PRIVATE_CACHE_CONTROL } from "~/lib/http/http.server";
import { createAdminBanner, deleteAdminBanner, listAdminBanners, setAdminBannerActive, updateAdminBanner } from "~/lib/banners/banners.server";
import type { Banner } from "~/lib/shared/types";

const intentSchema = z.object({
  intent: z.enum(["create", "update", "activate", "deactivate", "delete"], { message: "Unknown action." }),
  id: z.string().regex(/^[A-Za-z0-9_-]{1,100}$/).optional(),
});

/** /admin/banners — shop admins manage the home page's hero banner (spec §2, §6). Everything is checked again by the plugin. */
export async function loader({ request }: LoaderFunctionArgs) {
  return guardedLoader(request, async (user) => {
    if (!user.isAdmin) return { isAdmin: false as const, banners: [] as Banner[], counts: { active: 0, scheduled: 0 }, loadError: null as string | null };
    const { context } = await getCurrentUser(request);
    const list = await listAdminBanners(context);
    return list.ok
      ? { isAdmin: true as const, banners: list.data.banners, counts: list.data.counts, loadError: null }
      : { isAdmin: true as const, banners: [] as Banner[], counts: { active: 0, scheduled: 0 }, loadError: list.message };
  });
}

type ActionAnswer = { ok: true; intent: string; message: string } | { ok: false; intent: string; message: string; values?: Record<string, string> };

/** The page's forms post here (they work before JavaScript loads); the same checks as /api/admin/banners. */
export async function action({ request }: ActionFunctionArgs) {
  const headers = { "Cache-Control": PRIVATE_CACHE_CONTROL };
  const answer = (body: ActionAnswer, status = 200) => data(body, { status, headers });
  const current = await getCurrentUser(request);
  if (!current.user) return answer({ ok: false, intent: "auth", message: "Authentication required. Please sign in." }, 401);
  if (!current.user.isAdmin) return answer({ ok: false, intent: "auth", message: "This page is for shop admins only." }, 403);

  const form = Object.fromEntries([...(await request.formData()).entries()].filter((entry): entry is [string, string] => typeof entry[1] === "string"));
  const parsedIntent = intentSchema.safeParse(form);
  if (!parsedIntent.success) return answer({ ok: false, intent: "unknown", message: "Unknown action." }, 400);
  const { intent, id } = parsedIntent.data;
  const context = current.context;

  if (intent === "create" || intent === "update") {
    const parsed = bannerInputSchema.safeParse(form);
    if (!parsed.success) return answer({ ok: false, intent, message: parsed.error.issues[0]?.message ?? "Please check the banner.", values: form }, 400);
    if (intent === "update" && !id) return answer({ ok: false, intent, message: "Choose a banner to edit." }, 400);
    const saved = intent === "create" ? await createAdminBanner(context, parsed.data) : await updateAdminBanner(context, id!, parsed.data);
    if (!saved.ok) return answer({ ok: false, intent, message: saved.message, values: form }, saved.status);
    return answer({ ok: true, intent, message: intent === "create" ? `Banner “${saved.data.title}” created.` : `Banner “${saved.data.title}” saved.` });
  }
  if (!id) return answer({ ok: false, intent, message: "Choose a banner first." }, 400);
  const done = intent === "delete" ? await deleteAdminBanner(context, id) : await setAdminBannerActive(context, id, intent === "activate");
  if (!done.ok) return answer({ ok: false, intent, message: done.message }, done.status);
  return answer({ ok: true, intent, message: intent === "delete" ? "Banner deleted." : intent === "activate" ? "Banner activated." : "Banner deactivated." });
}

const STATUS_LABEL: Record<BannerStatus, { label: string; className: string }> = {
  live: { label: "Live now", className: "bg-green-700 text-white" },
  scheduled: { label: "Scheduled", className: "bg-amber-200 text-amber-950" },
  ended: { label: "Ended", className: "bg-gray-200 text-gray-800" },
  inactive: { label: "Inactive", className: "bg-gray-200 text-gray-800" },
};

const FIELDS = ["title", "subtitle", "imageUrl", "videoUrl", "button1Text", "button1Link", "button2Text", "button2Link", "bannerType", "priority", "startDate", "endDate", "isActive"] as const;
type Draft = Record<(typeof FIELDS)[number], string>;

function draftOf(banner: Banner | undefined, values?: Record<string, string>): Draft {
  if (values) return Object.fromEntries(FIELDS.map((f) => [f, values[f] ?? ""])) as Draft;
  return {
    title: banner?.title ?? "",
    subtitle: banner?.subtitle ?? "",
    imageUrl: banner?.imageUrl ?? "",
    videoUrl: banner?.videoUrl ?? "",
    button1Text: banner?.button1Text ?? "",
    button1Link: banner?.button1Link ?? "",
    button2Text: banner?.button2Text ?? "",
    button2Link: banner?.button2Link ?? "",
    bannerType: banner?.bannerType ?? "regular",
    priority: String(banner?.priority ?? 0),
    startDate: toLocalInput(banner?.startDate ?? null),
    endDate: toLocalInput(banner?.endDate ?? null),
    isActive: banner ? (banner.isActive ? "on" : "") : "on",
  };
}

/** What the preview shows: the real hero component, with any link that would be refused left out. */
function previewBanner(draft: Draft): Banner {
  const link = (value: string) => (value.trim() && isSafeLink(value) ? value.trim() : null);
  const now = new Date().toISOString();
  return {
    id: "preview",
    title: draft.title || "Your banner title",
    subtitle: draft.subtitle || null,
    imageUrl: link(draft.imageUrl),
    videoUrl: link(draft.videoUrl),
    button1Text: draft.button1Text || null,
    button1Link: link(draft.button1Link),
    button2Text: draft.button2Text || null,
    button2Link: link(draft.button2Link),
    bannerType: draft.bannerType === "celebration" ? "celebration" : "regular",
    isActive: draft.isActive === "on",
    startDate: toIso(draft.startDate || null),
    endDate: toIso(draft.endDate || null),
    priority: Number(draft.priority) || 0,
    createdAt: now,
    updatedAt: now,
  };
}

const scheduleText = (b: Banner) => {
  const f = (iso: string | null) => (iso ? formatAccraDateTime(iso) : null);
  const start = f(b.startDate);
  const end = f(b.endDate);
  if (!start && !end) return "Always (while active)";
  return `${start ?? "Now"} → ${end ?? "no end"}`;
};

function BannerForm({ editing, draft, onDraft, pending }: { editing?: Banner; draft: Draft; onDraft: (d: Draft) => void; pending: boolean }) {
  const readForm = (event: FormEvent<HTMLFormElement>) => {
    const form = new FormData(event.currentTarget);
    onDraft(Object.fromEntries(FIELDS.map((f) => [f, String(form.get(f) ?? "")])) as Draft);
  };
  const linkError = (value: string, label: string) => (value.trim() && !isSafeLink(value) ? `${label} must start with http:// or https:// (or be a path on this shop such as /products).` : undefined);
  return (
    <Form method="post" onChange={readForm} className="grid gap-4 sm:grid-cols-2" aria-label={editing ? "Edit banner" : "Create banner"} data-testid="banner-form">
      <input type="hidden" name="intent" value={editing ? "update" : "create"} />
      {editing && <input type="hidden" name="id" value={editing.id} />}
      <Field label="Title" name="title" required maxLength={120} defaultValue={draft.title} className="sm:col-span-2" />
      <Field label="Subtitle" name="subtitle" maxLength={300} defaultValue={draft.subtitle} className="sm:col-span-2" />
      <Field label="Image URL" name="imageUrl" defaultValue={draft.imageUrl} hint="https:// address or a path on the shop such as /images/hero-default.svg" error={linkError(draft.imageUrl, "Image URL")} className="sm:col-span-2" />
      <Field
        label="Video link (optional)"
        name="videoUrl"
        defaultValue={draft.videoUrl}
        hint="A video file (.mp4, .webm), YouTube or Vimeo, an Instagram or TikTok reel, or a Google Drive file."
        error={linkError(draft.videoUrl, "Video link")}
        className="sm:col-span-2"
      />
      <Field label="Button 1 text" name="button1Text" maxLength={40} defaultValue={draft.button1Text} />
      <Field label="Button 1 link" name="button1Link" defaultValue={draft.button1Link} error={linkError(draft.button1Link, "Button 1 link")} />
      <Field label="Button 2 text" name="button2Text" maxLength={40} defaultValue={draft.button2Text} />
      <Field label="Button 2 link" name="button2Link" defaultValue={draft.button2Link} error={linkError(draft.button2Link, "Button 2 link")} />
      <div className="flex flex-col gap-1">
        <label htmlFor="banner-type" className="text-sm font-medium text-gray-800">
          Type
        </label>
        <select id="banner-type" name="bannerType" defaultValue={draft.bannerType} className="rounded-xl border border-gray-300 bg-white px-3 py-2.5 text-base">
          <option value="regular">Regular</option>
          <option value="celebration">Celebration (🎉 Special)</option>
        </select>
      </div>
      <Field label="Priority (0–1000, higher wins)" name="priority" type="number" min={0} max={1000} step={1} defaultValue={draft.priority} />
      <Field label="Starts (optional, Accra time)" name="startDate" type="datetime-local" defaultValue={draft.startDate} />
      <Field label="Ends (optional, Accra time)" name="endDate" type="datetime-local" defaultValue={draft.endDate} />
      <label className="flex items-center gap-2 text-gray-900 sm:col-span-2">
        <input type="checkbox" name="isActive" defaultChecked={draft.isActive === "on"} className="h-5 w-5 accent-brand-600" />
        Active (shown on the home page while inside its dates)
      </label>
      <div className="flex flex-wrap gap-3 sm:col-span-2">
        <button type="submit" disabled={pending} className="rounded-full bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700 disabled:opacity-60">
          {pending ? "Saving…" : editing ? "Save banner" : "Create banner"}
        </button>
        {editing && (
          <Link to="/admin/banners" className="rounded-full border border-gray-300 px-6 py-3 font-semibold text-gray-800">
            Cancel
          </Link>
        )}
      </div>
    </Form>
  );
}

function BannerRow({ banner }: { banner: Banner }) {
  const status = STATUS_LABEL[bannerStatus(banner)];
  const confirmDelete = (event: FormEvent<HTMLFormElement>) => {
    if (!window.confirm(`Delete the banner “${banner.title}”?`)) event.preventDefault();
  };
  return (
    <li className="flex flex-col gap-3 rounded-2xl border border-gray-200 bg-white p-4 sm:flex-row sm:items-center sm:justify-between" data-testid="banner-row">
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2">
          <span className="font-semibold text-gray-900">{banner.title}</span>
          <span className={`rounded-full px-2.5 py-0.5 text-xs font-bold ${status.className}`}>{status.label}</span>
          {banner.bannerType === "celebration" && <span className="text-sm">🎉 Special</span>}
        </p>
        <p className="mt-1 text-sm text-gray-700">
          Priority {banner.priority} · {scheduleText(banner)}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Link to={`/admin/banners?edit=${banner.id}`} className="rounded-full border border-brand-600 px-4 py-2 text-sm font-semibold text-brand-700" aria-label={`Edit ${banner.title}`}>
          Edit
        </Link>
        <Form method="post">
          <input type="hidden" name="id" value={banner.id} />
          <button type="submit" name="intent" value={banner.isActive ? "deactivate" : "activate"} className="rounded-full border border-gray-300 px-4 py-2 text-sm font-semibold text-gray-800" aria-label={`${banner.isActive ? "Deactivate" : "Activate"} ${banner.title}`}>
            {banner.isActive ? "Deactivate" : "Activate"}
          </button>
        </Form>
        <Form method="post" onSubmit={confirmDelete}>
          <input type="hidden" name="id" value={banner.id} />
          <button type="submit" name="intent" value="delete" className="rounded-full border border-red-700 px-4 py-2 text-sm font-semibold text-red-700" aria-label={`Delete ${banner.title}`}>
            Delete
          </button>
        </Form>
      </div>
    </li>
  );
}

export default function AdminBannersPage() {
  const loaded = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const [params] = useSearchParams();
  const banners = loaded.signInRequired ? [] : loaded.banners;
  const editing = banners.find((b) => b.id === params.get("edit"));
  const failedValues = actionData && !actionData.ok && "values" in actionData ? actionData.values : undefined;
  const initial = useMemo(() => draftOf(editing, failedValues), [editing, failedValues]);
  const [draft, setDraft] = useState(initial);
  // A new banner to edit, a saved form or refused values: the form and the preview start again from them.
  const formKey = `${editing?.id ?? "new"}-${actionData?.ok && (actionData.intent === "create" || actionData.intent === "update") ? actionData.message : ""}-${failedValues ? JSON.stringify(failedValues) : ""}`;
  useEffect(() => setDraft(actionData?.ok && actionData.intent === "create" ? draftOf(undefined) : initial), [initial, actionData]);
  useEffect(() => {
    if (actionData) toast({ title: actionData.ok ? actionData.message : "Could not save", description: actionData.ok ? undefined : actionData.message, variant: actionData.ok ? "default" : "destructive" });
  }, [actionData]);
  const pending = navigation.state !== "idle" && navigation.formMethod === "POST";

  if (loaded.signInRequired) return <Guarded signInRequired>{null}</Guarded>;
  if (!loaded.isAdmin) {
    return (
      <Guarded signInRequired={false}>
        <AccountPage title="Banners" intro="This area is for shop admins. Ask a Glow staff member if you need access." />
      </Guarded>
    );
  }
  return (
    <Guarded signInRequired={false}>
      <div className="mx-auto max-w-5xl px-4 py-10">
        <Breadcrumb trail={[{ label: "Admin", to: "/admin" }, { label: "Banners" }]} />
        <h1 className="mt-2 font-display text-3xl font-bold">Banners</h1>
        <p className="mt-2 text-gray-700">
          The home page shows the active banner inside its dates with the highest priority (the newest on ties). <strong>{loaded.counts.active}</strong> live now,{" "}
          <strong>{loaded.counts.scheduled}</strong> scheduled.
        </p>
        <div className="mt-4">
          <AdminNav />
        </div>
        <div role="status" aria-live="polite" className="mt-4">
          {actionData && (
            <p className={`rounded-xl px-4 py-3 ${actionData.ok ? "bg-green-50 text-green-900" : "bg-red-50 text-red-800"}`} data-testid="banner-form-message">
              {actionData.message}
            </p>
          )}
        </div>
        {loaded.loadError && <p className="mt-4 rounded-xl bg-red-50 px-4 py-3 text-red-800">Could not load banners: {loaded.loadError}</p>}

        <section aria-labelledby="banner-form-heading" className="mt-8 rounded-3xl border border-gray-200 bg-white p-5 sm:p-6">
          <h2 id="banner-form-heading" className="text-xl font-semibold">
            {editing ? `Edit “${editing.title}”` : "New banner"}
          </h2>
          <div className="mt-4">
            <BannerForm key={formKey} editing={editing} draft={draft} onDraft={setDraft} pending={pending} />
          </div>
        </section>

        <section aria-labelledby="banner-preview-heading" className="mt-8">
          <h2 id="banner-preview-heading" className="text-xl font-semibold">
            Live preview
          </h2>
          <p className="text-sm text-gray-700">Exactly as the home page shows it. Links that would be refused are left out.</p>
          <div className="mt-3 overflow-hidden rounded-3xl border border-gray-200" data-testid="banner-preview">
            <HeroBanner key={draft.videoUrl} banner={previewBanner(draft)} headingLevel={2} />
          </div>
        </section>

        <section aria-labelledby="banner-list-heading" className="mt-10">
          <h2 id="banner-list-heading" className="text-xl font-semibold">
            All banners
          </h2>
          {banners.length === 0 ? (
            <p className="mt-3 text-gray-700">No banners yet: the home page shows its default picture.</p>
          ) : (
            <ul className="mt-3 flex flex-col gap-3">
              {banners.map((b) => (
                <BannerRow key={b.id} banner={b} />
              ))}
            </ul>
          )}
        </section>
      </div>
    </Guarded>
  );
}

export const headers = loaderHeadersOnly;

export const meta: MetaFunction = () => [{ title: "Banners — Glow" }, { name: "robots", content: "noindex" }];
