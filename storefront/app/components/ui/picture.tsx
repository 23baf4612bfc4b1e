import { forwardRef, type ImgHTMLAttributes } from "react";
import { IMAGE_FORMATS, IMAGE_WIDTHS, responsiveSrcSet, type ImageWidth } from "~/lib/media/media";

type PictureProps = Omit<ImgHTMLAttributes<HTMLImageElement>, "src" | "srcSet" | "sizes"> & {
  src: string;
  /** How wide the picture is drawn (the `<img sizes>` syntax): the browser picks the width to download. */
  sizes: string;
  /** The widths offered; fewer keep a page's HTML small where the layout needs only a few. */
  widths?: readonly ImageWidth[];
};

/**
 * An uploaded picture offered as AVIF and WebP in the widths the layout needs (routes/media.$.ts
 * resizes), so a phone on mobile data downloads a few kilobytes instead of the original upload: a
 * news picture of 17 KB is 3–4 KB as a 480–640 px AVIF. Pictures that are not raster uploads (SVG,
 * other hosts) are a plain `<img>`.
 */
export const Picture = forwardRef<HTMLImageElement, PictureProps>(function Picture({ src, sizes, widths = IMAGE_WIDTHS, ...img }, ref) {
  const sources = IMAGE_FORMATS.map((format) => ({ format, srcSet: responsiveSrcSet(src, format, widths) })).filter((source) => source.srcSet);
  const image = <img ref={ref} src={src} sizes={sources.length > 0 ? sizes : undefined} decoding="async" {...img} />;
  if (sources.length === 0) return image;
  return (
    // `contents` keeps the <img> the layout box, exactly as without <picture>.
    <picture className="contents">
      {sources.map((source) => (
        <source key={source.format} type={`image/${source.format}`} srcSet={source.srcSet ?? undefined} sizes={sizes} />
      ))}
      {image}
    </picture>
  );
});
