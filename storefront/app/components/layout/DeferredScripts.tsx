import { Scripts, useMatches } from "@remix-run/react";
import { useState } from "react";

/**
 * The `<template>` holding Remix's <Scripts> output; the boot puts the live copies in it too, as its
 * children (those are in the document, unlike the template's content).
 */
export const BOOT_BOX_ID = "glow-boot";
/** Start the app at the latest this long after DOMContentLoaded, even if images are still loading. */
export const BOOT_CAP_MS = 2000;
/**
 * Starting a module preload costs the main thread ~0.5 ms (×4 on a mid-range phone); twenty in one
 * task made a 20–27 ms task on the test machine. They are added a few per task instead.
 */
export const PRELOADS_PER_TASK = 4;

/**
 * Chunks the boot evaluates one by one, each in a task of its own, before Remix's module script
 * (vite.config.ts `manualChunks`, ADR 094/095): React with React DOM (36 of the 54 ms the app's first
 * task took at 4× CPU on the home page), then the shell (Remix, React Query, the layout). Evaluated
 * in Remix's module script together with the route modules and the first render, they made tasks
 * over the 50 ms that Lighthouse's Regular 3G time to interactive counts (bench/README.md).
 */
export const FIRST_CHUNKS = [/\/react-dom-/, /\/shell-/] as const;

/** A route module exports `handle = DEFER_SCRIPTS` to have its pages start their JavaScript after load. */
export const DEFER_SCRIPTS = { deferScripts: true } as const;

/**
 * A route module exports `handle = NO_SCRIPTS` for a page rendered without any script (the offline
 * page, routes/offline.tsx: the service worker edits its HTML, nothing must hydrate it).
 */
export const NO_SCRIPTS = { noScripts: true } as const;

/** Whether the page was rendered for a route that exports `handle = NO_SCRIPTS`. */
export function rendersNoScripts(matches: ReadonlyArray<{ handle?: unknown }>): boolean {
  return matches.some((match) => (match.handle as { noScripts?: boolean } | undefined)?.noScripts === true);
}

/**
 * Remix's <Scripts>; on the browsing pages that opt in (home, catalog, product page: their route
 * exports `handle = DEFER_SCRIPTS`), with the app's JavaScript requested after the page has loaded
 * (ADR 076, ADR 152). Pages whose purpose is a form driven by JavaScript (sign-in, sign-up,
 * checkout…) keep Remix's timing: a shopper may start typing at once.
 *
 * Remix puts a `<link rel="modulepreload">` for every module of the page (≈140 KB gzip on a
 * catalog page) and a module script that imports them at the end of the body. The browser's
 * preload scanner requests them all at once with high priority, next to the stylesheet and the
 * first product pictures, and Lighthouse's simulation then counts them in the first paint.
 *
 * How (public APIs only): the server renders Remix's `<Scripts nonce>` unchanged inside a
 * `<template>`. The HTML parser puts a template's content in an inert fragment: nothing in it is
 * fetched, preloaded or run. A small inline script (with the CSP nonce) right after it runs Remix's
 * context script at once (the single-fetch stream that follows in the HTML needs it) and, once the
 * page has loaded and been painted, clones the preload links and the module script into the
 * template element itself (children, not content: they are in the document). Cloned scripts were
 * never started, so they run when inserted. In the browser the template is rendered with an empty
 * `dangerouslySetInnerHTML`: React neither hydrates nor touches an element's children then, so the
 * parsed template matches and React never sees the copies. No extra box: the home document is at
 * the 14.6 KB of a first round trip (ADR 094).
 */
export function DeferredScripts({ nonce }: { nonce: string }) {
  const matches = useMatches();
  // Decided by the page the document was rendered for: client navigations keep the same tree.
  const [defer] = useState(() => matches.some((match) => (match.handle as { deferScripts?: boolean } | undefined)?.deferScripts === true));
  if (rendersNoScripts(matches)) return null;
  if (!defer) return <Scripts nonce={nonce} />;
  return (
    <>
      {typeof document === "undefined" ? (
        <template id={BOOT_BOX_ID}>
          <Scripts nonce={nonce} />
        </template>
      ) : (
        <template id={BOOT_BOX_ID} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: "" }} />
      )}
      <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: BOOT_SCRIPT }} />
    </>
  );
}

/**
 * The inline boot (plain ES5, runs during parsing). Every byte counts: the home document is at the
 * 14.6 KB of a first round trip (ADR 094). k(el, parent): a clone of a template element, put in the
 * template (or parent); clones keep their attributes, Remix's nonce included (the chunks' own
 * scripts need none: CSP allows 'self'). The context script runs at once; b() adds the preload
 * links a few per task, then the first chunks' module scripts one per task (g), then Remix's module
 * script. w() waits for the first contentful paint, frame by frame. A tap or key press
 * (`pointerdown` covers touch) starts it at once.
 */
export const BOOT_SCRIPT = `(function(){var D=document,x=D.getElementById(${JSON.stringify(BOOT_BOX_ID)}),d,q=[],m=[],r=[];function k(e,p){(p||x).appendChild(D.importNode(e,!0))}[].forEach.call(x.content.children,function(e){e.tagName=="LINK"?q.push(e):e.type=="module"?m.push(e):k(e,D.head)});[${FIRST_CHUNKS.map(String).join(",")}].forEach(function(p){q.some(function(l){return p.test(l=l.getAttribute("href"))&&r.push(l)})});function b(){if(d)return;d=1;(function a(){q.splice(0,${PRELOADS_PER_TASK}).forEach(function(l){k(l)});if(q.length)return setTimeout(a,0);(function g(){if(!r.length)return m.forEach(function(e){k(e)});var e=D.createElement("script");e.type="module";e.onload=e.onerror=function(){setTimeout(g,0)};e.src=r.shift();x.appendChild(e)})()})()}function w(){requestAnimationFrame(performance.getEntriesByName("first-contentful-paint").length?function(){setTimeout(b,0)}:w)}addEventListener("load",w);addEventListener("pointerdown",b,!0);addEventListener("keydown",b,!0);D.addEventListener("DOMContentLoaded",function(){setTimeout(b,${BOOT_CAP_MS})})})();`;
