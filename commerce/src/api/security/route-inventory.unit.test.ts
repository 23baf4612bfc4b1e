import path from "node:path";
import { describe, expect, it } from "vitest";
import { ROUTE_DECISIONS } from "./route-decisions";
import { closedRoutes } from "./route-inventory";
import { scanRoutes } from "./route-scan";

const repoRoot = path.resolve(__dirname, "..", "..", "..", "..");

/**
 * Deny by default (issue 34, ADR 204): the routes Medusa's file-based router loads in this shop
 * (Medusa's own, our plugins', the commerce app's) and ROUTE_DECISIONS must be the same set.
 */
describe("the route inventory", () => {
  const routes = scanRoutes(repoRoot);

  it("finds Medusa's, our plugins' and the app's routes", () => {
    expect(routes).toContain("POST /store/returns");
    expect(routes).toContain("POST /auth/:actor_type/:auth_provider/register");
    expect(routes).toContain("POST /store/phone-auth/login");
    expect(routes).toContain("GET /store/glow/catalog");
    expect(routes.length).toBeGreaterThan(500);
  });

  it("has a decision for every route (a new Medusa or plugin route must be decided in route-decisions.ts)", () => {
    expect(routes.filter((route) => !(route in ROUTE_DECISIONS))).toEqual([]);
  });

  it("has no decision without a route (a route that went away must leave route-decisions.ts)", () => {
    expect(Object.keys(ROUTE_DECISIONS).filter((route) => !routes.includes(route))).toEqual([]);
  });

  it("closes the routes the shop does not use", () => {
    const closed = closedRoutes();
    expect(closed.get("/store/returns")).toEqual(["POST"]);
    expect(closed.get("/store/carts/:id/complete")).toEqual(["POST"]);
    expect(closed.get("/store/customers")).toEqual(["POST"]);
    // Lines change only through the shop's own routes (per-customer lock, 99 per line, stock).
    expect(closed.get("/store/carts/:id/line-items")).toEqual(["POST"]);
    expect([...(closed.get("/store/carts/:id/line-items/:line_id") ?? [])].sort()).toEqual(["DELETE", "POST"]);
    // Nothing the storefront calls is closed.
    for (const used of ["GET /store/products", "POST /store/glow/my-cart/line-items", "POST /store/glow/my-cart/line-items/:id", "DELETE /store/glow/my-cart/line-items/:id", "GET /store/shipping-options", "POST /store/payment-collections/:id/payment-sessions", "POST /store/checkout/carts/:id/complete"]) {
      expect(ROUTE_DECISIONS[used]).not.toBe("closed");
    }
  });
});
