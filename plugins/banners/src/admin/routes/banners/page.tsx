import { defineRouteConfig } from "@medusajs/admin-sdk";
import { Badge, Button, Container, Drawer, Heading, Input, Label, Switch, Table, Text, Textarea, toast, usePrompt } from "@medusajs/ui";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import type { adminBannerContracts, ContractOutput } from "@glow/shop-contracts";
import { sdk } from "../../lib/sdk";

/** The plugin's answer (@glow/shop-contracts). */
type Contracts = typeof adminBannerContracts;
type Banner = ContractOutput<Contracts["list"]>["banners"][number];

type Draft = Omit<Banner, "id" | "created_at" | "updated_at" | "priority"> & { priority: string };

const EMPTY: Draft = {
  title: "",
  subtitle: "",
  image_url: "",
  video_url: "",
  button1_text: "",
  button1_link: "",
  button2_text: "",
  button2_link: "",
  banner_type: "regular",
  is_active: false,
  start_date: "",
  end_date: "",
  priority: "0",
};

/** <input type="datetime-local"> works in the browser's time zone; the API takes ISO dates. */
const toLocalInput = (iso: string | null) => {
  if (!iso) return "";
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
};
const fromLocalInput = (value: string | null) => (value ? new Date(value).toISOString() : null);
const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString("en-GB", { timeZone: "Africa/Accra", dateStyle: "medium", timeStyle: "short" }) : "—");

function status(banner: Banner, now = Date.now()): { label: string; color: "green" | "orange" | "grey" | "red" } {
  if (!banner.is_active) return { label: "Inactive", color: "grey" };
  if (banner.start_date && Date.parse(banner.start_date) > now) return { label: "Scheduled", color: "orange" };
  if (banner.end_date && Date.parse(banner.end_date) <= now) return { label: "Ended", color: "red" };
  return { label: "Live", color: "green" };
}

/** The banners list's React Query key: every change refreshes it. */
const BANNERS = ["glow-banners"];

function useBannerChange<T>(change: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: change, onSuccess: () => queryClient.invalidateQueries({ queryKey: BANNERS }) });
}

function BannerForm({ initial, onSaved, id }: { initial: Draft; id?: string; onSaved: () => void }) {
  const [draft, setDraft] = useState<Draft>(initial);
  const save = useBannerChange((body: Record<string, unknown>) => sdk.client.fetch(id ? `/admin/banners/${encodeURIComponent(id)}` : "/admin/banners", { method: "POST", body }));
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const text = (key: keyof Draft, label: string, hint?: string, multiline = false) => (
    <div className="flex flex-col gap-y-1">
      <Label htmlFor={`banner-${key}`}>{label}</Label>
      {multiline ? (
        <Textarea id={`banner-${key}`} value={String(draft[key] ?? "")} onChange={(e) => set(key, e.target.value as never)} />
      ) : (
        <Input id={`banner-${key}`} value={String(draft[key] ?? "")} onChange={(e) => set(key, e.target.value as never)} />
      )}
      {hint && <Text size="small" className="text-ui-fg-subtle">{hint}</Text>}
    </div>
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = {
      ...draft,
      priority: Number.parseInt(draft.priority || "0", 10),
      start_date: fromLocalInput(draft.start_date),
      end_date: fromLocalInput(draft.end_date),
    };
    save.mutate(body, {
      onSuccess: () => {
        toast.success(id ? "Banner saved" : "Banner created");
        onSaved();
      },
    });
  };
  const error = save.error?.message;
  return (
    <form onSubmit={submit} className="flex flex-col gap-y-4">
      {error && (
        <Text role="alert" className="text-ui-fg-error">
          {error}
        </Text>
      )}
      {text("title", "Title")}
      {text("subtitle", "Subtitle", undefined, true)}
      {text("image_url", "Image URL", "https:// address or a path on the shop. Shown behind the text, and when a video cannot play.")}
      {text("video_url", "Video link", "Optional: a video file (.mp4/.webm), YouTube or Vimeo, an Instagram/TikTok reel, or a Google Drive file.")}
      <div className="grid grid-cols-2 gap-3">
        {text("button1_text", "Button 1 text")}
        {text("button1_link", "Button 1 link")}
        {text("button2_text", "Button 2 text")}
        {text("button2_link", "Button 2 link")}
      </div>
      <div className="grid grid-cols-2 gap-3">
        <div className="flex flex-col gap-y-1">
          <Label htmlFor="banner-type">Type</Label>
          <select id="banner-type" className="rounded-md border px-2 py-1.5" value={draft.banner_type} onChange={(e) => set("banner_type", e.target.value as Draft["banner_type"])}>
            <option value="regular">Regular</option>
            <option value="celebration">Celebration (🎉 Special)</option>
          </select>
        </div>
        <div className="flex flex-col gap-y-1">
          <Label htmlFor="banner-priority">Priority (0–1000, higher wins)</Label>
          <Input id="banner-priority" type="number" min={0} max={1000} value={draft.priority} onChange={(e) => set("priority", e.target.value)} />
        </div>
        <div className="flex flex-col gap-y-1">
          <Label htmlFor="banner-start">Starts (optional)</Label>
          <Input id="banner-start" type="datetime-local" value={draft.start_date ?? ""} onChange={(e) => set("start_date", e.target.value)} />
        </div>
        <div className="flex flex-col gap-y-1">
          <Label htmlFor="banner-end">Ends (optional)</Label>
          <Input id="banner-end" type="datetime-local" value={draft.end_date ?? ""} onChange={(e) => set("end_date", e.target.value)} />
        </div>
      </div>
      <div className="flex items-center gap-x-2">
        <Switch id="banner-active" checked={draft.is_active} onCheckedChange={(checked) => set("is_active", checked)} />
        <Label htmlFor="banner-active">Active</Label>
      </div>
      <Button type="submit" isLoading={save.isPending}>
        {id ? "Save banner" : "Create banner"}
      </Button>
    </form>
  );
}

