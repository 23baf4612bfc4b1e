import { lazy, Suspense, useEffect, useState } from "react";
import { useToast } from "./use-toast";

const Toaster = lazy(() => import("./toaster").then((module) => ({ default: module.Toaster })));

/**
 * The toast area, loaded with the first toast: Radix Toast (and the layers it shares with menus and
 * dialogs) is JavaScript a visitor who never sees a toast should not download (ADR 012). Once
 * loaded it stays mounted, so F8 reaches the toast region from then on.
 */
export function LazyToaster() {
  const { toasts } = useToast();
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    if (toasts.length > 0) setMounted(true);
  }, [toasts.length]);
  if (!mounted && toasts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
