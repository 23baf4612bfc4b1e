import { dehydrate, hydrate, QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { routeQueryState } from "./route-query-state";

function stateWith(entries: Array<[string, unknown]>, updatedAt?: number) {
  const client = new QueryClient();
  for (const [key, value] of entries) client.setQueryData([key], value, updatedAt === undefined ? undefined : { updatedAt });
  return dehydrate(client);
}

describe("routeQueryState", () => {
  it("answers undefined when no matched route dehydrated anything", () => {
    expect(routeQueryState([])).toBeUndefined();
    expect(routeQueryState([{ data: undefined }, { data: null }, { data: { user: { id: "cus_1" } } }, { data: "text" }])).toBeUndefined();
    expect(routeQueryState([{ data: { dehydratedState: { queries: [] } } }])).toBeUndefined();
  });

  it("ignores a dehydratedState field that is not a dehydrated state", () => {
    expect(routeQueryState([{ data: { dehydratedState: "nope" } }, { data: { dehydratedState: { queries: "x" } } }])).toBeUndefined();
  });

  it("collects the queries of every route into one state that hydrates them all", () => {
    const root = { data: { user: null } };
    const page = { data: { signInRequired: false, dehydratedState: stateWith([["/api/cart", [{ id: "line_1", quantity: 2 }]], ["/api/wishlist", []]]) } };
    const child = { data: { dehydratedState: stateWith([["/api/categories/main", ["skincare"]]]) } };
    const state = routeQueryState([root, page, child]);
    expect(state).toBeDefined();
    expect(state?.mutations).toEqual([]);
    expect(state?.queries.map((q) => q.queryHash).sort()).toEqual(['["/api/cart"]', '["/api/categories/main"]', '["/api/wishlist"]']);

    const client = new QueryClient();
    hydrate(client, state!);
    expect(client.getQueryData(["/api/cart"])).toEqual([{ id: "line_1", quantity: 2 }]);
    expect(client.getQueryData(["/api/wishlist"])).toEqual([]);
    expect(client.getQueryData(["/api/categories/main"])).toEqual(["skincare"]);
  });

  it("keeps the newer data when two routes carry the same query", () => {
    const older = { data: { dehydratedState: stateWith([["/api/cart", ["old"]]], 1_000) } };
    const newer = { data: { dehydratedState: stateWith([["/api/cart", ["new"]]], 2_000) } };
    expect(routeQueryState([older, newer])?.queries.map((q) => q.state.data)).toEqual([["new"]]);
    expect(routeQueryState([newer, older])?.queries.map((q) => q.state.data)).toEqual([["new"]]);
  });
});
