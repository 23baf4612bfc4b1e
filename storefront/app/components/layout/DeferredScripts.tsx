import { Scripts, useMatches } from "@remix-run/react";
import { cloneElement, Fragment, isValidElement, type ReactElement, type ReactNode } from "react";

/** The inert copy of Remix's module script, and the box the loader puts the live scripts in. */
export const APP_MODULE_ID = "glow-app-module";
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
export const FIRST_CHUNKS = [/\/react-dom-[^/]*\.js$/, /\/shell-[^/]*\.js$/] as const;

/** A route module exports `handle = DEFER_SCRIPTS` to have its pages start their JavaScript after load. */
export const DEFER_SCRIPTS = { deferScripts: true } as const;

/**
 * Remix's <Scripts>; on the browsing pages that opt in (home, catalog, product page: their route
 * exports `handle = DEFER_SCRIPTS`), with the app's JavaScript requested after the page has loaded
 * (ADR 076). Pages whose purpose is a form driven by JavaScript (sign-in, sign-up, checkout…) keep
 * Remix's timing: a shopper may start typing at once.
 *
 * Remix puts a `<link rel="modulepreload">` for every module of the page (≈140 KB gzip on a
 * catalog page) and a module script that imports them at the end of the body. The browser's
 * preload scanner requests them all at once with high priority, next to the stylesheet and the
 * first product pictures: on a slow phone connection the pictures (the page's largest paint) and
 * the stylesheet wait behind the JavaScript. The pages work without JavaScript (real links and
 * forms), so here the JavaScript starts once the page has loaded and been painted (the `load`
 * event: stylesheet and visible pictures are in; then the first contentful paint has been shown,
 * and one more frame for pictures decoded after load), on the shopper's first tap or key press if
 * that comes earlier, and at most {@link BOOT_CAP_MS} ms after the HTML was parsed.
 *
 * How: the same elements Remix renders, on the server and in the browser (so hydration matches),
 * except that the preload links are left out and the module script gets an inert type. A small
 * inline script (with the CSP nonce) later adds the preload links and a live copy of the module
 * script to a box React never hydrates into (`dangerouslySetInnerHTML`), so the DOM React hydrates
 * is exactly the server's.
 */
export function DeferredScripts({ nonce }: { nonce: string }) {
  // Called as a function, not rendered: its hooks become this component's hooks (same order on
  // every render), and its element tree can be rewritten before React sees it.
  const scripts = Scripts({ nonce });
  const defer = useMatches().some((match) => (match.handle as { deferScripts?: boolean } | undefined)?.deferScripts === true);
  if (!scripts || !defer) return scripts; // after hydration Remix renders nothing here either
  const preloads: string[] = [];
  const rewritten = deferModules(scripts, preloads);
  return (
    <>
      {rewritten}
      <div id={BOOT_BOX_ID} hidden suppressHydrationWarning dangerouslySetInnerHTML={{ __html: "" }} />
      <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: bootScript(preloads) }} />
    </>
  );
}

/** Collects the modulepreload hrefs (dropping the links) and makes the module script inert. */
export function deferModules(node: ReactNode, preloads: string[]): ReactNode {
  if (Array.isArray(node)) return node.map((child, index) => withKey(deferModules(child, preloads), index));
  if (!isValidElement(node)) return node;
  const element = node as ReactElement<{ rel?: string; href?: string; type?: string; id?: string; children?: ReactNode }>;
  if (element.type === "link" && element.props.rel === "modulepreload") {
    if (element.props.href && !preloads.includes(element.props.href)) preloads.push(element.props.href);
    return null;
  }
  if (element.type === "script" && element.props.type === "module") {
    const inner = (element.props as { dangerouslySetInnerHTML?: { __html?: string } }).dangerouslySetInnerHTML;
    const compact = typeof inner?.__html === "string" ? { dangerouslySetInnerHTML: { __html: compactManifest(inner.__html) } } : {};
    return cloneElement(element, { type: "text/x-glow-deferred-module", id: APP_MODULE_ID, ...compact });
  }
  if (element.type === Fragment) {
    const children = deferModules(element.props.children, preloads);
    return <Fragment key={element.key ?? undefined}>{children}</Fragment>;
  }
  return element;
}

/**
 * Remix prints the route manifest in its module script with two-space indentation; compact JSON
 * is 85 bytes less of the home page's gzipped HTML. That matters on a slow link: the home document
 * is just under the 14.6 KB a new TCP connection sends in its first round trip (10 packets), and
 * each byte over costs a round trip before the first paint (300 ms on Regular 3G, bench/README.md).
 */
export function compactManifest(code: string): string {
  return code.replace(/(window\.__remixManifest = )(\{[\s\S]*?\});\n/, (all, head: string, json: string) => {
    try {
      return `${head}${JSON.stringify(JSON.parse(json))};\n`;
    } catch {
      return all;
    }
  });
}

function withKey(node: ReactNode, index: number): ReactNode {
  return isValidElement(node) && node.key === null ? cloneElement(node, { key: `deferred-${index}` }) : node;
}

/** The inline loader (plain ES5, runs during parsing; the nonce is read from itself). */
export function bootScript(preloads: string[]): string {
  const list = JSON.stringify(preloads).replace(/</g, "\\u003c");
  const firsts = JSON.stringify(FIRST_CHUNKS.map((chunk) => preloads.find((href) => chunk.test(href))).filter(Boolean)).replace(/</g, "\\u003c");
  // k(tag): a new element (with the nonce) put in the box. m(): the live copy of Remix's module script.
  // g(): the first chunks' module scripts, one per task, then m().
  return `(function(){var n=document.currentScript&&document.currentScript.nonce,d=!1,x,c;function k(t){var e=document.createElement(t);if(n)e.nonce=n;x.appendChild(e);return e}function m(){var s=k("script");s.type="module";s.textContent=c.textContent}function b(){if(d)return;d=!0;x=document.getElementById(${JSON.stringify(BOOT_BOX_ID)});c=document.getElementById(${JSON.stringify(APP_MODULE_ID)});if(!x||!c)return;var q=${list},r=${firsts};(function a(){q.splice(0,${PRELOADS_PER_TASK}).forEach(function(h){var l=k("link");l.rel="modulepreload";l.href=h});if(q.length)return setTimeout(a,0);(function g(){if(!r.length)return m();var e=k("script");e.type="module";e.onload=e.onerror=function(){setTimeout(g,0)};e.src=r.shift()})()})()}if(document.readyState=="complete")return b();function f(){requestAnimationFrame(function(){setTimeout(b,0)})}function p(){try{if(performance.getEntriesByName("first-contentful-paint").length)return f();new PerformanceObserver(function(l,o){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();f()}}).observe({type:"paint"})}catch(e){f()}}addEventListener("load",p,{once:!0});["pointerdown","keydown","touchstart"].forEach(function(t){addEventListener(t,b,{once:!0,capture:!0,passive:!0})});document.addEventListener("DOMContentLoaded",function(){setTimeout(b,${BOOT_CAP_MS})},{once:!0})})();`;
}
