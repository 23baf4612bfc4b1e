import Medusa from "@medusajs/js-sdk";

/**
 * The Medusa JS SDK as the dashboard's pages use it (Medusa's admin-extension pattern): same origin as
 * the dashboard (backendUrl "/" in medusa-config.ts), the staff member's session cookie. Queries and
 * mutations go through React Query, whose client is the dashboard's own (ADR 130).
 */
export const sdk = new Medusa({ baseUrl: "/", auth: { type: "session" } });
