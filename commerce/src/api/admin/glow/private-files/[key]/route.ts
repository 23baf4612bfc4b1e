import { pipeline } from "node:stream/promises";
import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http";
import { MedusaError, Modules } from "@medusajs/framework/utils";
import { PRIVATE_FILE_KEY } from "../../../../../modules/staff-file-links/service";

const CONTENT_TYPES: Record<string, string> = { csv: "text/csv; charset=utf-8", json: "application/json", txt: "text/plain; charset=utf-8" };

/**
 * GET /admin/glow/private-files/:key — a private file (Medusa's order or product export, an import's
 * upload) for staff: Medusa answers 401 without a staff session or token, the role guard 403 for a
 * role without it (ADR 225: owner and manager). Only the private folder's own names: anything else,
 * or a file that is not there, is 404.
 */
export async function GET(req: AuthenticatedMedusaRequest<unknown, { key?: string }>, res: MedusaResponse): Promise<void> {
  const key = req.params.key ?? "";
  if (!PRIVATE_FILE_KEY.test(key)) throw new MedusaError(MedusaError.Types.NOT_FOUND, "There is no such file.");
  const files = req.scope.resolve(Modules.FILE);
  try {
    // The provider checks the file is there (NOT_FOUND otherwise) before it hands out a link.
    await files.retrieveFile(key);
  } catch {
    throw new MedusaError(MedusaError.Types.NOT_FOUND, "There is no such file. Run the export again from the dashboard.");
  }
  const stream = await files.getDownloadStream(key);
  const name = key.replace(/^private-\d+-/, "");
  res.status(200);
  res.setHeader("Content-Type", CONTENT_TYPES[name.split(".").pop()!.toLowerCase()] ?? "application/octet-stream");
  res.setHeader("Content-Disposition", `attachment; filename="${name}"`);
  res.setHeader("Cache-Control", "private, no-store");
  res.setHeader("X-Content-Type-Options", "nosniff");
  await pipeline(stream, res);
}
