import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { holdTapsUntilStarted } from "~/lib/shared/page-start";
import { startServiceWorker } from "~/lib/offline/register";

// Remix's default entry, plus taps kept from React until the root has hydrated (ADR 121), and the
// service worker in production builds (ADR 210; dev and Vite's hot reload stay without one).
holdTapsUntilStarted();
if (import.meta.env.PROD) startServiceWorker();
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <RemixBrowser />
    </StrictMode>,
  );
});
