import vm from "node:vm";
import { describe, expect, it } from "vitest";
import { BOOT_BOX_ID, BOOT_SCRIPT, PRELOADS_PER_TASK } from "./DeferredScripts";

type Node = Record<string, unknown>;

/**
 * A page as the HTML parser leaves it: Remix's <Scripts> output in the inert content of the template
 * (preload links, the context script, the module script), and the <head>. `box` is what the boot
 * puts in the template element itself (in the document: live).
 */
function page(hrefs: string[]) {
  const template: Node[] = [
    ...hrefs.map((href) => ({ tagName: "LINK", rel: "modulepreload", getAttribute: (name: string) => (name === "href" ? href : null) })),
    { tagName: "SCRIPT", type: "", nonce: "n0nce", textContent: "window.__remixContext = {};" },
    { tagName: "SCRIPT", type: "module", nonce: "n0nce", textContent: 'import "/assets/root.js";' },
  ];
  const box: Node[] = [];
  const head: Node[] = [];
  const listeners: Record<string, () => void> = {};
  const timers: Array<[() => void, number]> = [];
  const document = {
    head: { appendChild: (child: Node) => head.push(child) },
    createElement: (tag: string) => ({ tagName: tag.toUpperCase() }) as Node,
    // A clone: the same element, marked as a copy (the template's own elements stay inert).
    importNode: (node: Node, deep: boolean) => ({ ...node, clone: deep }),
    addEventListener: (type: string, listener: () => void) => (listeners[`document:${type}`] = listener),
    getElementById: (id: string) => (id === BOOT_BOX_ID ? { content: { children: template }, appendChild: (child: Node) => box.push(child) } : null),
  };
  const frames: Array<() => void> = [];
  let painted = false;
  const context = vm.createContext({
    document,
    addEventListener: (type: string, listener: () => void) => (listeners[type] = listener),
    setTimeout: (callback: () => void, ms: number) => timers.push([callback, ms]),
    requestAnimationFrame: (callback: () => void) => frames.push(callback),
    performance: { getEntriesByName: (name: string) => (painted && name === "first-contentful-paint" ? [{}] : []) },
  });
  vm.runInContext(BOOT_SCRIPT, context);
  const paint = () => (painted = true);
  /** Runs the frames scheduled so far (each may schedule the next). */
  const frame = () => frames.splice(0).forEach((callback) => callback());
  return { box, head, listeners, timers, paint, frame };
}

const tag = (tagName: string) => (node: Node) => node.tagName === tagName;

describe("DeferredScripts (ADR 076, ADR 152)", () => {
  it("runs Remix's context script at once (the single-fetch stream needs it), a clone keeping its nonce", () => {
    const { box, head } = page(["/assets/entry.client.js"]);
    expect(head).toEqual([{ tagName: "SCRIPT", type: "", textContent: "window.__remixContext = {};", clone: true, nonce: "n0nce" }]);
    expect(box).toEqual([]); // nothing is requested while the page loads
  });

  it("starts the app after load and the first contentful paint: preload links a few per task, then the module script", () => {
    const hrefs = Array.from({ length: PRELOADS_PER_TASK + 1 }, (_, i) => `/assets/chunk-${i}.js`);
    const { box, listeners, timers, paint, frame } = page(hrefs);
    listeners.load!(); // loaded, but not painted yet: it waits for the first contentful paint
    frame();
    frame();
    expect(timers).toEqual([]);
    paint();
    frame(); // the frame that sees the paint, then one more frame
    expect(timers).toEqual([]);
    frame();
    expect(timers.map(([, ms]) => ms)).toEqual([0]);
    timers.shift()![0]();
    expect(box).toHaveLength(PRELOADS_PER_TASK);
    expect(box[0]).toMatchObject({ tagName: "LINK", clone: true });
    timers.shift()![0]();
    expect(box.slice(PRELOADS_PER_TASK)).toEqual([
      expect.objectContaining({ tagName: "LINK", clone: true }),
      { tagName: "SCRIPT", type: "module", textContent: 'import "/assets/root.js";', clone: true, nonce: "n0nce" },
    ]);
    // A tap before load, or the cap after DOMContentLoaded, starts it too — but only once.
    listeners.pointerdown!();
    listeners["document:DOMContentLoaded"]!();
    timers.at(-1)![0]();
    expect(box).toHaveLength(PRELOADS_PER_TASK + 2);
  });

  it("evaluates React DOM's chunk, then the shell, each in a task of its own, before Remix's module script", () => {
    const { box, timers, listeners } = page(["/assets/shell-c.js", "/assets/catalog-a.js", "/assets/react-dom-b.js"]);
    listeners.keydown!(); // a key press starts it at once
    const scripts = () => box.filter(tag("SCRIPT"));
    expect(box.filter(tag("LINK"))).toHaveLength(3);
    expect(scripts()).toEqual([expect.objectContaining({ type: "module", src: "/assets/react-dom-b.js" })]);
    (scripts()[0]!.onload as () => void)();
    expect(scripts()).toHaveLength(1); // the shell waits for the next task
    timers.shift()![0]();
    expect(scripts()[1]).toMatchObject({ type: "module", src: "/assets/shell-c.js" });
    // A chunk that fails to load does not stop the boot: Remix's script reports what is missing.
    (scripts()[1]!.onerror as () => void)();
    expect(scripts()).toHaveLength(2);
    timers.shift()![0]();
    expect(box.at(-1)).toMatchObject({ tagName: "SCRIPT", type: "module", textContent: 'import "/assets/root.js";', clone: true });
  });

  it("starts Remix's module script at once when no first chunk is on the page", () => {
    const { box, listeners } = page(["/assets/other-a.js"]);
    listeners.pointerdown!();
    expect(box.filter(tag("SCRIPT"))).toEqual([{ tagName: "SCRIPT", type: "module", textContent: 'import "/assets/root.js";', clone: true, nonce: "n0nce" }]);
  });
});
