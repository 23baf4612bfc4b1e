/**
 * Returns from the order page (ADR 230), the parts both the server and the browser use: the form's
 * fields turned into the request the commerce app takes, checked with the one schema
 * (`ReturnRequestBodySchema` in @glow/shop-contracts) that the commerce app checks it with too.
 */
import { RETURN_STATE_LABELS, ReturnRequestBodySchema, type OrderReturnsAnswer, type ReturnRequestBody, type ReturnState } from "@glow/shop-contracts";

/** The form's quantity field of an order line: `qty_<line id>`. */
export const quantityField = (lineId: string) => `qty_${lineId}`;

export type ReturnFormResult = { ok: true; body: ReturnRequestBody } | { ok: false; message: string };

/**
 * The form (one quantity field per returnable line, `reason`, `note`) as the request: lines left at
 * 0 are not sent; a quantity that is not a whole number is refused by the schema with its message.
 */
export function returnRequestFromForm(fields: Record<string, unknown>): ReturnFormResult {
  const items: Array<{ line_id: string; quantity: unknown }> = [];
  for (const [name, raw] of Object.entries(fields)) {
    if (!name.startsWith("qty_")) continue;
    const text = typeof raw === "string" ? raw.trim() : "";
    if (text === "" || text === "0") continue;
    // A number the schema then checks (whole, 1–99); anything else stays text and is refused with its message.
    const quantity = Number(text);
    items.push({ line_id: name.slice(4), quantity: Number.isFinite(quantity) ? quantity : text });
  }
  const note = typeof fields.note === "string" && fields.note.trim() ? fields.note : undefined;
  const parsed = ReturnRequestBodySchema.safeParse({ items, reason: fields.reason || undefined, ...(note ? { note } : {}) });
  if (parsed.success) return { ok: true, body: parsed.data };
  return { ok: false, message: parsed.error.issues[0]?.message ?? "Please check the form." };
}

export interface ReturnLineState {
  returnableQuantity: number;
  returnedQuantity: number;
  receivedQuantity: number;
  refundedQuantity: number;
  returnBy: string | null;
}

/** Each order line's return figures, by line id (lines Medusa did not answer count as not returnable). */
export function returnLinesById(answer: OrderReturnsAnswer | null): Map<string, ReturnLineState> {
  return new Map(
    (answer?.lines ?? []).map((line) => [
      line.line_id,
      { returnableQuantity: line.returnable_quantity, returnedQuantity: line.returned_quantity, receivedQuantity: line.received_quantity, refundedQuantity: line.refunded_quantity, returnBy: line.return_by },
    ]),
  );
}

export function returnStateLabel(state: ReturnState): string {
  return RETURN_STATE_LABELS[state];
}
