/**
 * Remix's default Node entry (streaming SSR, bots get the full page), plus two things for the
 * security policy in server.ts (ADR 070):
 * - the CSP nonce from the load context goes to every inline script Remix renders;
 * - `handleError` records each error in the load context, so server.ts can answer 503
 *   "temporarily unavailable" when the cause is Medusa or its database being down.
 */
import { PassThrough } from "node:stream";
import type { ActionFunctionArgs, AppLoadContext, EntryContext, LoaderFunctionArgs } from "@remix-run/node";
import { createReadableStreamFromReadable } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import { loadStorefrontConfigOrExit } from "./lib/config.server";
import { NonceContext } from "./lib/security/nonce";

// The server loads this build at start-up: a wrong environment variable stops it now, with a message
// naming the variable (ADR 170), not on the first request that reads it.
loadStorefrontConfigOrExit();

const ABORT_DELAY = 5_000;

declare module "@remix-run/node" {
  interface AppLoadContext {
    /** Per-request CSP nonce (server.ts); absent in `remix vite:dev`. */
    cspNonce?: string;
    /** Errors raised while handling this request (filled by handleError below). */
    failures?: unknown[];
  }
}

export function handleError(error: unknown, { request, context }: (LoaderFunctionArgs | ActionFunctionArgs) & { context: AppLoadContext }): void {
  context?.failures?.push(error);
  if (!request.signal.aborted) console.error(error);
}

export default function handleRequest(request: Request, responseStatusCode: number, responseHeaders: Headers, remixContext: EntryContext, loadContext: AppLoadContext) {
  const waitForAll = isbot(request.headers.get("user-agent") ?? "") || remixContext.isSpaMode;
  const nonce = loadContext?.cspNonce;
  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const ready = () => {
      shellRendered = true;
      const body = new PassThrough();
      responseHeaders.set("Content-Type", "text/html");
      resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }));
      pipe(body);
    };
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce ?? ""}>
        <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} nonce={nonce} />
      </NonceContext.Provider>,
      {
        nonce,
        ...(waitForAll ? { onAllReady: ready } : { onShellReady: ready }),
        onShellError: reject,
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors before the shell was ready reject and are logged by Remix.
          if (shellRendered) console.error(error);
        },
      },
    );
    setTimeout(abort, ABORT_DELAY);
  });
}
