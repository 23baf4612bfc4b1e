import { Suspense, useEffect, useId, useRef, type ReactNode } from "react";

/**
 * A part of the page that React hydrates on its own. Server-rendered content inside a Suspense
 * boundary is hydrated and committed (effects included) separately from the rest, in document order
 * and earlier where the shopper interacts, so a page's hydration becomes several short main-thread
 * tasks instead of one long one (Total Blocking Time on phones). Nothing inside suspends on the
 * server, so the HTML is complete and the fallback never shows.
 */
export function Island({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}

/**
 * An island hydrated only when it comes near the viewport or the shopper first interacts with the
 * page (ADR 089). Until then React leaves the server's HTML in place — links and forms work as plain
 * HTML — and spends no main-thread time on it: during the first hydration the island suspends on a
 * promise that an IntersectionObserver (or the first pointer/key/touch event anywhere, or a scroll)
 * resolves; React keeps a suspended boundary's server HTML and hydrates it when the promise settles.
 * First rendered in the browser (a client navigation) it renders at once, like `Island`.
 * For below-the-fold sections only: above the fold it would just delay the work.
 */
export function LazyIsland({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <WhenNear>{children}</WhenNear>
    </Suspense>
  );
}

const released = new Set<string>();
const pending = new Map<string, Promise<void>>();

/**
 * The island's server HTML, still waiting to be hydrated. React hydrates Suspense boundaries after
 * the root has committed, so "is this the first hydration" is told by the DOM, not by time: `useId`
 * gives the hydrating island the server's id (`:R…:`), while an island first rendered in the browser
 * (a client navigation) gets a new one (`:r…:`) that is in no server HTML.
 */
function serverHtmlOf(id: string): Element | null {
  return typeof document === "undefined" ? null : document.querySelector(`[data-lazy-island="${CSS.escape(id)}"]`);
}

const NEAR = "300px 0px";

function nearViewport(id: string): Promise<void> {
  let promise = pending.get(id);
  if (promise) return promise;
  promise = new Promise<void>((resolve) => {
    const events = ["pointerdown", "keydown", "touchstart", "focusin"] as const;
    const marker = serverHtmlOf(id);
    // The marker has `display: contents` (no box of its own): watch the elements inside it.
    const targets = marker ? Array.from(marker.children) : [];
    const observer =
      targets.length > 0 && typeof IntersectionObserver !== "undefined"
        ? new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && release(), { rootMargin: NEAR })
        : undefined;
    function release() {
      released.add(id);
      observer?.disconnect();
      for (const type of events) document.removeEventListener(type, release, true);
      resolve();
    }
    if (!observer) return release();
    for (const type of events) document.addEventListener(type, release, { capture: true, passive: true });
    for (const target of targets) observer.observe(target);
  });
  pending.set(id, promise);
  return promise;
}

function WhenNear({ children }: { children: ReactNode }) {
  const id = useId();
  const marker = useRef<HTMLDivElement>(null);
  // A parent's effects run after its children's: once this one has run, the island is committed and
  // its own effects (subscriptions, timers such as the 60 s refresh) have started. Tests wait on it.
  useEffect(() => {
    marker.current?.setAttribute("data-hydrated", "");
  }, []);
  // Waits only while hydrating the server's HTML (and keeps waiting if React retries before the promise settles).
  if (!released.has(id) && (pending.has(id) || serverHtmlOf(id))) throw nearViewport(id);
  return (
    <div ref={marker} data-lazy-island={id} style={{ display: "contents" }}>
      {children}
    </div>
  );
}
