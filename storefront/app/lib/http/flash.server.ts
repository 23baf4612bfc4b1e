import crypto from "node:crypto";
import { z } from "zod";
import { PRIVATE } from "./cache-headers";
import { clearFlashCookie, commitFlashValue, hasFlashCookie, readFlashValue } from "~/lib/auth/session.server";
import type { Flash, ShopToast } from "./shop-toasts";

/**
 * The toast of a form posted without JavaScript, carried to the page the shopper is sent back to
 * (ADR 081): a short-lived signed cookie (session.server.ts) the root loader reads and clears; the
 * page shows it once it has hydrated (components/ui/flash-toast.tsx). A page rendered with one is
 * `private, no-store`, so no shared cache and not the page cache (ADR 014) ever keeps it.
 */
const flashSchema = z.object({
  id: z.string().max(64),
  title: z.string().max(200),
  description: z.string().max(500),
  variant: z.enum(["default", "destructive"]).optional(),
  duration: z.number().int().positive().max(60_000).optional(),
});

/**
 * The flash this request carries (null when it has no flash cookie), and the cookie that clears it.
 * A cookie that is there but unusable (bad signature, another shape) is cleared all the same.
 */
export async function readFlash(request: Request): Promise<{ flash: Flash | null; clearCookie: string } | null> {
  if (!hasFlashCookie(request)) return null;
  const parsed = flashSchema.safeParse(await readFlashValue(request).catch(() => null));
  return { flash: parsed.success ? parsed.data : null, clearCookie: await clearFlashCookie() };
}

/** 303 to `to` (a path checked by safeReturnPath), with the toast to show there. */
export async function redirectWithToast(to: string, toast: ShopToast, extraCookies: string[] = []): Promise<Response> {
  const headers = new Headers({ Location: to, "Cache-Control": PRIVATE });
  headers.append("Set-Cookie", await commitFlashValue({ id: crypto.randomUUID(), ...toast } satisfies Flash));
  for (const cookie of extraCookies) headers.append("Set-Cookie", cookie);
  return new Response(null, { status: 303, headers });
}
