import type { ReactNode } from "react";
import type { MarkdownDoc } from "~/lib/content/markdown";
import { Markdown } from "./Markdown";

/** A Markdown page; `lead` is shown above the text (e.g. a figure the text cannot know), `children` below it. */
export function ContentPage({ page, lead, children }: { page: MarkdownDoc; lead?: ReactNode; children?: ReactNode }) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="font-display text-4xl font-bold text-gray-900">{page.title}</h1>
      {page.description && <p className="mt-3 text-lg text-gray-700">{page.description}</p>}
      {lead && <div className="mt-6">{lead}</div>}
      <div className="mt-8">
        <Markdown blocks={page.blocks} />
      </div>
      {children}
    </article>
  );
}
