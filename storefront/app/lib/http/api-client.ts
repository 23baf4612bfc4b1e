import type { QueryClient, QueryFunction } from "@tanstack/react-query";
import { toast } from "~/components/ui/use-toast";

/** Spec §8 "Generic error reading": message field, else the raw text, else the status text. */
export async function readErrorMessage(response: Response): Promise<string> {
  const text = await response.text().catch(() => "");
  if (text) {
    try {
      const body = JSON.parse(text) as { message?: unknown };
      if (typeof body.message === "string" && body.message) return body.message;
    } catch {
      // Not JSON: use the text itself.
    }
    return text;
  }
  return response.statusText;
}

/** The server error body (spec §3). */
export interface ServerErrorBody {
  message?: string;
  autoLogout?: boolean;
  logoutAllDevices?: boolean;
  reason?: string;
  [key: string]: unknown;
}

export const USER_QUERY_KEY = ["/api/user"] as const;
export const FORCED_LOGOUT_DELAY_MS = 2000;
export const FORCED_LOGOUT_ALL_DEVICES_DELAY_MS = 3000;

/** Set once by the app shell so helpers outside React can clear cached data. */
let queryClientRef: QueryClient | undefined;
let navigate: (to: string) => void = (to) => window.location.assign(to);

export function registerApiClient(options: { queryClient: QueryClient; navigate?: (to: string) => void }): void {
  queryClientRef = options.queryClient;
  if (options.navigate) navigate = options.navigate;
}

/** An error that keeps the server's body (stock numbers, retryAfter…) for the caller. */
export class HttpError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly body: ServerErrorBody,
  ) {
    super(message);
    this.name = "HttpError";
  }
}

/**
 * A forced sign-out (spec §3 `autoLogout`): the helper has already shown its notice ("Account
 * Security Check", "Security Alert", …) and scheduled the move to /auth. Callers show no toast of
 * their own for it (see `isForcedSignOut`), so the notice is the toast that stays.
 */
export class ForcedSignOutError extends HttpError {
  constructor(message: string, body: ServerErrorBody) {
    super(message, 401, body);
    this.name = "ForcedSignOutError";
  }
}

/** True for the error of a forced sign-out, whose notice is already on screen: show nothing else. */
export function isForcedSignOut(error: unknown): error is ForcedSignOutError {
  return error instanceof ForcedSignOutError;
}

let forcedLogoutScheduled = false;

function forceSignOut(body: ServerErrorBody): void {
  queryClientRef?.setQueryData(USER_QUERY_KEY, null);
  if (forcedLogoutScheduled) return;
  forcedLogoutScheduled = true;
  setTimeout(
    () => {
      forcedLogoutScheduled = false;
      queryClientRef?.clear();
      navigate("/auth");
    },
    body.logoutAllDevices ? FORCED_LOGOUT_ALL_DEVICES_DELAY_MS : FORCED_LOGOUT_DELAY_MS,
  );
}

/** Spec §8 "Forced sign-out", write helper version. */
export function handleWriteForcedSignOut(body: ServerErrorBody): never {
  toast({
    title: body.logoutAllDevices ? "Account Security Check" : "Please Sign In Again",
    description: body.logoutAllDevices
      ? "For your protection, we've logged you out from all devices. Please sign back in to continue."
      : "We noticed you might be using multiple devices. Please sign in again to verify it's you.",
    duration: 6000,
  });
  forceSignOut(body);
  throw new ForcedSignOutError(body.message || "Session verification required", body);
}

/** Spec §8 "Forced sign-out", read helper version. */
export function handleReadForcedSignOut(body: ServerErrorBody): void {
  toast({
    title: body.logoutAllDevices ? "Security Alert" : "Multiple Devices Detected",
    description: body.reason || body.message || "Please verify your identity to continue",
    variant: body.logoutAllDevices ? "destructive" : "default",
    duration: body.logoutAllDevices ? 8000 : 5000,
  });
  forceSignOut(body);
}

async function readBody(response: Response): Promise<{ message: string; body: ServerErrorBody }> {
  const message = await readErrorMessage(response.clone());
  let body: ServerErrorBody = {};
  try {
    body = (await response.json()) as ServerErrorBody;
  } catch {
    body = { message };
  }
  return { message, body };
}

/** JSON writes (spec §7): cookies always sent, JSON in and out, no retries. */
export async function apiRequest<T = unknown>(method: "POST" | "PUT" | "PATCH" | "DELETE", url: string, data?: unknown): Promise<T> {
  const response = await fetch(url, {
    method,
    credentials: "include",
    headers: data === undefined ? { Accept: "application/json" } : { Accept: "application/json", "Content-Type": "application/json" },
    body: data === undefined ? undefined : JSON.stringify(data),
  });
  if (!response.ok) {
    const { message, body } = await readBody(response);
    if (body.autoLogout) handleWriteForcedSignOut(body);
    throw new HttpError(`${response.status}: ${message}`, response.status, body);
  }
  const text = await response.text();
  return (text ? JSON.parse(text) : null) as T;
}

/** Data reads: GET of the query key joined with "/", with the spec's 401 handling choice. */
export function getQueryFn<T>(options: { on401: "returnNull" | "throw" }): QueryFunction<T | null> {
  return async ({ queryKey }) => {
    const response = await fetch(queryKey.join("/"), { credentials: "include" });
    if (!response.ok) {
      const { message, body } = await readBody(response);
      if (body.autoLogout) handleReadForcedSignOut(body);
      if (response.status === 401 && options.on401 === "returnNull") return null;
      if (body.autoLogout) throw new ForcedSignOutError(`${response.status}: ${message}`, body);
      throw new HttpError(`${response.status}: ${message}`, response.status, body);
    }
    return (await response.json()) as T;
  };
}

/** Spec §8 "Authentication error". */
export function isAuthError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error ?? "");
  return ["401:", "Authentication required", "Not authenticated", "Unauthorized"].some((marker) => message.includes(marker));
}

/** The message to show: without the "401: " status prefix. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof HttpError) return error.body.message || fallback;
  if (error instanceof Error) return error.message.replace(/^\d{3}: /, "") || fallback;
  return fallback;
}
