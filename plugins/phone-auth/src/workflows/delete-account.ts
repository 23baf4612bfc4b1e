import { CustomerWorkflowEvents, Modules } from "@medusajs/framework/utils";
import { createStep, createWorkflow, StepResponse, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk";
import { deleteCustomerAddressesStep, deleteCustomersStep, emitEventStep } from "@medusajs/medusa/core-flows";
import { PHONE_AUTH_MODULE } from "../modules/phone-auth";
import type PhoneAuthModuleService from "../modules/phone-auth/service";

export interface DeleteAccountInput {
  customer_id: string;
  phone: string;
}

/** What an anonymised order keeps and loses (ADR 061; the privacy page says the same). */
export const ANONYMISED_NAME = { first_name: "Deleted", last_name: "customer" } as const;

/** Every session of the customer ends at once (reason `account_deleted`); compensation restores them. */
export const endAllSessionsStep = createStep(
  "glow-end-all-sessions",
  async (input: { customer_id: string }, { container }) => {
    const ids = await container.resolve<PhoneAuthModuleService>(PHONE_AUTH_MODULE).revokeOtherSessions(input.customer_id, null, "account_deleted");
    return new StepResponse(ids.length, ids);
  },
  async (ids, { container }) => {
    if (ids?.length) await container.resolve<PhoneAuthModuleService>(PHONE_AUTH_MODULE).restoreSessions(ids);
  },
);

interface OrderSnapshot {
  id: string;
  email: string | null;
  addresses: Array<Record<string, unknown> & { id: string }>;
}

const ADDRESS_FIELDS = ["id", "first_name", "last_name", "phone", "company", "address_1", "address_2", "postal_code"] as const;

/**
 * Orders stay for the shop's records (accounting, tax, returns) but lose what identifies the person:
 * email, names, phone, street and landmark, GPS address. City, region and country stay (delivery
 * statistics), as do items, prices and dates. Compensation writes the snapshot back.
 */
export const anonymiseOrdersStep = createStep(
  "glow-anonymise-orders",
  async (input: { customer_id: string }, { container }) => {
    const query = container.resolve("query");
    const orderModule = container.resolve(Modules.ORDER);
    const { data: orders } = await query.graph({
      entity: "order",
      fields: ["id", "email", ...ADDRESS_FIELDS.map((f) => `shipping_address.${f}`), ...ADDRESS_FIELDS.map((f) => `billing_address.${f}`)],
      filters: { customer_id: input.customer_id },
    });
    const snapshot: OrderSnapshot[] = [];
    for (const order of orders as any[]) {
      const addresses = [order.shipping_address, order.billing_address].filter((a: any) => a?.id);
      snapshot.push({ id: order.id, email: order.email ?? null, addresses: addresses.map((a: any) => ({ ...a })) });
      await orderModule.updateOrders(order.id, { email: null as unknown as string });
      for (const address of addresses) {
        await orderModule.updateOrderAddresses({
          id: address.id,
          ...ANONYMISED_NAME,
          phone: null as unknown as string,
          company: null as unknown as string,
          address_1: null as unknown as string,
          address_2: null as unknown as string,
          postal_code: null as unknown as string,
        });
      }
    }
    return new StepResponse(snapshot.length, snapshot);
  },
  async (snapshot, { container }) => {
    if (!snapshot?.length) return;
    const orderModule = container.resolve(Modules.ORDER);
    for (const order of snapshot) {
      await orderModule.updateOrders(order.id, { email: order.email as string });
      for (const address of order.addresses) await orderModule.updateOrderAddresses(address as any);
    }
  },
);

/** Removes the `phone` auth identity (the sign-in); compensation recreates it with the same hash and link. */
export const deletePhoneIdentityStep = createStep(
  "glow-delete-phone-identity",
  async (input: { phone: string }, { container }) => {
    const auth = container.resolve(Modules.AUTH);
    const [provider] = await auth.listProviderIdentities({ provider: "phone", entity_id: input.phone }, { relations: ["auth_identity"] });
    if (!provider) return new StepResponse(false, null);
    const identity = (provider as any).auth_identity;
    await auth.deleteAuthIdentities([identity.id]);
    return new StepResponse(true, {
      app_metadata: identity.app_metadata ?? {},
      provider_identities: [{ provider: "phone", entity_id: input.phone, provider_metadata: provider.provider_metadata ?? {}, user_metadata: provider.user_metadata ?? {} }],
    });
  },
  async (previous, { container }) => {
    if (!previous) return;
    await container.resolve(Modules.AUTH).createAuthIdentities(previous as any);
  },
);

/** Clears the personal fields before the soft delete, so the kept row says nothing about the person. */
export const scrubCustomerStep = createStep(
  "glow-scrub-customer",
  async (input: { customer_id: string }, { container }) => {
    const customers = container.resolve(Modules.CUSTOMER);
    const before = await customers.retrieveCustomer(input.customer_id, { select: ["id", "first_name", "last_name", "email", "phone", "company_name", "metadata"] });
    await customers.updateCustomers(input.customer_id, {
      ...ANONYMISED_NAME,
      email: null,
      phone: null,
      company_name: null,
      metadata: { deleted_by_customer_at: new Date().toISOString() },
    });
    const { id, ...fields } = before;
    return new StepResponse(true, { id, fields });
  },
  async (previous, { container }) => {
    if (!previous) return;
    await container.resolve(Modules.CUSTOMER).updateCustomers(previous.id, previous.fields as any);
  },
);

export const listAddressIdsStep = createStep("glow-list-customer-address-ids", async (input: { customer_id: string }, { container }) => {
  const addresses = await container.resolve(Modules.CUSTOMER).listCustomerAddresses({ customer_id: input.customer_id }, { select: ["id"] });
  return new StepResponse(addresses.map((a) => a.id));
});

/**
 * Account deletion by the customer: sessions end, orders are anonymised, addresses and the sign-in
 * identity go, the customer row is scrubbed and soft-deleted, and `customer.deleted` is emitted
 * (the wishlist plugin removes the wishlist on it). Any failure undoes the steps before it.
 */
export const deleteAccountWorkflow = createWorkflow("glow-delete-phone-account", (input: DeleteAccountInput) => {
  const ref = transform({ input }, ({ input }) => ({ customer_id: input.customer_id }));
  endAllSessionsStep(ref);
  const anonymised = anonymiseOrdersStep(ref);
  const addressIds = listAddressIdsStep(ref);
  deleteCustomerAddressesStep(addressIds);
  deletePhoneIdentityStep({ phone: input.phone });
  scrubCustomerStep(ref);
  const ids = transform({ input }, ({ input }) => [input.customer_id]);
  deleteCustomersStep(ids);
  const eventData = transform({ input }, ({ input }) => [{ id: input.customer_id }]);
  emitEventStep({ eventName: CustomerWorkflowEvents.DELETED, data: eventData });
  return new WorkflowResponse({ anonymised_orders: anonymised });
});
