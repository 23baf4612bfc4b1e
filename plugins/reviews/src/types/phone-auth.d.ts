/**
 * The part of @glow/plugin-phone-auth this plugin uses (its build emits no declarations). The shop
 * admin check lives there once: 401 without a valid phone session, 403 outside the shop-admin group.
 */
declare module "@glow/plugin-phone-auth/lib/http" {
  import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http";

  type Middleware = (req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) => Promise<void>;
  export function requirePhoneSession(options?: { admin?: boolean }): Middleware;
  export function requireShopAdmin(): Middleware;
}
