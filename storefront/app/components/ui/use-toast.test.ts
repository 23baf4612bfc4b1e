import { afterEach, describe, expect, it, vi } from "vitest";
import { TOAST_REMOVE_DELAY, dismissToast, getToasts, toast } from "./use-toast";

describe("toast store", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("keeps one toast at a time: a new one replaces the old", () => {
    toast({ title: "First" });
    toast({ title: "Second", variant: "destructive" });
    expect(getToasts().map((t) => t.title)).toEqual(["Second"]);
    expect(getToasts()[0]?.variant).toBe("destructive");
  });

  it("removes a dismissed toast only after 1,000,000 ms", () => {
    vi.useFakeTimers();
    const { id } = toast({ title: "Bye" });
    dismissToast(id);
    expect(getToasts().find((t) => t.id === id)?.open).toBe(false);
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY - 1);
    expect(getToasts().some((t) => t.id === id)).toBe(true);
    vi.advanceTimersByTime(1);
    expect(getToasts().some((t) => t.id === id)).toBe(false);
  });
});
