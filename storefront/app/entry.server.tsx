/**
 * Remix's default Node entry (streaming SSR, bots get the full page), plus, besides handleDataRequest
 * (it clears the session assertion after an action, ADR 140), two things for the
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
import { NonceContext } from "./lib/security/nonce";
import { clearPageCheck, hasPageCheck } from "./lib/auth/page-check.server";

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

/**
 * A route action (profile, settings, account setup, admin pages) may change what the header shows:
 * its answer clears the browser's session assertion, so the revalidating render asks Medusa (ADR 140).
 */
export async function handleDataRequest(response: Response, { request }: LoaderFunctionArgs | ActionFunctionArgs): Promise<Response> {
  if (request.method === "GET" || request.method === "HEAD" || !hasPageCheck(request)) return response;
  const headers = new Headers(response.headers);
  headers.append("Set-Cookie", await clearPageCheck());
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
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
