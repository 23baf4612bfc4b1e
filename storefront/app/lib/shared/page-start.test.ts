import { describe, expect, it } from "vitest";
import { HELD_EVENTS, holdTapsUntilStarted, markPageStarted } from "./page-start";

describe("taps kept from React until the root has hydrated (ADR 121)", () => {
  it("stops every discrete event before listeners added later (React's), then lets them through once the root commits", () => {
    const document = new EventTarget();
    const seenEarlier: string[] = [];
    const seenByReact: string[] = [];
    // The cookie banner's head script registers first: it still sees the tap.
    document.addEventListener("click", (event) => seenEarlier.push(event.type), true);
    holdTapsUntilStarted(document as unknown as Document);
    for (const type of HELD_EVENTS) document.addEventListener(type, (event) => seenByReact.push(event.type), true);

    for (const type of HELD_EVENTS) document.dispatchEvent(new Event(type));
    expect(seenByReact).toEqual([]);
    expect(seenEarlier).toEqual(["click"]);

    markPageStarted(null); // a ref detached: nothing changes
    document.dispatchEvent(new Event("pointerdown"));
    expect(seenByReact).toEqual([]);

    markPageStarted({} as Element);
    for (const type of HELD_EVENTS) document.dispatchEvent(new Event(type));
    expect(seenByReact).toEqual([...HELD_EVENTS]);
  });

  it("holds the events React 18 hydrates synchronously for, and not the continuous ones it only queues", () => {
    expect(HELD_EVENTS).toEqual(expect.arrayContaining(["pointerdown", "mousedown", "touchstart", "click", "keydown", "input", "submit"]));
    expect(HELD_EVENTS).not.toContain("pointerover");
    expect(HELD_EVENTS).not.toContain("focusin");
  });

  it("marks the started page on <html> so a monitor or a test can wait for it", () => {
    const html = { dataset: {} as Record<string, string> };
    markPageStarted(null);
    expect(html.dataset).toEqual({});
    markPageStarted(html as unknown as Element);
    expect(html.dataset).toEqual({ started: "" });
  });
});
