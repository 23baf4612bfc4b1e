import { LocalFileService } from "@medusajs/file-local";
import type { FileTypes, LocalFileServiceOptions } from "@medusajs/framework/types";

/** Where staff download a private file (an order or product export) with their own dashboard session. */
export const PRIVATE_FILE_ROUTE = "/admin/glow/private-files";

/** Private files are Medusa's exports and imports: `private-<time>-<name>`, one folder, no paths. */
export const PRIVATE_FILE_KEY = /^private-\d+-[A-Za-z0-9][A-Za-z0-9._-]{0,200}$/;

export interface StaffFileLinkOptions extends LocalFileServiceOptions {
  /** Medusa's public address (MEDUSA_BACKEND_URL), where the dashboard and its session cookie live. */
  admin_url: string;
}

/**
 * Medusa's local file provider, with one change: a private file's "presigned" link. The local provider
 * answers `<backend>/static/private-…` for it, but private files are (rightly) not in the public
 * static folder, so the dashboard's Export → notification → download answered 404 (issue 30). The link
 * is now an /admin route (`GET /admin/glow/private-files/:key`): Medusa's staff authentication and the
 * role guard (ADR 225) decide who downloads, as for every other staff read. S3 keeps its own presigned
 * links (file-s3).
 */
export class StaffFileLinkService extends LocalFileService {
  static override identifier = "glow-localfs";

  private readonly adminUrl: string;

  constructor(container: unknown, options: StaffFileLinkOptions) {
    super(container, options);
    this.adminUrl = options.admin_url.replace(/\/+$/, "");
  }

  override async getPresignedDownloadUrl(file: FileTypes.ProviderGetFileDTO): Promise<string> {
    // Also checks that the file exists (NOT_FOUND otherwise), as before.
    const url = await super.getPresignedDownloadUrl(file);
    if (!PRIVATE_FILE_KEY.test(file.fileKey)) return url;
    return `${this.adminUrl}${PRIVATE_FILE_ROUTE}/${encodeURIComponent(file.fileKey)}`;
  }
}
