import type { Block, Inline } from "~/lib/content/markdown";

function Inlines({ content }: { content: Inline[] }) {
  return (
    <>
      {content.map((part, i) => {
        if (part.kind === "strong") return <strong key={i}>{part.text}</strong>;
        if (part.kind === "em") return <em key={i}>{part.text}</em>;
        if (part.kind === "code") return <code key={i} className="rounded bg-gray-100 px-1 py-0.5 text-sm">{part.text}</code>;
        if (part.kind === "link") {
          const external = /^https:/.test(part.href);
          return (
            <a key={i} href={part.href} className="font-semibold text-brand-700 underline" {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})}>
              {part.text}
            </a>
          );
        }
        return <span key={i}>{part.text}</span>;
      })}
    </>
  );
}

/** Renders parsed Markdown as React elements: nothing from a file is ever inserted as HTML. */
export function Markdown({ blocks }: { blocks: Block[] }) {
  return (
    <div className="space-y-4 leading-relaxed text-gray-800">
      {blocks.map((block, i) => {
        switch (block.kind) {
          case "heading":
            return block.level === 2 ? (
              <h2 key={i} id={block.id} className="scroll-mt-24 pt-4 font-display text-2xl font-bold text-gray-900">
                {block.text}
              </h2>
            ) : (
              <h3 key={i} id={block.id} className="scroll-mt-24 pt-2 text-lg font-semibold text-gray-900">
                {block.text}
              </h3>
            );
          case "paragraph":
            return (
              <p key={i}>
                <Inlines content={block.content} />
              </p>
            );
          case "note":
            return (
              <p key={i} className="rounded-xl border-l-4 border-brand-600 bg-brand-50 p-4">
                <Inlines content={block.content} />
              </p>
            );
          case "list": {
            const List = block.ordered ? "ol" : "ul";
            return (
              <List key={i} className={`space-y-1 pl-6 ${block.ordered ? "list-decimal" : "list-disc"}`}>
                {block.items.map((item, j) => (
                  <li key={j}>
                    <Inlines content={item} />
                  </li>
                ))}
              </List>
            );
          }
          case "table":
            return (
              <div key={i} className="overflow-x-auto">
                <table className="w-full border-collapse text-left text-sm">
                  <thead>
                    <tr>
                      {block.head.map((cell, j) => (
                        <th key={j} scope="col" className="border-b-2 border-gray-300 px-3 py-2 font-semibold">
                          <Inlines content={cell} />
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {block.rows.map((row, r) => (
                      <tr key={r} className="border-b border-gray-200">
                        {row.map((cell, j) => (
                          <td key={j} className="px-3 py-2 align-top">
                            <Inlines content={cell} />
                          </td>
                        ))}
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            );
        }
      })}
    </div>
  );
}
