import vm from "node:vm";
import { createElement, Fragment } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { APP_MODULE_ID, BOOT_BOX_ID, bootScript, compactManifest, deferModules, PRELOADS_PER_TASK } from "./DeferredScripts";

/** The shape Remix 2.17's <Scripts> returns: preload links, then a fragment with the context and module scripts. */
function remixScriptsTree() {
  return createElement(
    Fragment,
    null,
    null,
    createElement("link", { rel: "modulepreload", href: "/assets/entry.client.js" }),
    ["/assets/components.js", "/assets/root.js", "/assets/components.js"].map((href, i) => createElement("link", { key: `${href}${i}`, rel: "modulepreload", href })),
    createElement(
      Fragment,
      null,
      createElement("script", { nonce: "n0nce", dangerouslySetInnerHTML: { __html: "window.__remixContext = {};" } }),
      createElement("script", { nonce: "n0nce", type: "module", async: true, dangerouslySetInnerHTML: { __html: 'import "/assets/root.js";' } }),
    ),
    [],
  );
}

describe("DeferredScripts (ADR 076)", () => {
  it("drops the preload links, keeps the context script live and makes the module script inert", () => {
    const preloads: string[] = [];
    const html = renderToStaticMarkup(createElement(Fragment, null, deferModules(remixScriptsTree(), preloads)));
    expect(preloads).toEqual(["/assets/entry.client.js", "/assets/components.js", "/assets/root.js"]);
    expect(html).not.toContain("modulepreload");
    expect(html).toContain('<script nonce="n0nce">window.__remixContext = {};</script>');
    expect(html).toContain(`<script nonce="n0nce" type="text/x-glow-deferred-module" async="" id="${APP_MODULE_ID}">import "/assets/root.js";</script>`);
  });

  it("starts the app after load and the first contentful paint: preload links, then a live module script with the page's nonce", () => {
    const appended: Array<Record<string, string>> = [];
    const listeners: Record<string, () => void> = {};
    const element = (tag: string) => ({ tag }) as Record<string, string>;
    const document = {
      readyState: "loading",
      currentScript: { nonce: "n0nce" },
      createElement: element,
      addEventListener: (type: string, listener: () => void) => (listeners[`document:${type}`] = listener),
      getElementById: (id: string) =>
        id === BOOT_BOX_ID ? { appendChild: (child: Record<string, string>) => appended.push(child) } : id === APP_MODULE_ID ? { textContent: 'import "/assets/root.js";' } : null,
    };
    const timers: Array<[() => void, number]> = [];
    let painted = false;
    let onPaint: () => void = () => undefined;
    const context = vm.createContext({
      document,
      addEventListener: (type: string, listener: () => void) => (listeners[type] = listener),
      setTimeout: (callback: () => void, ms: number) => timers.push([callback, ms]),
      requestAnimationFrame: (callback: () => void) => callback(),
      performance: { getEntriesByName: (name: string) => (painted && name === "first-contentful-paint" ? [{}] : []) },
      PerformanceObserver: class {
        constructor(callback: (list: { getEntriesByName: (name: string) => unknown[] }, observer: { disconnect: () => void }) => void) {
          onPaint = () => callback({ getEntriesByName: (name: string) => (name === "first-contentful-paint" ? [{}] : []) }, { disconnect: () => undefined });
        }
        observe() {}
      },
    });
    const hrefs = Array.from({ length: PRELOADS_PER_TASK + 1 }, (_, i) => `/assets/chunk-${i}.js`);
    vm.runInContext(bootScript(hrefs), context);
    expect(appended).toEqual([]); // nothing is requested while the page loads
    listeners.load!(); // loaded, but not painted yet: it waits for the first contentful paint
    expect(timers).toEqual([]);
    painted = true;
    onPaint();
    expect(timers.map(([, ms]) => ms)).toEqual([0]);
    timers.shift()![0]();
    // A few preloads per task, then the live module script with the page's nonce.
    expect(appended).toHaveLength(PRELOADS_PER_TASK);
    expect(appended[0]).toEqual({ tag: "link", nonce: "n0nce", rel: "modulepreload", href: "/assets/chunk-0.js" });
    timers.shift()![0]();
    expect(appended.slice(PRELOADS_PER_TASK)).toEqual([
      { tag: "link", nonce: "n0nce", rel: "modulepreload", href: `/assets/chunk-${PRELOADS_PER_TASK}.js` },
      { tag: "script", type: "module", nonce: "n0nce", textContent: 'import "/assets/root.js";' },
    ]);
    // A tap before load, or the cap after DOMContentLoaded, starts it too — but only once.
    listeners.pointerdown!();
    listeners["document:DOMContentLoaded"]!();
    timers.at(-1)![0]();
    expect(appended).toHaveLength(PRELOADS_PER_TASK + 2);
  });

  it("evaluates React DOM's chunk, then the shell, each in a task of its own, before Remix's module script", () => {
    const appended: Array<Record<string, unknown>> = [];
    const document = {
      readyState: "complete",
      currentScript: { nonce: "n0nce" },
      createElement: (tag: string) => ({ tag }) as Record<string, unknown>,
      addEventListener: () => undefined,
      getElementById: (id: string) =>
        id === BOOT_BOX_ID ? { appendChild: (child: Record<string, unknown>) => appended.push(child) } : id === APP_MODULE_ID ? { textContent: 'import "/assets/root.js";' } : null,
    };
    const timers: Array<() => void> = [];
    const context = vm.createContext({ document, addEventListener: () => undefined, setTimeout: (callback: () => void) => timers.push(callback) });
    vm.runInContext(bootScript(["/assets/shell-c.js", "/assets/catalog-a.js", "/assets/react-dom-b.js"]), context);
    const scripts = () => appended.filter((child) => child.tag === "script");
    expect(scripts()).toEqual([expect.objectContaining({ type: "module", nonce: "n0nce", src: "/assets/react-dom-b.js" })]);
    (scripts()[0]!.onload as () => void)();
    expect(scripts()).toHaveLength(1); // the shell waits for the next task
    timers.shift()!();
    expect(scripts()[1]).toMatchObject({ type: "module", nonce: "n0nce", src: "/assets/shell-c.js" });
    // A chunk that fails to load does not stop the boot: Remix's script reports what is missing.
    (scripts()[1]!.onerror as () => void)();
    expect(scripts()).toHaveLength(2);
    timers.shift()!();
    expect(appended.at(-1)).toEqual({ tag: "script", type: "module", nonce: "n0nce", textContent: 'import "/assets/root.js";' });
  });

  it("starts Remix's module script at once when no first chunk is on the page", () => {
    const appended: Array<Record<string, unknown>> = [];
    const document = {
      readyState: "complete",
      currentScript: null,
      createElement: (tag: string) => ({ tag }) as Record<string, unknown>,
      addEventListener: () => undefined,
      getElementById: (id: string) =>
        id === BOOT_BOX_ID ? { appendChild: (child: Record<string, unknown>) => appended.push(child) } : id === APP_MODULE_ID ? { textContent: 'import "/assets/root.js";' } : null,
    };
    const context = vm.createContext({ document, addEventListener: () => undefined, setTimeout: () => undefined });
    vm.runInContext(bootScript(["/assets/other-a.js"]), context);
    expect(appended.filter((child) => child.tag === "script")).toEqual([{ tag: "script", type: "module", textContent: 'import "/assets/root.js";' }]);
  });

  it("compacts the route manifest in the module script, and leaves anything else as it is", () => {
    const code = 'import * as route0 from "/assets/root.js";\nwindow.__remixManifest = {\n  "entry": {\n    "module": "/a.js"\n  }\n};\nwindow.__remixRouteModules = {"root":route0};\n';
    expect(compactManifest(code)).toBe('import * as route0 from "/assets/root.js";\nwindow.__remixManifest = {"entry":{"module":"/a.js"}};\nwindow.__remixRouteModules = {"root":route0};\n');
    expect(compactManifest("window.__remixManifest = {not json};\n")).toBe("window.__remixManifest = {not json};\n");
  });
});
