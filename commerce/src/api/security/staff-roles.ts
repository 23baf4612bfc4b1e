import { ROUTE_DECISIONS } from "./route-decisions";

/**
 * Staff roles (issue 30 point 3, ADR 225). The roles are Medusa RBAC roles (the `rbac` feature flag:
 * users, invites and the JWT carry them, the dashboard assigns them); what each role may do is decided
 * here, once, for every /admin route of the inventory (Medusa's and our plugins'), and checked by one
 * middleware (`staffRoleGuard`). Medusa's own per-route policies stay on as a second lock; the roles'
 * Medusa policies below only let those checks (and the dashboard's menus) agree with this table.
 */
export type StaffRole = "owner" | "manager" | "assistant" | "rider";

/** Medusa's own Super Admin role (made by the RBAC module on every start) is the shop's owner. */
export const OWNER_ROLE_ID = "role_super_admin";

export const STAFF_ROLE_IDS: Record<StaffRole, string> = {
  owner: OWNER_ROLE_ID,
  manager: "role_glow_manager",
  assistant: "role_glow_assistant",
  rider: "role_glow_rider",
};

export const STAFF_ROLE_LABELS: Record<Exclude<StaffRole, "owner">, { name: string; description: string }> = {
  manager: { name: "Manager", description: "Runs the shop: products, prices, orders, returns and refunds, promotions, content. Not staff, roles or the store's settings." },
  assistant: { name: "Assistant", description: "Orders (fulfil, ship, deliver, cash collected), customers and consultations. No prices, products, refunds, staff or settings." },
  rider: { name: "Rider", description: "Deliveries: sees orders and marks their parcels shipped and delivered." },
};

/** The strongest role among a user's Medusa role ids; none of ours: no role (denied everything). */
export function staffRoleOf(roleIds: readonly unknown[] | undefined): StaffRole | undefined {
  const held = new Set((roleIds ?? []).filter((id): id is string => typeof id === "string"));
  return (["owner", "manager", "assistant", "rider"] as const).find((role) => held.has(STAFF_ROLE_IDS[role]));
}

type RouteKey = string; // "POST /admin/orders/:id/fulfillments"

const adminRouteKeys = Object.keys(ROUTE_DECISIONS).filter((key) => key.split(" ")[1]!.startsWith("/admin/"));

/** Each /admin route of the inventory as a matcher: static segments compare case-insensitively, as Express does. */
const matchers = adminRouteKeys
  .map((key) => {
    const [method, path] = key.split(" ") as [string, string];
    const segments = path.split("/").slice(1);
    return { key, method, segments, staticCount: segments.filter((s) => !s.startsWith(":")).length };
  })
  // A static segment wins over a parameter (`/admin/orders/export` before `/admin/orders/:id`), as in Medusa's router.
  .sort((a, b) => b.staticCount - a.staticCount || a.segments.length - b.segments.length);

/**
 * The inventory key of a request (`GET /admin/orders/:id` for `GET /admin/Orders/order_1/`), or
 * undefined for a path the inventory does not know. `path` is the raw path: it is decoded here
 * (a broken escape is nobody's route), a trailing slash dropped.
 */
export function adminRouteKeyOf(method: string, rawPath: string): RouteKey | undefined {
  let path: string;
  try {
    path = decodeURIComponent(rawPath.split("?")[0] ?? "");
  } catch {
    return undefined;
  }
  const segments = path.replace(/\/+$/, "").split("/").slice(1);
  // HEAD is answered by Express's GET route.
  const wanted = method.toUpperCase() === "HEAD" ? "GET" : method.toUpperCase();
  const found = matchers.find(
    (m) =>
      m.method === wanted &&
      m.segments.length === segments.length &&
      m.segments.every((s, i) => (s.startsWith(":") ? segments[i]!.length > 0 : s.toLowerCase() === segments[i]!.toLowerCase())),
  );
  return found?.key;
}

/** Every GET under these /admin prefixes (`orders` covers `/admin/orders` and `/admin/orders/:id/changes`). */
function readsUnder(...prefixes: string[]): (key: RouteKey) => boolean {
  return (key) => {
    const [method, path] = key.split(" ") as [string, string];
    return method === "GET" && prefixes.some((p) => path === `/admin/${p}` || path.startsWith(`/admin/${p}/`));
  };
}
const exactly = (...keys: RouteKey[]) => (key: RouteKey) => keys.includes(key);
const anyOf = (...rules: Array<(key: RouteKey) => boolean>) => (key: RouteKey) => rules.some((rule) => rule(key));

/** What every signed-in staff member needs for the dashboard to open: who am I, the store, flags, list settings. */
const dashboardShell = anyOf(
  readsUnder("users/me", "stores", "feature-flags", "views", "layouts", "notifications", "plugins", "locales", "currencies", "rbac/me"),
  exactly("POST /admin/views/:entity/configurations", "POST /admin/views/:entity/configurations/:id", "POST /admin/views/:entity/configurations/active", "DELETE /admin/views/:entity/configurations/:id"),
);

