import type { MetaFunction } from "@remix-run/node";
import { catalogPageHeaders } from "~/lib/http/cache-headers";
import type { MarkdownDoc } from "~/lib/content/markdown";

/** Content is the same for everyone: cache like the catalog (private once a shopper is signed in). */
export const contentHeaders = catalogPageHeaders;

export const contentMeta: MetaFunction = ({ data }) => {
  const page = (data as { page?: MarkdownDoc } | undefined)?.page;
  if (!page) return [{ title: "Glow" }];
  return [{ title: `${page.title} — Glow` }, { name: "description", content: page.description }];
};
