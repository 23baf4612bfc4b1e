import { defineRouteConfig } from "@medusajs/admin-sdk";
import { Badge, Button, Container, FocusModal, Heading, Input, Label, Switch, Table, Tabs, Text, Textarea, toast, usePrompt } from "@medusajs/ui";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import type { adminNewsContracts, ContractOutput } from "@glow/shop-contracts";
import { MarkdownPreview } from "../../lib/markdown-preview";
import { sdk } from "../../lib/sdk";

/** The plugin's answers (@glow/shop-contracts). */
type Contracts = typeof adminNewsContracts;
type Category = ContractOutput<Contracts["categories"]>["categories"][number];
type Article = ContractOutput<Contracts["list"]>["articles"][number];

interface Draft {
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  image_url: string;
  published_at: string;
  is_urgent: boolean;
  is_featured: boolean;
  category_id: string;
}

const pad = (n: number) => String(n).padStart(2, "0");
const toLocalInput = (iso: string) => {
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
};
const emptyDraft = (): Draft => ({ title: "", slug: "", excerpt: "", content: "", image_url: "", published_at: toLocalInput(new Date().toISOString()), is_urgent: false, is_featured: false, category_id: "" });

/** Every news query starts with this key: a change to an article or a category refreshes both lists. */
const NEWS = "glow-news";

function useNewsChange<T>(change: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: change, onSuccess: () => queryClient.invalidateQueries({ queryKey: [NEWS] }) });
}

