import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http";
import { ContainerRegistrationKeys } from "@medusajs/framework/utils";
import { DEVICE_HEADER, SESSION_HEADER } from "@glow/shop-contracts";

/**
 * The part of phone-auth's module service the shop-admin guard uses. The module is registered in
 * Medusa's container as "phoneAuth" (plugins/phone-auth/src/modules/phone-auth/index.ts): resolving
 * it by that key is Medusa's own way for one plugin to use another's module, so banners and reviews
 * no longer import phone-auth's code and no plugin must be built before another (ADR 160).
 */
export interface PhoneSessionModule {
  /** Throws an error with an HTTP `status` (401, with `autoLogout`… for a forced sign-out) when the session is not valid. */
  checkSession(token: string | undefined, device: string | undefined): Promise<{ customer_id: string }>;
  config: { shopAdminGroup: string };
}

export const PHONE_AUTH_MODULE_KEY = "phoneAuth";

/** An error with an HTTP status of its own (phone-auth's PhoneAuthError): answered as it is. */
interface StatusError {
  status: number;
  message: string;
  code?: string;
  extra?: Record<string, unknown>;
}
const isStatusError = (error: unknown): error is StatusError =>
  typeof (error as StatusError | null)?.status === "number" && (error as StatusError).status >= 400 && (error as StatusError).status < 500 && typeof (error as StatusError).message === "string";

const header = (req: MedusaRequest, name: string): string | undefined => {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

export interface ShopAdminContext {
  customerId: string;
}

/**
 * The storefront's /admin routes (`/store/shop-admin/*`): a valid phone-auth session of a customer
 * in the shop-admin customer group (phone-auth's option `shopAdminGroup`, default "Shop admins"). 401 signed out (with
 * phone-auth's own answer, e.g. `autoLogout` after a forced sign-out), 403 signed in but not an admin.
 * Sets `req.shopAdmin`.
 */
export function requireShopAdmin() {
  return async (req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction): Promise<void> => {
    try {
      const sessions = req.scope.resolve<PhoneSessionModule>(PHONE_AUTH_MODULE_KEY);
      const session = await sessions.checkSession(header(req, SESSION_HEADER), header(req, DEVICE_HEADER));
      const { data } = await req.scope.resolve(ContainerRegistrationKeys.QUERY).graph({
        entity: "customer",
        fields: ["id", "groups.name"],
        filters: { id: session.customer_id },
      });
      const customer = data[0] as { id: string; groups?: Array<{ name?: string } | null> } | undefined;
      if (!customer) {
        res.status(401).json({ message: "Please sign in to continue." });
        return;
      }
      if (!(customer.groups ?? []).some((group) => group?.name === sessions.config.shopAdminGroup)) {
        res.status(403).json({ message: "Only shop admins can do this." });
        return;
      }
      (req as MedusaRequest & { shopAdmin?: ShopAdminContext }).shopAdmin = { customerId: customer.id };
      next();
    } catch (error) {
      if (isStatusError(error)) {
        const extra = error.extra ?? {};
        if (error.status === 429 && typeof extra.retryAfter === "number") res.setHeader("Retry-After", String(extra.retryAfter));
        res.status(error.status).json({ message: error.message, ...(error.code ? { code: error.code } : {}), ...extra });
        return;
      }
      next(error);
    }
  };
}
