/**
 * The installable shop's build step (ADR 210), a Vite plugin of the client build: it adds to
 * build/client the Web App Manifest, the app icons rendered from our own art
 * (app/lib/offline/glow-mark.svg) with sharp, which the storefront already uses for product
 * pictures, and the service worker bundled with esbuild from app/lib/offline/service-worker.ts.
 * Nothing is fetched at build or run time.
 */
import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { build as esbuild } from "esbuild";
import sharp from "sharp";
import type { Plugin } from "vite";
import { webAppManifest, ICONS } from "./app/lib/offline/manifest";

const here = import.meta.dirname;

export function pwaBuild(): Plugin {
  return {
    name: "glow-pwa",
    apply: "build",
    async generateBundle(_options, bundle) {
      // Every deployment whose client files differ gets a worker whose bytes differ: browsers install it.
      const build = createHash("sha256").update(Object.keys(bundle).sort().join("\n")).digest("hex").slice(0, 12);
      const worker = await esbuild({
        entryPoints: [path.join(here, "app/lib/offline/service-worker.ts")],
        bundle: true,
        write: false,
        format: "iife",
        minify: true,
        target: "es2020",
        legalComments: "none",
        define: { __GLOW_BUILD__: JSON.stringify(build) },
      });
      this.emitFile({ type: "asset", fileName: "sw.js", source: worker.outputFiles[0]!.text });
      this.emitFile({ type: "asset", fileName: "manifest.webmanifest", source: JSON.stringify(webAppManifest()) });
      const art = await readFile(path.join(here, "app/lib/offline/glow-mark.svg"));
      for (const icon of ICONS) {
        const png = await sharp(art, { density: 300 }).resize(icon.size, icon.size).png({ compressionLevel: 9 }).toBuffer();
        this.emitFile({ type: "asset", fileName: icon.src.slice(1), source: png });
      }
    },
  };
}