function ArticleEditor({ id, initial, categories, onDone }: { id?: string; initial: Draft; categories: Category[]; onDone: () => void }) {
  const [draft, setDraft] = useState(initial);
  const save = useNewsChange((body: Record<string, unknown>) => sdk.client.fetch(id ? `/admin/news/${encodeURIComponent(id)}` : "/admin/news", { method: "POST", body }));
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = {
        title: draft.title,
        ...(draft.slug.trim() ? { slug: draft.slug.trim() } : {}),
        excerpt: draft.excerpt,
        content: draft.content,
        image_url: draft.image_url,
        published_at: new Date(draft.published_at || Date.now()).toISOString(),
        is_urgent: draft.is_urgent,
        is_featured: draft.is_featured,
        category_id: draft.category_id || null,
      };
    save.mutate(body, {
      onSuccess: () => {
        toast.success(id ? "Article saved" : "Article published");
        onDone();
      },
    });
  };
  const error = save.error?.message;
  return (
    <form onSubmit={submit} className="flex h-full flex-col gap-4 overflow-y-auto p-6">
      {error && (
        <Text role="alert" className="text-ui-fg-error">
          {error}
        </Text>
      )}
      <div className="grid gap-4 md:grid-cols-2">
        <div className="flex flex-col gap-1">
          <Label htmlFor="news-title">Title</Label>
          <Input id="news-title" value={draft.title} onChange={(e) => set("title", e.target.value)} />
        </div>
        <div className="flex flex-col gap-1">
          <Label htmlFor="news-slug">Slug (address /news/…; empty = from the title)</Label>
          <Input id="news-slug" value={draft.slug} onChange={(e) => set("slug", e.target.value)} placeholder="harmattan-skincare-guide" />
        </div>
        <div className="flex flex-col gap-1 md:col-span-2">
          <Label htmlFor="news-excerpt">Excerpt (shown in lists)</Label>
          <Textarea id="news-excerpt" value={draft.excerpt} onChange={(e) => set("excerpt", e.target.value)} />
        </div>
        <div className="flex flex-col gap-1">
          <Label htmlFor="news-image">Image URL</Label>
          <Input id="news-image" value={draft.image_url} onChange={(e) => set("image_url", e.target.value)} placeholder="https://…" />
        </div>
        <div className="flex flex-col gap-1">
          <Label htmlFor="news-category">Category</Label>
          <select id="news-category" className="rounded-md border px-2 py-1.5" value={draft.category_id} onChange={(e) => set("category_id", e.target.value)}>
            <option value="">No category</option>
            {categories.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-1">
          <Label htmlFor="news-published">Publish at (later = scheduled)</Label>
          <Input id="news-published" type="datetime-local" value={draft.published_at} onChange={(e) => set("published_at", e.target.value)} />
        </div>
        <div className="flex items-end gap-6">
          <div className="flex items-center gap-2">
            <Switch id="news-urgent" checked={draft.is_urgent} onCheckedChange={(v) => set("is_urgent", v)} />
            <Label htmlFor="news-urgent">Urgent</Label>
          </div>
          <div className="flex items-center gap-2">
            <Switch id="news-featured" checked={draft.is_featured} onCheckedChange={(v) => set("is_featured", v)} />
            <Label htmlFor="news-featured">Featured on the home page</Label>
          </div>
        </div>
      </div>
      <Tabs defaultValue="write">
        <Tabs.List>
          <Tabs.Trigger value="write">Write (Markdown)</Tabs.Trigger>
          <Tabs.Trigger value="preview">Preview</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="write" className="pt-3">
          <Label htmlFor="news-content" className="sr-only">
            Content (Markdown)
          </Label>
          <Textarea id="news-content" rows={18} className="font-mono" value={draft.content} onChange={(e) => set("content", e.target.value)} />
          <Text size="small" className="text-ui-fg-subtle">
            ## Heading, **bold**, *italic*, - lists, 1. numbered lists, &gt; notes, [link text](https://…). HTML is shown as text.
          </Text>
        </Tabs.Content>
        <Tabs.Content value="preview" className="pt-3">
          <div className="rounded-lg border p-4">{draft.content.trim() ? <MarkdownPreview source={draft.content} /> : <Text>Nothing to preview yet.</Text>}</div>
        </Tabs.Content>
      </Tabs>
      <div className="flex gap-2">
        <Button type="submit" isLoading={save.isPending}>
          {id ? "Save article" : "Publish article"}
        </Button>
        <Button type="button" variant="secondary" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

function Categories({ categories }: { categories: Category[] }) {
  const [name, setName] = useState("");
  const [color, setColor] = useState("#9d174d");
  const prompt = usePrompt();
  const create = useNewsChange((body: { name: string; color: string }) => sdk.client.fetch("/admin/news-categories", { method: "POST", body }));
  const destroy = useNewsChange((c: Category) => sdk.client.fetch(`/admin/news-categories/${encodeURIComponent(c.id)}`, { method: "DELETE" }));
  const add = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(
      { name, color },
      {
        onSuccess: () => {
          setName("");
          toast.success("Category added");
        },
        onError: (e) => toast.error(e.message),
      },
    );
  };
  const remove = async (c: Category) => {
    if (!(await prompt({ title: "Delete category?", description: c.name, confirmText: "Delete", cancelText: "Cancel" }))) return;
    destroy.mutate(c, { onSuccess: () => toast.success("Category deleted"), onError: (e) => toast.error(e.message) });
  };
  return (
    <div className="flex flex-col gap-3 px-6 py-4">
      <Heading level="h2">Categories</Heading>
      <ul className="flex flex-wrap gap-2">
        {categories.map((c) => (
          <li key={c.id} className="flex items-center gap-2 rounded-full border px-3 py-1">
            <span aria-hidden className="inline-block h-3 w-3 rounded-full" style={{ backgroundColor: c.color }} />
            {c.name}
            <button type="button" className="text-ui-fg-muted" aria-label={`Delete ${c.name}`} onClick={() => remove(c)}>
              ×
            </button>
          </li>
        ))}
      </ul>
      <form onSubmit={add} className="flex flex-wrap items-end gap-2">
        <div className="flex flex-col gap-1">
          <Label htmlFor="cat-name">New category</Label>
          <Input id="cat-name" value={name} onChange={(e) => setName(e.target.value)} />
        </div>
        <div className="flex flex-col gap-1">
          <Label htmlFor="cat-color">Colour</Label>
          <input id="cat-color" type="color" value={color} onChange={(e) => setColor(e.target.value)} className="h-8 w-14" />
        </div>
        <Button type="submit" variant="secondary">
          Add
        </Button>
      </form>
    </div>
  );
}

/** Admin → News: articles for /news and the home page's "Latest News & Updates". */
const NewsPage = () => {
  const articlesQuery = useQuery({
    queryKey: [NEWS, "articles"],
    queryFn: () => sdk.client.fetch<ContractOutput<Contracts["list"]>>("/admin/news", { query: { limit: 200 } }),
  });
  const categoriesQuery = useQuery({
    queryKey: [NEWS, "categories"],
    queryFn: () => sdk.client.fetch<ContractOutput<Contracts["categories"]>>("/admin/news-categories"),
  });
  const articles = articlesQuery.data?.articles ?? null;
  const categories = categoriesQuery.data?.categories ?? [];
  const error = (articlesQuery.error ?? categoriesQuery.error)?.message;
  const [editing, setEditing] = useState<{ id?: string; draft: Draft } | null>(null);
  const prompt = usePrompt();
  const destroy = useNewsChange((a: Article) => sdk.client.fetch(`/admin/news/${encodeURIComponent(a.id)}`, { method: "DELETE" }));
  const remove = async (a: Article) => {
    if (!(await prompt({ title: "Delete article?", description: a.title, confirmText: "Delete", cancelText: "Cancel" }))) return;
    destroy.mutate(a, { onSuccess: () => toast.success("Article deleted"), onError: (e) => toast.error(e.message) });
  };
  const now = Date.now();
  return (
    <Container className="divide-y p-0">
      <div className="flex items-center justify-between px-6 py-4">
        <div>
          <Heading level="h1">News</Heading>
          <Text className="text-ui-fg-subtle">Articles on /news, newest first. Featured ones appear on the home page; urgent ones are marked.</Text>
        </div>
        <Button variant="secondary" onClick={() => setEditing({ draft: emptyDraft() })}>
          Write article
        </Button>
      </div>
      {error && <Text className="px-6 py-4 text-ui-fg-error">Could not load news: {error}</Text>}
      {articles && articles.length === 0 && <Text className="px-6 py-4">No articles yet.</Text>}
      {articles && articles.length > 0 && (
        <Table>
          <Table.Header>
            <Table.Row>
              <Table.HeaderCell>Title</Table.HeaderCell>
              <Table.HeaderCell>Category</Table.HeaderCell>
              <Table.HeaderCell>Published</Table.HeaderCell>
              <Table.HeaderCell>Flags</Table.HeaderCell>
              <Table.HeaderCell>Actions</Table.HeaderCell>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {articles.map((a) => (
              <Table.Row key={a.id}>
                <Table.Cell>
                  {a.title}
                  <Text size="small" className="text-ui-fg-subtle">
                    /news/{a.slug}
                  </Text>
                </Table.Cell>
                <Table.Cell>{a.category?.name ?? "—"}</Table.Cell>
                <Table.Cell>
                  {new Date(a.published_at).toLocaleString("en-GB", { timeZone: "Africa/Accra", dateStyle: "medium", timeStyle: "short" })}
                  {Date.parse(a.published_at) > now && (
                    <Badge color="orange" className="ml-2">
                      Scheduled
                    </Badge>
                  )}
                </Table.Cell>
                <Table.Cell>
                  <div className="flex gap-1">
                    {a.is_urgent && <Badge color="red">Urgent</Badge>}
                    {a.is_featured && <Badge color="blue">Featured</Badge>}
                  </div>
                </Table.Cell>
                <Table.Cell>
                  <div className="flex gap-2">
                    <Button
                      size="small"
                      variant="secondary"
                      onClick={() =>
                        setEditing({
                          id: a.id,
                          draft: {
                            title: a.title,
                            slug: a.slug,
                            excerpt: a.excerpt ?? "",
                            content: a.content,
                            image_url: a.image_url ?? "",
                            published_at: toLocalInput(a.published_at),
                            is_urgent: a.is_urgent,
                            is_featured: a.is_featured,
                            category_id: a.category?.id ?? "",
                          },
                        })
                      }
                    >
                      Edit
                    </Button>
                    <Button size="small" variant="danger" onClick={() => remove(a)}>
                      Delete
                    </Button>
                  </div>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table>
      )}
      <Categories categories={categories} />
      <FocusModal open={editing !== null} onOpenChange={(open) => !open && setEditing(null)}>
        <FocusModal.Content>
          <FocusModal.Header>
            <FocusModal.Title>{editing?.id ? "Edit article" : "Write article"}</FocusModal.Title>
          </FocusModal.Header>
          <FocusModal.Body className="overflow-hidden">
            {editing && (
              <ArticleEditor
                key={editing.id ?? "new"}
                id={editing.id}
                initial={editing.draft}
                categories={categories}
                onDone={() => setEditing(null)}
              />
            )}
          </FocusModal.Body>
        </FocusModal.Content>
      </FocusModal>
    </Container>
  );
};

export const config = defineRouteConfig({ label: "News" });

export default NewsPage;