/** Admin → Banners: the home page's hero banners (the storefront shows the live one with the highest priority). */
const BannersPage = () => {
  const { data, error } = useQuery({
    queryKey: BANNERS,
    queryFn: () => sdk.client.fetch<ContractOutput<Contracts["list"]>>("/admin/banners", { query: { limit: 200 } }),
  });
  const banners = data?.banners ?? null;
  const [editing, setEditing] = useState<{ id?: string; draft: Draft } | null>(null);
  const prompt = usePrompt();
  const change = useBannerChange(({ banner, action }: { banner: Banner; action: "activate" | "deactivate" | "delete" }) => {
    const path = `/admin/banners/${encodeURIComponent(banner.id)}`;
    return action === "delete" ? sdk.client.fetch(path, { method: "DELETE" }) : sdk.client.fetch(`${path}/${action}`, { method: "POST" });
  });

  const act = async (banner: Banner, action: "activate" | "deactivate" | "delete") => {
    if (action === "delete" && !(await prompt({ title: "Delete banner?", description: `“${banner.title}” will no longer be shown.`, confirmText: "Delete", cancelText: "Cancel" }))) return;
    change.mutate(
      { banner, action },
      {
        onSuccess: () => toast.success(action === "delete" ? "Banner deleted" : action === "activate" ? "Banner activated" : "Banner deactivated"),
        onError: (e) => toast.error(e.message),
      },
    );
  };

  return (
    <Container className="divide-y p-0">
      <div className="flex items-center justify-between px-6 py-4">
        <div>
          <Heading level="h1">Banners</Heading>
          <Text className="text-ui-fg-subtle">The home page shows the active banner inside its dates with the highest priority (newest on ties).</Text>
        </div>
        <Button variant="secondary" onClick={() => setEditing({ draft: EMPTY })}>
          Create banner
        </Button>
      </div>
      {error && <Text className="px-6 py-4 text-ui-fg-error">Could not load banners: {error.message}</Text>}
      {banners && banners.length === 0 && <Text className="px-6 py-4">No banners yet: the home page shows its default picture.</Text>}
      {banners && banners.length > 0 && (
        <Table>
          <Table.Header>
            <Table.Row>
              <Table.HeaderCell>Title</Table.HeaderCell>
              <Table.HeaderCell>Status</Table.HeaderCell>
              <Table.HeaderCell>Type</Table.HeaderCell>
              <Table.HeaderCell>Priority</Table.HeaderCell>
              <Table.HeaderCell>Schedule</Table.HeaderCell>
              <Table.HeaderCell>Actions</Table.HeaderCell>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {banners.map((b) => {
              const s = status(b);
              return (
                <Table.Row key={b.id}>
                  <Table.Cell>{b.title}</Table.Cell>
                  <Table.Cell>
                    <Badge color={s.color}>{s.label}</Badge>
                  </Table.Cell>
                  <Table.Cell>{b.banner_type === "celebration" ? "🎉 Celebration" : "Regular"}</Table.Cell>
                  <Table.Cell>{b.priority}</Table.Cell>
                  <Table.Cell>
                    {when(b.start_date)} → {when(b.end_date)}
                  </Table.Cell>
                  <Table.Cell>
                    <div className="flex gap-2">
                      <Button size="small" variant="secondary" onClick={() => setEditing({ id: b.id, draft: { ...b, priority: String(b.priority), start_date: toLocalInput(b.start_date), end_date: toLocalInput(b.end_date) } })}>
                        Edit
                      </Button>
                      <Button size="small" variant="secondary" onClick={() => act(b, b.is_active ? "deactivate" : "activate")}>
                        {b.is_active ? "Deactivate" : "Activate"}
                      </Button>
                      <Button size="small" variant="danger" onClick={() => act(b, "delete")}>
                        Delete
                      </Button>
                    </div>
                  </Table.Cell>
                </Table.Row>
              );
            })}
          </Table.Body>
        </Table>
      )}
      <Drawer open={editing !== null} onOpenChange={(open) => !open && setEditing(null)}>
        <Drawer.Content>
          <Drawer.Header>
            <Drawer.Title>{editing?.id ? "Edit banner" : "Create banner"}</Drawer.Title>
          </Drawer.Header>
          <Drawer.Body className="overflow-y-auto">
            {editing && (
              <BannerForm
                key={editing.id ?? "new"}
                id={editing.id}
                initial={editing.draft}
                onSaved={() => setEditing(null)}
              />
            )}
          </Drawer.Body>
        </Drawer.Content>
      </Drawer>
    </Container>
  );
};

export const config = defineRouteConfig({ label: "Banners" });

export default BannersPage;
