import { QueryClient } from "@tanstack/react-query";
import { getQueryFn } from "./api-client";

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
