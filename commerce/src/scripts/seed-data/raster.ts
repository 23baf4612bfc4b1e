import sharp from "sharp";

/**
 * The demo pictures are drawn as SVG and uploaded as WebP, like the photos a real shop uploads.
 * An SVG <img> is laid out and painted on the browser's main thread, a few milliseconds per card on a
 * mid-range phone, and that work showed up as blocking time on the catalog pages (bench/README.md);
 * a WebP decodes off the main thread and gets the image route's responsive AVIF/WebP sizes.
 * Text is drawn with the machine's fonts (librsvg through fontconfig); without any installed font
 * only the label text is missing from the picture.
 */
export async function svgToWebp(svg: string, width: number, height: number): Promise<Buffer> {
  return sharp(Buffer.from(svg)).resize(width, height).webp({ quality: 82 }).toBuffer();
}
