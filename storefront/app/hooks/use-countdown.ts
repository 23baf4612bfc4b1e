import { useCallback, useEffect, useState } from "react";

/** A seconds countdown (code validity, resend cooldown). */
export function useCountdown(): { remaining: number; start: (seconds: number) => void; reset: () => void } {
  const [deadline, setDeadline] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (deadline === null) return;
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, [deadline]);
  const remaining = deadline === null ? 0 : Math.max(0, Math.ceil((deadline - now) / 1000));
  const start = useCallback((seconds: number) => {
    setNow(Date.now());
    setDeadline(Date.now() + seconds * 1000);
  }, []);
  const reset = useCallback(() => setDeadline(null), []);
  return { remaining, start, reset };
}

/** 600 → "10:00", 59 → "0:59" (spec §9: m:ss). */
export function formatCountdown(seconds: number): string {
  const safe = Math.max(0, Math.floor(seconds));
  return `${Math.floor(safe / 60)}:${String(safe % 60).padStart(2, "0")}`;
}
