import { vitePlugin as remix } from "@remix-run/dev";
import tailwindcss from "@tailwindcss/vite";
import path from "node:path";
import { constants as zlib } from "node:zlib";
import { defineConfig } from "vite";
import { compression, defineAlgorithm } from "vite-plugin-compression2";
import tsconfigPaths from "vite-tsconfig-paths";
import { pwaBuild } from "./pwa-build";

declare module "@remix-run/node" {
  interface Future {
    v3_singleFetch: true;
  }
}

type ModuleInfoOf = (id: string) => { importedIds: readonly string[]; importers: readonly string[] } | null;

/** React, React DOM and the scheduler, by their files in node_modules. */
const REACT = /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/;
/** zod's core and zod/mini, without the classic API (which only some pages load). */
const ZOD_MINI = /[\\/]node_modules[\\/]zod[\\/](v4[\\/](core|mini)[\\/]|mini[\\/])/;

/**
 * The client's chunks, by what a page needs first (ADR 095). Rollup's default split gave the home
 * page 23 files of 1–47 KB; on a slow phone connection every file costs a round trip on one of the
 * browser's six connections (300 ms on Regular 3G), which put the arrival of the last script at
 * ~4.8 s. Grouped, the home page loads 6: the entry, React (+ React DOM, evaluated in a task of its
 * own, ADR 094), the shell (everything the root route imports: every page needs it), the catalog
 * (what the three browsing pages share) and the route module.
 */
function clientChunks() {
  const cache = new Map<string, Set<string>>();
  /** Every module a route module imports statically, itself included. */
  const reachable = (route: string, getModuleInfo: ModuleInfoOf): Set<string> => {
    const known = cache.get(route);
    if (known) return known;
    const found = new Set<string>();
    const stack = [path.resolve(import.meta.dirname, "app", route)];
    while (stack.length > 0) {
      const id = stack.pop()!;
      if (found.has(id)) continue;
      const info = getModuleInfo(id);
      if (!info) continue;
      found.add(id);
      stack.push(...info.importedIds);
    }
    cache.set(route, found);
    return found;
  };
  return (id: string, { getModuleInfo }: { getModuleInfo: ModuleInfoOf }): string | undefined => {
    // React travels with React DOM (a chunk importing nothing, so the boot can evaluate it alone).
    if (REACT.test(id)) return "react-dom";
    // So do the modules React's files import that are not files (plugins' virtual modules: the
    // CommonJS interop helpers), whoever else imports them (ADR 152): Rollup's public module info.
    if (!path.isAbsolute(id) && getModuleInfo(id)?.importers.some((importer) => REACT.test(importer))) return "react-dom";
    // zod's core and its mini API are a chunk of their own: /auth and the forms need only them (a few
    // KB). Unassigned, Rollup pulls them into the first manual chunk that imports them (the product
    // page's), and /auth then loaded 110 KB of product and catalog code with them.
    if (ZOD_MINI.test(id)) return "zod-mini";
    // Route modules stay chunks of their own: Remix loads them by route.
    if (/[\\/]app[\\/]routes[\\/]/.test(id)) return undefined;
    if (reachable("root.tsx", getModuleInfo).has(id)) return "shell";
    // The browsing pages: what they share, and the two list pages' own components (a few KB; other
    // routes import some of them too, which would otherwise make a file of each). The product page's
    // own components (reviews, share menu…) are a chunk of their own. Libraries only one page
    // imports stay with it.
    const [home, list, product] = BROWSING_ROUTES.map((route) => reachable(route, getModuleInfo).has(id));
    const shared = [home, list, product].filter(Boolean).length >= 2;
    if (shared) return "catalog";
    if (/[\\/]node_modules[\\/]/.test(id)) return undefined;
    if (home || list) return "catalog";
    if (product) return "product";
    return undefined;
  };
}

/**
 * Every script, style, icon and the worker stored beside itself compressed at the strongest settings,
 * once per build (server-app.ts serves these files as they are): Brotli 11 is 14 % smaller than the
 * level 4 a per-response compression can afford (136 against 158 KB for the home page's scripts and
 * styles, issue 32's data budget), and no CPU is spent on it per request.
 */
function precompressed() {
  return compression({
    include: /\.(js|css|svg|json|webmanifest|txt)$/,
    threshold: 1024,
    algorithms: [
      defineAlgorithm("brotliCompress", { params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY } }),
      defineAlgorithm("gzip", { level: 9 }),
    ],
    logLevel: "silent",
  });
}

const BROWSING_ROUTES = ["routes/_index.tsx", "routes/products._index.tsx", "routes/products.slug.$slug.tsx"] as const;

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    tailwindcss(),
    remix({
      future: {
        v3_fetcherPersist: true,
        v3_relativeSplatPath: true,
        v3_throwAbortReason: true,
        v3_singleFetch: true,
        v3_lazyRouteDiscovery: true,
      },
    }),
    tsconfigPaths(),
    // The manifest, icons and service worker go with the client build only (ADR 210).
    ...(isSsrBuild ? [] : [pwaBuild(), precompressed()]),
  ],
  server: { port: Number(process.env.PORT ?? 3000) },
  // The server build keeps Rollup's default split (one process reads it from disk once).
  build: isSsrBuild ? {} : { rollupOptions: { output: { manualChunks: clientChunks() } } },
}));
