import { safeHref } from "./links.js";

/**
 * A deliberately small Markdown reader, shared by the storefront (content pages in
 * storefront/app/content/*.md, news articles) and the News editor's preview in the Medusa admin
 * (plugins/news), so both show an article the same way. It produces plain data that React renders as elements, so no HTML from a file ever reaches the
 * page as markup: headings (#, ##, ###), paragraphs, "-" and "1." lists, "|" tables, "> " notes,
 * **bold**, *italic*, `code` and [links](/path). Front matter between "---" lines gives the title and
 * description. News articles (staff-written, stored as typed) use parseArticleMarkdown().
 */
export type Inline =
  | { kind: "text"; text: string }
  | { kind: "strong"; text: string }
  | { kind: "em"; text: string }
  | { kind: "code"; text: string }
  | { kind: "link"; text: string; href: string };
export type Block =
  | { kind: "heading"; level: 2 | 3; text: string; id: string }
  | { kind: "paragraph"; content: Inline[] }
  | { kind: "list"; ordered: boolean; items: Inline[][] }
  | { kind: "table"; head: Inline[][]; rows: Inline[][][] }
  | { kind: "note"; content: Inline[] };

export interface MarkdownDoc {
  title: string;
  description: string;
  blocks: Block[];
}

export function slugify(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "");
}

export function parseInline(text: string): Inline[] {
  const out: Inline[] = [];
  const pattern = /\*\*(.+?)\*\*|\[([^\]]+)\]\(([^)\s]+)\)|`([^`]+)`|(?<![\w*])[*_](?![\s*_])(.+?)(?<![\s*_])[*_](?![\w*])/g;
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    if (match.index > last) out.push({ kind: "text", text: text.slice(last, match.index) });
    if (match[1] !== undefined) out.push({ kind: "strong", text: match[1] });
    else if (match[4] !== undefined) out.push({ kind: "code", text: match[4] });
    else if (match[5] !== undefined) out.push({ kind: "em", text: match[5] });
    else {
      const href = safeHref(match[3]!);
      out.push(href ? { kind: "link", text: match[2]!, href } : { kind: "text", text: match[2]! });
    }
    last = match.index + match[0].length;
  }
  if (last < text.length) out.push({ kind: "text", text: text.slice(last) });
  return out;
}

function splitRow(line: string): string[] {
  return line.trim().replace(/^\||\|$/g, "").split("|").map((c) => c.trim());
}

/**
 * A news article's Markdown (spec §2 /news/{slug}): the article has its own title, so "#" headings
 * become section headings and a leading "---" block is content, not front matter.
 */
export function parseArticleMarkdown(source: string): Block[] {
  return parseMarkdown(source.replace(/^(\s*)#(?=\s)/gm, "$1##"), { frontMatter: false }).blocks;
}

export function parseMarkdown(source: string, options: { frontMatter?: boolean } = {}): MarkdownDoc {
  let body = source.replace(/\r\n?/g, "\n");
  const meta: Record<string, string> = {};
  const front = options.frontMatter === false ? null : /^---\n([\s\S]*?)\n---\n/.exec(body);
  if (front) {
    for (const line of front[1]!.split("\n")) {
      const m = /^(\w+):\s*(.*)$/.exec(line);
      if (m) meta[m[1]!] = m[2]!.trim();
    }
    body = body.slice(front[0].length);
  }
  const blocks: Block[] = [];
  let title = meta.title ?? "";
  const lines = body.split("\n");
  let i = 0;
  while (i < lines.length) {
    const line = lines[i]!.trim();
    if (!line) {
      i++;
      continue;
    }
    const heading = /^(#{1,3})\s+(.*)$/.exec(line);
    if (heading) {
      const text = heading[2]!.trim();
      if (heading[1]!.length === 1) title ||= text;
      else blocks.push({ kind: "heading", level: heading[1]!.length as 2 | 3, text, id: slugify(text) });
      i++;
      continue;
    }
    if (/^[-*]\s+/.test(line) || /^\d+\.\s+/.test(line)) {
      const ordered = /^\d+\./.test(line);
      const items: Inline[][] = [];
      while (i < lines.length && (ordered ? /^\d+\.\s+/ : /^[-*]\s+/).test(lines[i]!.trim())) {
        items.push(parseInline(lines[i]!.trim().replace(/^([-*]|\d+\.)\s+/, "")));
        i++;
      }
      blocks.push({ kind: "list", ordered, items });
      continue;
    }
    if (line.startsWith("|")) {
      const rows: string[][] = [];
      while (i < lines.length && lines[i]!.trim().startsWith("|")) {
        const cells = splitRow(lines[i]!);
        if (!cells.every((c) => /^:?-+:?$/.test(c))) rows.push(cells);
        i++;
      }
      const [head = [], ...rest] = rows;
      blocks.push({ kind: "table", head: head.map(parseInline), rows: rest.map((r) => r.map(parseInline)) });
      continue;
    }
    if (line.startsWith(">")) {
      const parts: string[] = [];
      while (i < lines.length && lines[i]!.trim().startsWith(">")) parts.push(lines[i++]!.trim().replace(/^>\s?/, ""));
      blocks.push({ kind: "note", content: parseInline(parts.join(" ")) });
      continue;
    }
    const parts: string[] = [];
    while (i < lines.length && lines[i]!.trim() && !/^(#{1,3}\s|[-*]\s|\d+\.\s|\||>)/.test(lines[i]!.trim())) parts.push(lines[i++]!.trim());
    blocks.push({ kind: "paragraph", content: parseInline(parts.join(" ")) });
  }
  return { title, description: meta.description ?? "", blocks };
}
