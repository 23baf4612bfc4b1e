import type { DehydratedState } from "@tanstack/react-query";

type DehydratedQuery = DehydratedState["queries"][number];

/** A route loader's React Query data for the page: its `dehydratedState` field, a `dehydrate()` result. */
function dehydratedStateOf(data: unknown): DehydratedState | undefined {
  if (typeof data !== "object" || data === null || !("dehydratedState" in data)) return undefined;
  const state = (data as { dehydratedState: unknown }).dehydratedState;
  if (typeof state !== "object" || state === null || !Array.isArray((state as DehydratedState).queries)) return undefined;
  return state as DehydratedState;
}

/**
 * The queries every matched route's loader dehydrated, as one state for the root's HydrationBoundary
 * (ADR 082). Hydrated above the header, so the layout's own queries (the cart badge) and the page
 * read the loader's data in the same render, on the server and in the browser's first render. When
 * two routes carry the same query, the newer data wins; none at all answers undefined.
 */
export function routeQueryState(matches: ReadonlyArray<{ data: unknown }>): DehydratedState | undefined {
  const byHash = new Map<string, DehydratedQuery>();
  for (const match of matches) {
    for (const query of dehydratedStateOf(match.data)?.queries ?? []) {
      const seen = byHash.get(query.queryHash);
      if (!seen || query.state.dataUpdatedAt >= seen.state.dataUpdatedAt) byHash.set(query.queryHash, query);
    }
  }
  return byHash.size > 0 ? { mutations: [], queries: [...byHash.values()] } : undefined;
}
