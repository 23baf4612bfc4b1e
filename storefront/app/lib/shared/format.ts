/** Prices are shown with the prefix GH₵ and two decimals (spec §1, §9), grouped by thousands. */
export function formatPrice(value: string | number | null | undefined): string {
  const amount = typeof value === "string" ? Number.parseFloat(value) : (value ?? 0);
  const safe = Number.isFinite(amount) ? amount : 0;
  const [whole, fraction] = Math.abs(safe).toFixed(2).split(".") as [string, string];
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return `${safe < 0 ? "-" : ""}GH₵${grouped}.${fraction}`;
}

/** Medusa amounts are decimal numbers in major units; the spec's Product.price is a string. */
export function toPriceString(amount: number | null | undefined): string {
  return (Number.isFinite(amount) ? (amount as number) : 0).toFixed(2);
}

export const LOW_STOCK_MAX = 10;

export type StockState = { kind: "out" } | { kind: "low"; left: number } | { kind: "in"; available: number };

/** null or 0 is out of stock; 1–10 is low stock (spec §9). */
export function stockState(stockQuantity: number | null): StockState {
  if (stockQuantity === null || stockQuantity <= 0) return { kind: "out" };
  if (stockQuantity <= LOW_STOCK_MAX) return { kind: "low", left: stockQuantity };
  return { kind: "in", available: stockQuantity };
}

/** Description lines starting with "- " or "• " render as list items. */
export type DescriptionBlock = { kind: "paragraph"; text: string } | { kind: "list"; items: string[] };

export function parseDescription(description: string | null | undefined): DescriptionBlock[] {
  const blocks: DescriptionBlock[] = [];
  for (const rawLine of (description ?? "").split(/\r?\n/)) {
    const line = rawLine.trim();
    if (!line) continue;
    const bullet = /^[-•]\s+(.*)$/.exec(line);
    const last = blocks[blocks.length - 1];
    if (bullet) {
      if (last?.kind === "list") last.items.push(bullet[1]!);
      else blocks.push({ kind: "list", items: [bullet[1]!] });
    } else {
      blocks.push({ kind: "paragraph", text: line });
    }
  }
  return blocks;
}
