/**
 * The News editor's preview: the same small Markdown subset the storefront renders
 * (storefront/app/lib/markdown.ts — plugins cannot import the storefront), rendered as React
 * elements, never as HTML. Links other than site paths, https, mailto and tel show as text.
 */
type Inline = { kind: "text" | "strong" | "em" | "code"; text: string } | { kind: "link"; text: string; href: string };
type Block =
  | { kind: "heading"; level: 2 | 3; text: string }
  | { kind: "paragraph" | "note"; content: Inline[] }
  | { kind: "list"; ordered: boolean; items: Inline[][] };

export function safeHref(href: string): string | null {
  if (/^\/(?!\/)/.test(href) || href.startsWith("#")) return href;
  if (/^(https:\/\/|mailto:|tel:)/i.test(href)) return href;
  return null;
}

function parseInline(text: string): Inline[] {
  const out: Inline[] = [];
  const pattern = /\*\*(.+?)\*\*|\[([^\]]+)\]\(([^)\s]+)\)|`([^`]+)`|(?<![\w*])[*_](?![\s*_])(.+?)(?<![\s*_])[*_](?![\w*])/g;
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    if (match.index! > last) out.push({ kind: "text", text: text.slice(last, match.index) });
    if (match[1] !== undefined) out.push({ kind: "strong", text: match[1] });
    else if (match[4] !== undefined) out.push({ kind: "code", text: match[4] });
    else if (match[5] !== undefined) out.push({ kind: "em", text: match[5] });
    else {
      const href = safeHref(match[3]!);
      out.push(href ? { kind: "link", text: match[2]!, href } : { kind: "text", text: match[2]! });
    }
    last = match.index! + match[0].length;
  }
  if (last < text.length) out.push({ kind: "text", text: text.slice(last) });
  return out;
}

function parse(source: string): Block[] {
  const lines = source.replace(/\r\n?/g, "\n").split("\n");
  const blocks: Block[] = [];
  let i = 0;
  while (i < lines.length) {
    const line = lines[i]!.trim();
    if (!line) {
      i++;
      continue;
    }
    const heading = /^(#{1,3})\s+(.*)$/.exec(line);
    if (heading) {
      blocks.push({ kind: "heading", level: heading[1]!.length === 3 ? 3 : 2, text: heading[2]!.trim() });
      i++;
      continue;
    }
    if (/^[-*]\s+/.test(line) || /^\d+\.\s+/.test(line)) {
      const ordered = /^\d+\./.test(line);
      const items: Inline[][] = [];
      while (i < lines.length && (ordered ? /^\d+\.\s+/ : /^[-*]\s+/).test(lines[i]!.trim())) items.push(parseInline(lines[i++]!.trim().replace(/^([-*]|\d+\.)\s+/, "")));
      blocks.push({ kind: "list", ordered, items });
      continue;
    }
    if (line.startsWith(">")) {
      const parts: string[] = [];
      while (i < lines.length && lines[i]!.trim().startsWith(">")) parts.push(lines[i++]!.trim().replace(/^>\s?/, ""));
      blocks.push({ kind: "note", content: parseInline(parts.join(" ")) });
      continue;
    }
    const parts: string[] = [];
    while (i < lines.length && lines[i]!.trim() && !/^(#{1,3}\s|[-*]\s|\d+\.\s|>)/.test(lines[i]!.trim())) parts.push(lines[i++]!.trim());
    blocks.push({ kind: "paragraph", content: parseInline(parts.join(" ")) });
  }
  return blocks;
}

function Inlines({ content }: { content: Inline[] }) {
  return (
    <>
      {content.map((part, i) => {
        if (part.kind === "strong") return <strong key={i}>{part.text}</strong>;
        if (part.kind === "em") return <em key={i}>{part.text}</em>;
        if (part.kind === "code") return <code key={i} className="rounded bg-ui-bg-subtle px-1">{part.text}</code>;
        if (part.kind === "link") return <a key={i} href={part.href} target="_blank" rel="noopener noreferrer" className="text-ui-fg-interactive underline">{part.text}</a>;
        return <span key={i}>{part.text}</span>;
      })}
    </>
  );
}

export function MarkdownPreview({ source }: { source: string }) {
  return (
    <div className="flex flex-col gap-3 text-ui-fg-base" data-testid="markdown-preview">
      {parse(source).map((block, i) => {
        if (block.kind === "heading") return block.level === 2 ? <h2 key={i} className="text-xl font-semibold">{block.text}</h2> : <h3 key={i} className="text-lg font-semibold">{block.text}</h3>;
        if (block.kind === "list") {
          const List = block.ordered ? "ol" : "ul";
          return (
            <List key={i} className={`pl-6 ${block.ordered ? "list-decimal" : "list-disc"}`}>
              {block.items.map((item, j) => (
                <li key={j}><Inlines content={item} /></li>
              ))}
            </List>
          );
        }
        if (block.kind === "note") return <p key={i} className="border-l-4 border-ui-border-strong bg-ui-bg-subtle p-3"><Inlines content={block.content} /></p>;
        return <p key={i}><Inlines content={block.content} /></p>;
      })}
    </div>
  );
}
