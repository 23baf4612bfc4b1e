import { ChatLink } from "./ChatLink";
import { ScrollToTop } from "./ScrollToTop";

/** Spec §2 floating elements (the toast area is the shared <Toaster /> in root.tsx; the cookie banner is rendered there too, outside this island: ADR 120). */
export function FloatingElements() {
  return (
    <>
      <ChatLink />
      <ScrollToTop />
    </>
  );
}
