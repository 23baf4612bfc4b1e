import type { HeadersFunction, MetaFunction } from "@remix-run/node";
import type { MarkdownDoc } from "~/lib/markdown";

/** Content is the same for everyone: cache like the catalog. */
export const contentHeaders: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const contentMeta: MetaFunction = ({ data }) => {
  const page = (data as { page?: MarkdownDoc } | undefined)?.page;
  if (!page) return [{ title: "Glow" }];
  return [{ title: `${page.title} — Glow` }, { name: "description", content: page.description }];
};
