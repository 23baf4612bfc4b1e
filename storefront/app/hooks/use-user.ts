import { useQuery, useQueryClient } from "@tanstack/react-query";
import { getQueryFn, USER_QUERY_KEY } from "~/lib/http/api-client";
import type { User } from "~/lib/auth/user";

/** The signed-in user (spec: cached under /api/user; null on 401; no retry; no refetch on focus). */
export function useUser(): { user: User | null; isLoading: boolean } {
  // The root loader seeds this cache once (root.tsx); after sign-out the cache is cleared and this refetches.
  const query = useQuery<User | null>({
    queryKey: USER_QUERY_KEY,
    queryFn: getQueryFn<User>({ on401: "returnNull" }) as () => Promise<User | null>,
    retry: false,
    refetchOnWindowFocus: false,
  });
  return { user: query.data ?? null, isLoading: query.isLoading };
}

/** After sign-in: cache the user and invalidate so every user-specific query refetches. */
export function useSignedIn(): (user: User) => void {
  const queryClient = useQueryClient();
  return (user) => {
    queryClient.setQueryData(USER_QUERY_KEY, user);
    void queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY });
  };
}
