import { useState } from "react";
import { FALLBACK_PRODUCT_IMAGE } from "~/lib/media";

/** A product picture that falls back to the shop's placeholder when missing or broken. */
export function ProductImage({ src, alt, className = "", eager = false }: { src: string | null; alt: string; className?: string; eager?: boolean }) {
  const [failed, setFailed] = useState(false);
  return (
    <img
      src={!src || failed ? FALLBACK_PRODUCT_IMAGE : src}
      alt={alt}
      width={800}
      height={800}
      loading={eager ? "eager" : "lazy"}
      decoding="async"
      onError={() => setFailed(true)}
      className={className}
    />
  );
}
