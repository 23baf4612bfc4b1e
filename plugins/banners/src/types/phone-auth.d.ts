/**
 * The phone-auth plugin's build has no declaration files; this is the one export banners use
 * (plugins/phone-auth/src/lib/http.ts): 401 signed out, 403 signed in but not a shop admin.
 */
declare module "@glow/plugin-phone-auth/lib/http" {
  import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http";

  export function requireShopAdmin(): (req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) => Promise<void>;
}
