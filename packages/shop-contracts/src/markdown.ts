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

const SPACE = 1;
const WORD = 2;
const LINE_BREAK = 4;

/** Per character: `\s` (SPACE), `\w` without the `u` flag (WORD: ASCII letters, digits, `_`), what `.` does not match (LINE_BREAK). */
function characterClasses(text: string): Uint8Array {
  const classes = new Uint8Array(text.length + 1);
  for (let j = 0; j < text.length; j++) {
    const code = text.charCodeAt(j);
    if ((code >= 48 && code <= 57) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122) || code === 95) classes[j] = WORD;
    else if (code === 10 || code === 13 || code === 0x2028 || code === 0x2029) classes[j] = LINE_BREAK | SPACE;
    else if (code === 32 || (code >= 9 && code <= 13) || (code > 127 && /\s/.test(text[j]!))) classes[j] = SPACE;
  }
  return classes;
}

/**
 * For every index i, the first index j >= i where `at(j)` holds (text.length when none): one pass
 * from the end, so each "where does this span close?" question is answered in O(1).
 */
function nextWhere(text: string, at: (j: number) => boolean): Int32Array {
  const next = new Int32Array(text.length + 2).fill(text.length);
  for (let j = text.length - 1; j >= 0; j--) next[j] = at(j) ? j : next[j + 1]!;
  return next;
}

/**
 * Inline marks: **bold**, [links](/path), `code`, *italic* or _italic_. It answers exactly what this
 * pattern's global match would, read left to right:
 *   \*\*(.+?)\*\* | \[([^\]]+)\]\(([^)\s]+)\) | `([^`]+)` | (?<![\w*])[*_](?![\s*_])(.+?)(?<![\s*_])[*_](?![\w*])
 * but in linear time. The pattern itself is quadratic: at every unclosed opener (`" _a"` repeated,
 * or `[` or `**` without a partner) its lazy `.+?` scans to the end of the text, so a 50,000-character
 * article took 1.2–2.0 s per render (issue 34). Here the closer of each kind is looked up in tables
 * built in one pass (`nextWhere`), so every position is decided in O(1).
 */
export function parseInline(text: string): Inline[] {
  const n = text.length;
  const cls = characterClasses(text);
  const is = (j: number, flag: number) => j >= 0 && j < n && (cls[j]! & flag) !== 0;
  const lineBreak = nextWhere(text, (j) => is(j, LINE_BREAK));
  const doubleStar = nextWhere(text, (j) => text[j] === "*" && text[j + 1] === "*");
  const closeBracket = nextWhere(text, (j) => text[j] === "]");
  const parenOrSpace = nextWhere(text, (j) => text[j] === ")" || is(j, SPACE));
  const backtick = nextWhere(text, (j) => text[j] === "`");
  // A closing * or _ : not after a space, * or _, and not before a word character or *.
  const emCloser = nextWhere(text, (j) => (text[j] === "*" || text[j] === "_") && !is(j - 1, SPACE) && text[j - 1] !== "*" && text[j - 1] !== "_" && !is(j + 1, WORD) && text[j + 1] !== "*");

  /** The inline at `i`, if one starts there: its kind, text, href and end. */
  function matchAt(i: number): { inline: Inline; end: number } | null {
    const ch = text[i];
    if (ch === "*" && text[i + 1] === "*") {
      // **(.+?)** : the first "**" after at least one character, on the same line.
      const close = doubleStar[i + 3] ?? n;
      if (close < n && close < lineBreak[i + 2]!) return { inline: { kind: "strong", text: text.slice(i + 2, close) }, end: close + 2 };
    }
    if (ch === "[") {
      const close = closeBracket[i + 1] ?? n;
      if (close < n && close > i + 1 && text[close + 1] === "(") {
        const stop = parenOrSpace[close + 2] ?? n;
        if (stop < n && text[stop] === ")" && stop > close + 2) {
          const label = text.slice(i + 1, close);
          const href = safeHref(text.slice(close + 2, stop));
          return { inline: href ? { kind: "link", text: label, href } : { kind: "text", text: label }, end: stop + 1 };
        }
      }
    }
    if (ch === "`") {
      const close = backtick[i + 1] ?? n;
      if (close < n && close > i + 1) return { inline: { kind: "code", text: text.slice(i + 1, close) }, end: close + 1 };
    }
    if ((ch === "*" || ch === "_") && !is(i - 1, WORD) && text[i - 1] !== "*") {
      const after = text[i + 1];
      if (after !== undefined && !is(i + 1, SPACE) && after !== "*" && after !== "_") {
        const close = emCloser[i + 2] ?? n;
        if (close < n && close <= lineBreak[i + 1]!) return { inline: { kind: "em", text: text.slice(i + 1, close) }, end: close + 1 };
      }
    }
    return null;
  }

  const out: Inline[] = [];
  let last = 0;
  let i = 0;
  while (i < n) {
    const found = matchAt(i);
    if (!found) {
      i++;
      continue;
    }
    if (i > last) out.push({ kind: "text", text: text.slice(last, i) });
    out.push(found.inline);
    last = i = found.end;
  }
  if (last < n) out.push({ kind: "text", text: text.slice(last) });
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
  // `[^\S\n]*`, not `\s*`: a run of blank lines would make every line start rescan the whole run.
  return parseMarkdown(source.replace(/^([^\S\n]*)#(?=\s)/gm, "$1##"), { frontMatter: false }).blocks;
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
