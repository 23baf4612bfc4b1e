import { useEffect, useRef, useState } from "react";
import { Picture } from "~/components/ui/picture";
import { FALLBACK_PRODUCT_IMAGE } from "~/lib/media/media";

/**
 * A product picture that falls back to the shop's placeholder when missing or broken. Width and
 * height are set (square packshots) so nothing shifts while it loads; below the fold it loads lazily.
 * Uploaded photos are offered as AVIF and WebP in the widths the layout needs (`sizes`, `Picture`), so
 * a phone on mobile data downloads a 320-pixel AVIF instead of the original upload.
 */
export function ProductImage({ src, alt, className = "", eager = false, sizes = "(min-width: 768px) 50vw, 100vw" }: { src: string | null; alt: string; className?: string; eager?: boolean; sizes?: string }) {
  const [failed, setFailed] = useState(false);
  const imgRef = useRef<HTMLImageElement>(null);
  // A picture that failed before React hydrated (its error event came too early for onError) falls
  // back too: loaded but with no pixels means broken. (Lazy pictures not yet requested are not complete.)
  useEffect(() => {
    const img = imgRef.current;
    if (img && img.complete && img.naturalWidth === 0 && img.getAttribute("src") !== FALLBACK_PRODUCT_IMAGE) setFailed(true);
  }, []);
  const url = !src || failed ? FALLBACK_PRODUCT_IMAGE : src;
  return (
    <Picture
      ref={imgRef}
      src={url}
      alt={alt}
      width={800}
      height={800}
      sizes={sizes}
      loading={eager ? "eager" : "lazy"}
      onError={() => setFailed(true)}
      className={className}
    />
  );
}
