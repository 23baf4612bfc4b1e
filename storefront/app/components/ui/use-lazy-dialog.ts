import { useState } from "react";

/**
 * A dialog whose code loads only when its trigger is first pointed at, focused or touched (the cart
 * drawer, the mobile side menu): `triggerProps` go on the trigger, `show()` opens it, and the dialog
 * is rendered once `wanted` (then kept, so it can animate closed and reopen at once).
 */
export function useLazyDialog(load: () => Promise<unknown>) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const prefetch = () => void load();
  return {
    open,
    setOpen,
    wanted,
    show: () => {
      setWanted(true);
      setOpen(true);
    },
    triggerProps: {
      onPointerEnter: prefetch,
      onFocus: prefetch,
      onTouchStart: prefetch,
      "aria-haspopup": "dialog",
      "aria-expanded": open,
    } as const,
  };
}
