/**
 * Taps are kept from React until it has hydrated the page's root (ADR 121).
 *
 * React 18.3 hydrates a tapped part of the page at once, synchronously, when a tap (any "discrete"
 * event) lands on content it has not hydrated yet. Remix's root component suspends on its first
 * render until the single-fetch data in the HTML is decoded. A tap in that window made React
 * hydrate the root synchronously; the root suspended again, React's error retry dropped the
 * synchronous lane and threw "Root did not complete" (minified error #345), and the root was left
 * with nothing scheduled: the page never started, whatever the shopper did next (seen 1 to 2 times
 * in 128 throttled page starts of e2e/hydration-handover.spec.ts; remix-run/react-router#12763).
 *
 * Until the root has committed, these listeners, registered on the document before React's own,
 * stop each such event there. The tap still does what it does before JavaScript (ADR 120): a link
 * or form's default action, the `<details>` menu, the cookie banner's head-script listener (on the
 * document too, registered earlier, so it still runs). Once the root has committed, React handles
 * every tap and these listeners are removed.
 */

/** React 18's discrete events that start a synchronous hydration (react-dom's `discreteReplayableEvents`). */
export const HELD_EVENTS = [
  "mousedown",
  "mouseup",
  "touchcancel",
  "touchend",
  "touchstart",
  "auxclick",
  "dblclick",
  "pointercancel",
  "pointerdown",
  "pointerup",
  "dragend",
  "dragstart",
  "drop",
  "compositionend",
  "compositionstart",
  "keydown",
  "keypress",
  "keyup",
  "input",
  "textInput",
  "copy",
  "cut",
  "paste",
  "click",
  "change",
  "contextmenu",
  "reset",
  "submit",
] as const;

let release: (() => void) | undefined;

/** Called by entry.client before `hydrateRoot`, so the listeners come before React's. */
export function holdTapsUntilStarted(target: Pick<Document, "addEventListener" | "removeEventListener"> = document): void {
  const hold = (event: Event) => event.stopImmediatePropagation();
  const capture = { capture: true };
  for (const type of HELD_EVENTS) target.addEventListener(type, hold, capture);
  release = () => {
    for (const type of HELD_EVENTS) target.removeEventListener(type, hold, capture);
    release = undefined;
  };
}

/**
 * A ref callback on `<html>`: React attaches it when the hydrated root commits. The page then says
 * so as `<html data-started>`, so a monitor or a test can tell a started page from one whose taps are
 * still held (they would be swallowed).
 */
export function markPageStarted(node: Element | null): void {
  if (!node) return;
  release?.();
  if ("dataset" in node) (node as HTMLElement).dataset.started = "";
}
