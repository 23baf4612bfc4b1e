import type { MedusaContainer } from "@medusajs/framework/types";
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils";
import { updateRegionsWorkflow } from "@medusajs/medusa/core-flows";

/** Payment providers of plugins/payments, as registered in medusa-config.ts (`pp_<identifier>_<id>`). */
export const PAYMENT_PROVIDERS = {
  payOnDelivery: "pp_pay-on-delivery_pay-on-delivery",
  paystack: "pp_paystack_paystack",
} as const;

/**
 * Offers Glow's payment providers in the Ghana region, and only them: Pay on delivery always, Paystack
 * when it is registered (PAYSTACK_SECRET_KEY set). Medusa's test provider `pp_system_default` (which
 * every Medusa registers, and which the first seeds put in the region) is taken out: a session on it
 * "pays" without any payment (issue 34). Idempotent: runs on every seed, so existing databases are
 * fixed on their next start (the seed runs again when src/scripts changed); keeps our providers that
 * are no longer registered (Medusa hides them, e.g. Paystack after its key is removed). Returns what
 * changed: the providers added and removed.
 */
export async function enableRegionPaymentProviders(container: MedusaContainer, regionName: string): Promise<string[]> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY);
  const paymentModule = container.resolve(Modules.PAYMENT);
  const registered = new Set((await paymentModule.listPaymentProviders({ is_enabled: true })).map((p) => p.id));
  const ours: string[] = Object.values(PAYMENT_PROVIDERS);
  const wanted = ours.filter((id) => registered.has(id));
  const { data } = await query.graph({ entity: "region", fields: ["id", "payment_providers.id"], filters: { name: regionName } });
  const region = data[0] as { id: string; payment_providers?: Array<{ id: string } | null> } | undefined;
  if (!region) return [];
  const current = (region.payment_providers ?? []).filter((p): p is { id: string } => Boolean(p)).map((p) => p.id);
  const missing = wanted.filter((id) => !current.includes(id));
  const foreign = current.filter((id) => !ours.includes(id));
  if (missing.length === 0 && foreign.length === 0) return [];
  await updateRegionsWorkflow(container).run({
    input: { selector: { id: region.id }, update: { payment_providers: [...current.filter((id) => ours.includes(id)), ...missing] } },
  });
  return [...missing, ...foreign.map((id) => `-${id}`)];
}
