import { parseDescription } from "~/lib/shared/format";

/** The description, where bullet lines ("- " or "• ") render as lists (spec §2). */
export function ProductDescription({ description, className = "" }: { description: string | null; className?: string }) {
  const blocks = parseDescription(description);
  if (blocks.length === 0) return null;
  return (
    <div className={`space-y-3 text-gray-800 ${className}`} data-testid="product-description">
      {blocks.map((block, i) =>
        block.kind === "list" ? (
          <ul key={i} className="list-disc space-y-1 pl-5">
            {block.items.map((item, j) => (
              <li key={j}>{item}</li>
            ))}
          </ul>
        ) : (
          <p key={i}>{block.text}</p>
        ),
      )}
    </div>
  );
}
