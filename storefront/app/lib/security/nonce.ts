import { createContext, useContext } from "react";

/**
 * The per-request CSP nonce (server.ts makes it, entry.server.tsx provides it). Remix's inline
 * scripts carry it: root.tsx passes `useNonce()` to <Scripts> and <ScrollRestoration>. In the
 * browser there is no provider and the value is "" (browsers hide nonces from the DOM anyway).
 */
export const NonceContext = createContext<string>("");

export const useNonce = (): string => useContext(NonceContext);
