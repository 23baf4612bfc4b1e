import { ChatLink } from "./ChatLink";
import { CookieBanner } from "./CookieBanner";
import { ScrollToTop } from "./ScrollToTop";

/** Spec §2 floating elements (the toast area is the shared <Toaster /> in root.tsx). */
export function FloatingElements() {
  return (
    <>
      <ChatLink />
      <ScrollToTop />
      <CookieBanner />
    </>
  );
}
