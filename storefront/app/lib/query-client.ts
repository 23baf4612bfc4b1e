import { QueryClient, type QueryFunction } from "@tanstack/react-query";

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

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(`${status}: ${message}`);
    this.name = "ApiError";
  }
}

/** Data reads are GETs whose path is the query key segments joined with "/" (spec §7). */
export function getQueryFn<T>(options: { on401: "returnNull" | "throw" }): QueryFunction<T | null> {
  return async ({ queryKey }) => {
    const response = await fetch(queryKey.join("/"), { credentials: "include" });
    if (options.on401 === "returnNull" && response.status === 401) return null;
    if (!response.ok) throw new ApiError(response.status, await readErrorMessage(response));
    return (await response.json()) as T;
  };
}

/** Spec §9: data fresh for 5 minutes, no retries, no refetch on window focus, no polling. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: "throw" }),
        staleTime: 5 * 60 * 1000,
        retry: false,
        refetchOnWindowFocus: false,
        refetchInterval: false,
      },
      mutations: { retry: false },
    },
  });
}
