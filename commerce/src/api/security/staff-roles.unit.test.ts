import { describe, expect, it } from "vitest";
import { adminRouteKeyOf, routesAllowed, staffRoleAllows, staffRoleOf, STAFF_ROLE_IDS } from "./staff-roles";

/** Staff roles (issue 30, ADR 225): what each role may call, over the whole /admin route inventory. */
describe("staff roles", () => {
  it("finds a request's route in the inventory in any spelling Medusa's router accepts", () => {
    expect(adminRouteKeyOf("POST", "/admin/orders/order_1/fulfillments")).toBe("POST /admin/orders/:id/fulfillments");
    expect(adminRouteKeyOf("POST", "/ADMIN/Price-Lists/plist_1/prices/batch/")).toBe("POST /admin/price-lists/:id/prices/batch");
    expect(adminRouteKeyOf("POST", "/admin/price-list%73/plist_1/prices/batch")).toBe("POST /admin/price-lists/:id/prices/batch");
    expect(adminRouteKeyOf("POST", "/admin/orders/export")).toBe("POST /admin/orders/export");
    expect(adminRouteKeyOf("GET", "/admin/orders?limit=5")).toBe("GET /admin/orders");
    expect(adminRouteKeyOf("HEAD", "/admin/orders")).toBe("GET /admin/orders");
    expect(adminRouteKeyOf("GET", "/admin/no-such-thing")).toBeUndefined();
    expect(adminRouteKeyOf("GET", "/admin/orders/%E0%A4%A")).toBeUndefined();
  });

  it("takes the strongest role a user holds; a user without one of ours has none", () => {
    expect(staffRoleOf([STAFF_ROLE_IDS.rider, STAFF_ROLE_IDS.manager])).toBe("manager");
    expect(staffRoleOf(["role_super_admin"])).toBe("owner");
    expect(staffRoleOf(["role_someone_made"])).toBeUndefined();
    expect(staffRoleOf(undefined)).toBeUndefined();
  });

  it("lets an assistant handle orders, customers and consultations, but not prices, products, refunds, staff or settings", () => {
    for (const allowed of [
      "GET /admin/orders",
      "GET /admin/orders/:id",
      "POST /admin/orders/:id/fulfillments",
      "POST /admin/orders/:id/fulfillments/:fulfillment_id/shipments",
      "POST /admin/orders/:id/fulfillments/:fulfillment_id/mark-as-delivered",
      "POST /admin/payments/:id/capture",
      "POST /admin/customers/:id",
      "GET /admin/consultations",
      "POST /admin/consultations/:id",
      "GET /admin/users/me",
      "GET /admin/users/:id",
      "GET /admin/reviews",
    ]) expect(staffRoleAllows("assistant", allowed), allowed).toBe(true);
    for (const refused of [
      "POST /admin/price-lists/:id/prices/batch",
      "POST /admin/price-lists",
      "POST /admin/products/:id/variants/:variant_id",
      "POST /admin/products/:id",
      "POST /admin/payments/:id/refund",
      "POST /admin/invites",
      "POST /admin/users/:id/roles",
      "POST /admin/rbac/roles",
      "POST /admin/stores/:id",
      "POST /admin/api-keys",
      "GET /admin/glow/reports/sales",
      "POST /admin/glow/delivery-fees",
      "POST /admin/orders/:id/cancel",
      "POST /admin/returns",
      "GET /admin/users",
      "POST /admin/reviews/:id/unapprove",
    ]) expect(staffRoleAllows("assistant", refused), refused).toBe(false);
  });

  it("lets a rider read orders and mark parcels shipped and delivered, nothing more", () => {
    const writes = routesAllowed("rider").filter((key) => !key.startsWith("GET ") && !key.includes("/admin/views/"));
    expect(writes.sort()).toEqual([
      "POST /admin/fulfillments/:id/shipment",
      "POST /admin/orders/:id/fulfillments/:fulfillment_id/mark-as-delivered",
      "POST /admin/orders/:id/fulfillments/:fulfillment_id/shipments",
    ]);
    expect(staffRoleAllows("rider", "POST /admin/orders/:id/fulfillments")).toBe(false);
    expect(staffRoleAllows("rider", "GET /admin/consultations")).toBe(false);
  });

  it("keeps staff, roles, API keys and the store's settings from a manager, not prices or refunds", () => {
    for (const refused of ["POST /admin/invites", "DELETE /admin/users/:id", "POST /admin/users/:id/roles", "POST /admin/rbac/roles", "POST /admin/stores/:id", "POST /admin/api-keys"]) {
      expect(staffRoleAllows("manager", refused), refused).toBe(false);
    }
    for (const allowed of ["POST /admin/price-lists/:id/prices/batch", "POST /admin/payments/:id/refund", "GET /admin/users", "GET /admin/glow/reports/sales"]) {
      expect(staffRoleAllows("manager", allowed), allowed).toBe(true);
    }
  });

  it("denies a route nobody decided, and everything to a user without a role, except to the owner", () => {
    expect(staffRoleAllows("manager", undefined)).toBe(false);
    expect(staffRoleAllows(undefined, "GET /admin/orders")).toBe(false);
    expect(staffRoleAllows("owner", undefined)).toBe(true);
  });
});