/** Reading an order and what its dashboard page shows (items, stock, delivery, payment, its returns). */
const orderReads = readsUnder(
  "orders", "order-changes", "fulfillments", "fulfillment-providers", "fulfillment-sets", "shipping-options", "shipping-option-types", "shipping-profiles",
  "stock-locations", "reservations", "inventory-items", "products", "product-variants", "regions", "sales-channels", "payments", "payment-collections",
  "returns", "return-reasons", "claims", "exchanges", "customers", "glow/orders",
);

/** A colleague's name on the order's timeline ("Fulfilled by …"); the staff list stays the owner's and manager's. */
const colleagueReads = exactly("GET /admin/users/:id");

/** Parcels on their way: the rider's (and everyone's) delivery steps. */
const deliverySteps = exactly(
  "POST /admin/orders/:id/fulfillments/:fulfillment_id/shipments",
  "POST /admin/orders/:id/fulfillments/:fulfillment_id/mark-as-delivered",
  "POST /admin/fulfillments/:id/shipment",
);

/** Staff, roles, API keys and the store's own settings: the owner's alone. */
const ownerOnly = (key: RouteKey) => {
  const [method, path] = key.split(" ") as [string, string];
  if (/^\/admin\/(invites|api-keys|rbac)(\/|$)/.test(path)) return !(method === "GET" && path.startsWith("/admin/rbac/me/"));
  if (/^\/admin\/users(\/|$)/.test(path)) return method !== "GET";
  if (/^\/admin\/stores(\/|$)/.test(path)) return method !== "GET";
  return false;
};

const ROLE_RULES: Record<Exclude<StaffRole, "owner">, (key: RouteKey) => boolean> = {
  manager: (key) => !ownerOnly(key),
  assistant: anyOf(
    dashboardShell,
    orderReads,
    colleagueReads,
    deliverySteps,
    // "reviews": the product page's reviews widget (reading; hiding one stays the manager's).
    readsUnder("reviews", "customer-groups", "consultations", "glow/low-stock", "product-categories", "collections", "product-types", "product-tags", "promotions", "campaigns", "search", "index", "property-labels"),
    exactly(
      "POST /admin/orders/:id", // the delivery address, phone, e-mail
      "POST /admin/orders/:id/fulfillments",
      "POST /admin/orders/:id/fulfillments/:fulfillment_id/cancel",
      "POST /admin/orders/:id/complete",
      "POST /admin/fulfillments",
      "POST /admin/fulfillments/:id/cancel",
      "POST /admin/payments/:id/capture", // the cash a rider brought back; a refund is not
      "POST /admin/customers",
      "POST /admin/customers/:id",
      "POST /admin/customers/:id/addresses",
      "POST /admin/customers/:id/addresses/:address_id",
      "DELETE /admin/customers/:id/addresses/:address_id",
      "POST /admin/consultations/:id",
    ),
  ),
  rider: anyOf(dashboardShell, orderReads, colleagueReads, deliverySteps),
};

/**
 * May `role` call the route `key`? The owner may call everything; any other role only what its rule
 * names, so a route nobody decided (a new Medusa or plugin route) is the owner's until decided here.
 */
export function staffRoleAllows(role: StaffRole | undefined, key: RouteKey | undefined): boolean {
  if (role === "owner") return true;
  if (!role || !key) return false;
  return ROLE_RULES[role](key);
}

/** The /admin route keys a role may call (for the docs and the tests). */
export function routesAllowed(role: StaffRole): RouteKey[] {
  return adminRouteKeys.filter((key) => staffRoleAllows(role, key));
}

const READ = (...resources: string[]) => resources.map((r) => `${r}:read`);

/** Medusa resources the order pages read (the rider's and assistant's Medusa policies). */
const ORDER_PAGE_READS = READ(
  "order", "order_change", "order_claim", "order_exchange", "fulfillment", "fulfillment_provider", "fulfillment_set", "service_zone", "shipping_option",
  "shipping_option_type", "shipping_profile", "stock_location", "reservation_item", "inventory_item", "product", "product_variant", "region", "sales_channel",
  "payment", "payment_collection", "return", "return_reason", "customer", "customer_address", "store", "currency", "notification", "store_locale",
  // Medusa checks `/admin/users/:id`'s policy on `/admin/users/me` too (the same Express path); the staff list stays closed by ROLE_RULES.
  "user",
);

/**
 * The Medusa RBAC policies (`resource:operation`) of each role: the same line as ROLE_RULES, so
 * Medusa's own policy checks pass where ours do and the dashboard hides what a role cannot open.
 * The manager holds Medusa's `*:*` (every policy, also of future routes); ROLE_RULES keeps staff,
 * roles and settings from them.
 */
export const STAFF_ROLE_POLICIES: Record<Exclude<StaffRole, "owner">, string[]> = {
  manager: ["*:*"],
  assistant: [
    ...ORDER_PAGE_READS,
    ...READ("customer_group", "product_category", "product_collection", "product_type", "product_tag", "promotion", "campaign", "property_label"),
    "order:update", "fulfillment:create", "fulfillment:update", "capture:create",
    "customer:create", "customer:update", "customer_address:create", "customer_address:update", "customer_address:delete",
  ],
  rider: [...ORDER_PAGE_READS, "fulfillment:update"],
};
