import { once } from "node:events";
import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http";
import { parseInput } from "@glow/medusa-http";
import { orderExportHeader, orderExportRows } from "../../../../../reports/order-export";
import { forEachOrderPage } from "../../../../../reports/orders";
import { ReportRangeQuery } from "../validators";

/**
 * GET /admin/glow/reports/orders.csv?from=2026-11-01&to=2026-11-30 — staff only (Medusa answers 401
 * to anyone without a staff session or token, like every /admin route): the orders placed in the
 * range, one CSV row per order line (ORDER_EXPORT_COLUMNS, ADR 215), written a page of orders at a
 * time as they are read. Medusa's own export wrote a private file whose link answered 404.
 */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse): Promise<void> {
  const range = parseInput(ReportRangeQuery, req.query);
  // The headers go with the first page read, so a failure before it is still an error answer.
  let started = false;
  const write = async (text: string) => {
    if (!started) {
      started = true;
      res.status(200);
      res.setHeader("Content-Type", "text/csv; charset=utf-8");
      res.setHeader("Content-Disposition", `attachment; filename="glow-orders-${range.from}-to-${range.to}.csv"`);
      res.setHeader("Cache-Control", "no-store");
      // The byte-order mark makes spreadsheets read the file as UTF-8 (names, "—").
      res.write(`\uFEFF${orderExportHeader()}`);
    }
    // Wait while the connection is behind, so a long export never piles up in memory.
    if (text && !res.write(text)) await Promise.race([once(res, "drain"), once(res, "close")]);
  };
  try {
    await forEachOrderPage(req.scope, range, (orders) => write(orders.map(orderExportRows).join("")));
  } catch (error) {
    if (!started) throw error;
    // Headers are gone: end the file visibly broken rather than looking complete.
    res.write("\r\nThe export stopped because of an error; download it again.\r\n");
    res.end();
    return;
  }
  await write("");
  res.end();
}
