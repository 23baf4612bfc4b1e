import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { holdTapsUntilStarted } from "~/lib/shared/page-start";

// Remix's default entry, plus taps kept from React until the root has hydrated (ADR 121).
holdTapsUntilStarted();
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <RemixBrowser />
    </StrictMode>,
  );
});
