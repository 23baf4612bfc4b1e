import { useEffect } from "react";
import type { Flash } from "~/lib/http/shop-toasts";
import { toast } from "./use-toast";

/** The last flash shown in this browser tab: a flash still in the root's data is not shown again. */
let shownId: string | null = null;

/**
 * Shows the toast a no-JavaScript form post left for this page (root loader, lib/flash.server.ts,
 * ADR 081) once the page has hydrated.
 */
export function FlashToast({ flash }: { flash: Flash | null }) {
  useEffect(() => {
    if (!flash || flash.id === shownId) return;
    shownId = flash.id;
    const { id: _id, ...input } = flash;
    toast(input);
  }, [flash]);
  return null;
}
