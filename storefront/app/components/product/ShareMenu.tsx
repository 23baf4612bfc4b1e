import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from "~/components/ui/dropdown-menu";
import { Tooltip } from "~/components/ui/tooltip";
import { toast } from "~/components/ui/use-toast";
import { copyText, whatsappShareUrl } from "~/lib/share";
import type { Product } from "~/lib/types";
import { ShareIcon } from "./icons";

export function productUrl(slug: string, origin: string = typeof window === "undefined" ? "" : window.location.origin): string {
  return `${origin}/products/slug/${slug}`;
}

/** Share menu (spec §2): Copy Link (with the older-method fallback) and Share on WhatsApp. */
export function ShareMenu({ product, className = "" }: { product: Pick<Product, "name" | "slug">; className?: string }) {
  const onCopy = async () => {
    const ok = await copyText(productUrl(product.slug));
    toast(ok ? { title: "Link copied", description: "The product link is on your clipboard." } : { title: "Could not copy the link", description: productUrl(product.slug), variant: "destructive" });
  };
  return (
    <DropdownMenu modal={false}>
      <Tooltip label="Share">
        <DropdownMenuTrigger aria-label={`Share ${product.name}`} className={`flex h-10 w-10 items-center justify-center rounded-full bg-white/95 text-gray-800 shadow hover:text-brand-700 ${className}`}>
          <ShareIcon />
        </DropdownMenuTrigger>
      </Tooltip>
      <DropdownMenuContent>
        <DropdownMenuItem onSelect={() => void onCopy()}>Copy Link</DropdownMenuItem>
        <DropdownMenuItem asChild>
          <a href={whatsappShareUrl(`${product.name} on Glow: ${productUrl(product.slug)}`)} target="_blank" rel="noopener noreferrer">
            Share on WhatsApp
          </a>
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
