import { useState } from "react";
import { FALLBACK_PRODUCT_IMAGE } from "~/lib/media";

/**
 * A product picture that falls back to the shop's placeholder when missing or broken. Width and
 * height are set (square packshots) so nothing shifts while it loads; below the fold it loads lazily.
 */
export function ProductImage({ src, alt, className = "", eager = false, sizes }: { src: string | null; alt: string; className?: string; eager?: boolean; sizes?: string }) {
  const [failed, setFailed] = useState(false);
  const url = !src || failed ? FALLBACK_PRODUCT_IMAGE : src;
  return (
    <img
      src={url}
      alt={alt}
      width={800}
      height={800}
      sizes={sizes}
      loading={eager ? "eager" : "lazy"}
      decoding="async"
      onError={() => setFailed(true)}
      className={className}
    />
  );
}
