import { WAITING_MARK } from "~/lib/offline/taps";

/** On a cart line or saved product whose tap is kept on the phone until the connection returns (ADR 235). */
export function WaitingMark() {
  return (
    <p className="mt-1 inline-flex items-center gap-1 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900" data-testid="waiting-mark">
      <span aria-hidden="true">⏳</span>
      {WAITING_MARK}
    </p>
  );
}
