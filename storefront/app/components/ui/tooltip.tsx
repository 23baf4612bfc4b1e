import { createContext, useContext, useEffect, useId, useRef, useState, type MutableRefObject, type ReactNode } from "react";

/**
 * Spec §9: tooltips open after 700 ms; moving to another trigger within 300 ms of one closing
 * opens it at once. A small hand-made tooltip instead of Radix's: the same timings and behaviour
 * (hover or focus opens, Escape, pointer-down or leaving closes) without a positioning engine,
 * which keeps the home page's JavaScript inside its budget (ADR 012).
 */
export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

const LastClosed = createContext<MutableRefObject<number> | null>(null);

export function TooltipProvider({ children }: { children: ReactNode }) {
  const lastClosed = useRef(0);
  return <LastClosed.Provider value={lastClosed}>{children}</LastClosed.Provider>;
}

/** The delay before a tooltip opens, given when the last one closed. */
export function tooltipDelay(now: number, lastClosedAt: number): number {
  return now - lastClosedAt < TOOLTIP_SKIP_DELAY_MS ? 0 : TOOLTIP_DELAY_MS;
}

export function Tooltip({ label, children, side = "left" }: { label: string; children: ReactNode; side?: "left" | "top" }) {
  const fallback = useRef(0);
  const lastClosed = useContext(LastClosed) ?? fallback;
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>();
  const id = useId();
  useEffect(() => () => clearTimeout(timer.current), []);
  const show = () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setOpen(true), tooltipDelay(Date.now(), lastClosed.current));
  };
  const hide = () => {
    clearTimeout(timer.current);
    setOpen((wasOpen) => {
      if (wasOpen) lastClosed.current = Date.now();
      return false;
    });
  };
  const position = side === "left" ? "right-full top-1/2 mr-2 -translate-y-1/2" : "bottom-full left-1/2 mb-2 -translate-x-1/2";
  return (
    <span className="relative inline-flex" onPointerEnter={show} onPointerLeave={hide} onFocus={show} onBlur={hide} onPointerDown={hide} onKeyDown={(e) => e.key === "Escape" && hide()}>
      {children}
      {open && (
        <span role="tooltip" id={id} className={`pointer-events-none absolute z-50 whitespace-nowrap rounded-md bg-gray-900 px-2.5 py-1.5 text-xs text-white shadow ${position}`}>
          {label}
        </span>
      )}
    </span>
  );
}
