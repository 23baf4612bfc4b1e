import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { Tooltip } from "~/components/ui/tooltip";
import { toast } from "~/components/ui/use-toast";
import { copyText, whatsappShareUrl } from "~/lib/shared/share";
import type { Product } from "~/lib/shared/types";
import { ShareIcon } from "./icons";

export function productUrl(slug: string, origin: string = typeof window === "undefined" ? "" : window.location.origin): string {
  return `${origin}/products/slug/${slug}`;
}

/**
 * Share menu (spec §2): Copy Link (with the older-method fallback) and Share on WhatsApp.
 * A small menu button (WAI-ARIA menu pattern: arrows move, Escape closes and returns focus).
 */
export function ShareMenu({ product, className = "" }: { product: Pick<Product, "name" | "slug">; className?: string }) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    root.current?.querySelector<HTMLElement>("[role=menuitem]")?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open]);

  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) trigger.current?.focus();
  };
  const onCopy = async () => {
    close(true);
    const ok = await copyText(productUrl(product.slug));
    toast(ok ? { title: "Link copied", description: "The product link is on your clipboard." } : { title: "Could not copy the link", description: productUrl(product.slug), variant: "destructive" });
  };
  const onMenuKey = (event: KeyboardEvent) => {
    const items = [...(root.current?.querySelectorAll<HTMLElement>("[role=menuitem]") ?? [])];
    const index = items.indexOf(document.activeElement as HTMLElement);
    if (event.key === "Escape") {
      event.preventDefault();
      event.stopPropagation();
      close(true);
    } else if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      const next = (index + (event.key === "ArrowDown" ? 1 : -1) + items.length) % items.length;
      items[next]?.focus();
    } else if (event.key === "Tab") {
      setOpen(false);
    }
  };

  return (
    <div ref={root} className="relative">
      <Tooltip label="Share">
        <button
          ref={trigger}
          type="button"
          aria-label={`Share ${product.name}`}
          aria-haspopup="menu"
          aria-expanded={open}
          aria-controls={open ? menuId : undefined}
          onClick={() => setOpen((v) => !v)}
          className={`flex h-10 w-10 items-center justify-center rounded-full bg-white/95 text-gray-800 shadow hover:text-brand-700 ${className}`}
        >
          <ShareIcon />
        </button>
      </Tooltip>
      {open && (
        <div id={menuId} role="menu" aria-label={`Share ${product.name}`} onKeyDown={onMenuKey} className="absolute right-0 top-full z-50 mt-2 min-w-48 rounded-xl border border-gray-200 bg-white p-1 text-sm shadow-lg">
          <button type="button" role="menuitem" tabIndex={-1} onClick={() => void onCopy()} className="flex w-full items-center rounded-lg px-3 py-2.5 text-left text-gray-900 hover:bg-brand-50 focus:bg-brand-50 focus:outline-none">
            Copy Link
          </button>
          <a
            role="menuitem"
            tabIndex={-1}
            href={whatsappShareUrl(`${product.name} on Glow: ${productUrl(product.slug)}`)}
            target="_blank"
            rel="noopener noreferrer"
            onClick={() => close(false)}
            className="flex w-full items-center rounded-lg px-3 py-2.5 text-gray-900 hover:bg-brand-50 focus:bg-brand-50 focus:outline-none"
          >
            Share on WhatsApp
          </a>
        </div>
      )}
    </div>
  );
}
