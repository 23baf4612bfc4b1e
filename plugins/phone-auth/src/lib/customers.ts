import type { CustomerJson } from "@glow/shop-contracts";
import { myCartIdOf } from "@glow/medusa-http";
import type { MedusaContainer } from "@medusajs/framework/types";
import { ContainerRegistrationKeys } from "@medusajs/framework/utils";
import { PHONE_AUTH_MODULE } from "../modules/phone-auth";
import type PhoneAuthModuleService from "../modules/phone-auth/service";
import { parsePhoneAuthOptions } from "./options";
import { readPhoneIdentity } from "./security-settings";

/**
 * The customer as the shop's contract (`CustomerJson`, shared with the storefront), with every field
 * known, and the customer's open cart.
 */
export interface CustomerView extends Required<CustomerJson> {
  /** The cart the customer's record names (@glow/medusa-http's myCartIdOf, the one reader of the key, ADR 140), if any; not part of `customer` answers. */
  cart_id: string | null;
  /** The auth identity of the phone sign-in (for the customer JWT; "" without one); not part of `customer` answers. */
  auth_identity_id: string;
}

export function shopAdminGroup(container: MedusaContainer): string {
  try {
    return container.resolve<PhoneAuthModuleService>(PHONE_AUTH_MODULE).config.shopAdminGroup;
  } catch {
    return parsePhoneAuthOptions({}).shopAdminGroup;
  }
}

export async function loadCustomer(container: MedusaContainer, customerId: string): Promise<CustomerView | null> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY);
  const { data } = await query.graph({
    entity: "customer",
    fields: ["id", "first_name", "last_name", "phone", "email", "metadata", "groups.name"],
    filters: { id: customerId },
  });
  const customer = data[0] as any;
  if (!customer) return null;
  const group = shopAdminGroup(container);
  const { settings, auth_identity_id } = await readPhoneIdentity(container, customer.phone ?? null);
  return {
    id: customer.id,
    first_name: customer.first_name ?? null,
    last_name: customer.last_name ?? null,
    phone: customer.phone ?? null,
    email: customer.email ?? null,
    is_admin: (customer.groups ?? []).some((g: { name?: string } | null) => g?.name === group),
    ask_code_on_new_device: settings.ask_code_on_new_device,
    location: typeof customer.metadata?.location === "string" ? customer.metadata.location : null,
    cart_id: myCartIdOf(customer.metadata),
    auth_identity_id,
  };
}

