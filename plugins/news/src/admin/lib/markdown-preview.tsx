import { parseArticleMarkdown, type Inline } from "@glow/shop-contracts";

/**
 * The News editor's preview: the article parsed by the same Markdown subset parser the storefront
 * uses (`parseArticleMarkdown()` from @glow/shop-contracts, ADR 090), rendered as React elements,
 * never as HTML. Links other than site paths, #anchors, https, mailto and tel show as text.
 */
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
      {parseArticleMarkdown(source).map((block, i) => {
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
        if (block.kind === "table") {
          return (
            <table key={i} className="w-full border-collapse text-left text-sm">
              <thead>
                <tr>{block.head.map((cell, j) => <th key={j} scope="col" className="border-b border-ui-border-strong px-2 py-1"><Inlines content={cell} /></th>)}</tr>
              </thead>
              <tbody>
                {block.rows.map((row, r) => (
                  <tr key={r}>{row.map((cell, j) => <td key={j} className="border-b border-ui-border-base px-2 py-1"><Inlines content={cell} /></td>)}</tr>
                ))}
              </tbody>
            </table>
          );
        }
        if (block.kind === "note") return <p key={i} className="border-l-4 border-ui-border-strong bg-ui-bg-subtle p-3"><Inlines content={block.content} /></p>;
        return <p key={i}><Inlines content={block.content} /></p>;
      })}
    </div>
  );
}
