import type { MedusaContainer } from "@medusajs/framework/types";
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils";
import { writeSecuritySettings } from "../lib/security-settings";

/**
 * Issue 20: "ask for a code on new devices" moves from customer.metadata (writable through
 * Medusa's POST /store/customers/me with a customer token) to the phone identity's
 * provider_metadata (lib/security-settings.ts). Medusa runs this once per database, on `db:migrate`.
 */
export default async function moveNewDeviceSetting({ container }: { container: MedusaContainer }): Promise<void> {
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER);
  const customers = container.resolve(Modules.CUSTOMER);
  const batch = 500;
  let moved = 0;
  for (let skip = 0; ; skip += batch) {
    const page = await customers.listCustomers({ has_account: true }, { select: ["id", "phone", "metadata"], take: batch, skip, order: { id: "ASC" } });
    for (const customer of page) {
      const metadata = (customer.metadata ?? {}) as Record<string, unknown>;
      if (!("ask_code_on_new_device" in metadata)) continue;
      if (customer.phone && metadata.ask_code_on_new_device === true) {
        await writeSecuritySettings(container, customer.phone, { ask_code_on_new_device: true }).catch(() => undefined);
        moved++;
      }
      const { ask_code_on_new_device: _moved, ...rest } = metadata;
      await customers.updateCustomers(customer.id, { metadata: rest });
    }
    if (page.length < batch) break;
  }
  logger.info(`phone-auth: ${moved} account(s) keep "ask for a code on new devices" in their sign-in settings`);
}
