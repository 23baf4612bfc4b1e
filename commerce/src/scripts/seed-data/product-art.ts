import type { PackShape } from "./catalog";

/**
 * Product pictures made at seed time: a packshot-style SVG per product, uploaded as WebP (raster.ts),
 * so the shop never downloads an image from the internet.
 */
export interface ArtInput {
  brand: string;
  sizeLabel: string;
  shape: PackShape;
  palette: [string, string];
  /** Varies the composition between products of the same shape. */
  seed: number;
}

const escapeXml = (text: string): string =>
  text.replace(/[<>&'"]/g, (ch) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[ch] ?? ch);

function pack(shape: PackShape, accent: string): string {
  switch (shape) {
    case "bottle":
      return `<rect x="330" y="150" width="140" height="70" rx="14" fill="#1f2937"/><rect x="270" y="210" width="260" height="420" rx="40" fill="${accent}"/><rect x="300" y="360" width="200" height="170" rx="14" fill="#fff" opacity=".92"/>`;
    case "pump":
      return `<rect x="385" y="120" width="30" height="90" fill="#1f2937"/><rect x="385" y="120" width="110" height="26" rx="10" fill="#1f2937"/><rect x="345" y="200" width="110" height="40" rx="10" fill="#374151"/><rect x="280" y="235" width="240" height="400" rx="50" fill="${accent}"/><rect x="305" y="370" width="190" height="170" rx="14" fill="#fff" opacity=".92"/>`;
    case "tube":
      return `<path d="M300 170 h200 l-30 420 h-140 z" fill="${accent}"/><rect x="340" y="590" width="120" height="60" rx="10" fill="#1f2937"/><rect x="320" y="300" width="160" height="170" rx="12" fill="#fff" opacity=".92"/>`;
    case "jar":
      return `<rect x="240" y="300" width="320" height="70" rx="16" fill="#1f2937"/><rect x="220" y="360" width="360" height="260" rx="40" fill="${accent}"/><rect x="260" y="420" width="280" height="140" rx="14" fill="#fff" opacity=".92"/>`;
    case "lipstick":
      return `<path d="M355 170 q45 -50 90 0 v150 h-90 z" fill="#9f1239"/><rect x="335" y="310" width="130" height="60" rx="6" fill="#d4af37"/><rect x="320" y="365" width="160" height="270" rx="14" fill="${accent}"/><rect x="335" y="440" width="130" height="120" rx="10" fill="#fff" opacity=".92"/>`;
    case "compact":
      return `<circle cx="400" cy="420" r="200" fill="${accent}"/><circle cx="400" cy="420" r="150" fill="#fff" opacity=".92"/><circle cx="400" cy="420" r="200" fill="none" stroke="#d4af37" stroke-width="10"/>`;
    case "polish":
      return `<rect x="365" y="130" width="70" height="200" rx="12" fill="#1f2937"/><rect x="290" y="320" width="220" height="300" rx="60" fill="${accent}"/><rect x="320" y="420" width="160" height="120" rx="14" fill="#fff" opacity=".92"/>`;
    case "dropper":
      return `<ellipse cx="400" cy="150" rx="40" ry="50" fill="#1f2937"/><rect x="360" y="180" width="80" height="90" rx="8" fill="#d4af37"/><rect x="300" y="260" width="200" height="370" rx="30" fill="${accent}" opacity=".95"/><rect x="320" y="380" width="160" height="160" rx="12" fill="#fff" opacity=".92"/>`;
    case "spray":
      return `<rect x="360" y="140" width="80" height="60" rx="10" fill="#1f2937"/><rect x="375" y="195" width="50" height="50" fill="#d4af37"/><rect x="270" y="240" width="260" height="390" rx="70" fill="${accent}" opacity=".95"/><rect x="305" y="380" width="190" height="160" rx="14" fill="#fff" opacity=".92"/>`;
  }
}

export function productArtSvg(input: ArtInput): string {
  const [light, deep] = input.palette;
  const brand = escapeXml(input.brand.replace(/\s*\(demo\)$/, ""));
  const size = escapeXml(input.sizeLabel);
  const labelY = input.shape === "jar" ? 490 : input.shape === "compact" ? 420 : input.shape === "lipstick" ? 500 : 450;
  const fontSize = brand.length > 16 ? 18 : 24;
  const bubbleX = 120 + (input.seed % 5) * 120;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 800" role="img" aria-label="${brand} ${size}">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="#ffffff"/></linearGradient></defs>
<rect width="800" height="800" fill="url(#bg)"/>
<circle cx="${bubbleX}" cy="140" r="90" fill="${deep}" opacity=".08"/>
<circle cx="${800 - bubbleX}" cy="690" r="130" fill="${deep}" opacity=".07"/>
<ellipse cx="400" cy="660" rx="220" ry="26" fill="#000" opacity=".08"/>
${pack(input.shape, deep)}
<text x="400" y="${labelY}" text-anchor="middle" font-family="Georgia, serif" font-size="${fontSize}" font-weight="700" fill="${deep}">${brand}</text>
<text x="400" y="${labelY + 34}" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="18" fill="#374151">${size}</text>
</svg>
`;
}
