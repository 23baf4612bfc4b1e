import { Suspense, type ReactNode } from "react";

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
