import { useEffect, useState, type ReactNode } from "react";

/** Spec §4/§9: one toast at a time (a new one replaces the old); a dismissed toast is removed after 1,000,000 ms. */
export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY = 1_000_000;
export const DEFAULT_TOAST_DURATION = 5000;

export interface ToastInput {
  title?: ReactNode;
  description?: ReactNode;
  variant?: "default" | "destructive";
  /** Milliseconds the toast stays open; defaults to 5000. */
  duration?: number;
}

export interface ToastRecord extends ToastInput {
  id: string;
  open: boolean;
}

type Listener = (toasts: ToastRecord[]) => void;

let toasts: ToastRecord[] = [];
const listeners = new Set<Listener>();
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();
let counter = 0;

function emit(): void {
  for (const listener of listeners) listener(toasts);
}

function scheduleRemoval(id: string): void {
  if (removalTimers.has(id)) return;
  removalTimers.set(
    id,
    setTimeout(() => {
      removalTimers.delete(id);
      toasts = toasts.filter((t) => t.id !== id);
      emit();
    }, TOAST_REMOVE_DELAY),
  );
}

export function dismissToast(id?: string): void {
  toasts = toasts.map((t) => {
    if (id === undefined || t.id === id) {
      scheduleRemoval(t.id);
      return { ...t, open: false };
    }
    return t;
  });
  emit();
}

/** Shows a toast; returns its id. Usable outside React (e.g. from fetch helpers). */
export function toast(input: ToastInput): { id: string; dismiss: () => void } {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(counter);
  toasts = [{ ...input, id, open: true }, ...toasts].slice(0, TOAST_LIMIT);
  emit();
  return { id, dismiss: () => dismissToast(id) };
}

/** The current toasts (for tests and non-React callers). */
export function getToasts(): ToastRecord[] {
  return toasts;
}

export function useToast(): { toasts: ToastRecord[]; toast: typeof toast; dismiss: typeof dismissToast } {
  const [state, setState] = useState(toasts);
  useEffect(() => {
    listeners.add(setState);
    // A toast raised before this component subscribed (e.g. by an effect lower in the tree) still shows.
    setState(toasts);
    return () => {
      listeners.delete(setState);
    };
  }, []);
  return { toasts: state, toast, dismiss: dismissToast };
}
