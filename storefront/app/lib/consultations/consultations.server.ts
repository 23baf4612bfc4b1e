import { checkDateWindow, consultationContracts, consultationFields, todayInAccra } from "@glow/shop-contracts";
import { z } from "zod";
import { callContract } from "~/lib/medusa/contract-client.server";
import type { ShopperContext } from "~/lib/medusa/store-request.server";

/**
 * The booking form's rules: the same field rules as the plugin's POST /store/consultations, from
 * the consultation contract (@glow/shop-contracts, ADR 160), under the form's camelCase names.
 */
export const consultationSchema = z.object({
  name: consultationFields.name,
  phone: consultationFields.phone,
  preferredDate: consultationFields.date,
  preferredTime: consultationFields.time,
  contactMethod: consultationFields.contactMethod,
  concern: consultationFields.concern,
});
export type ConsultationInput = z.infer<typeof consultationSchema>;

export { checkDateWindow, todayInAccra };

/** The booking was refused over a limit (ADR 085): the plugin's message, and seconds to wait. */
export interface BookingRefused {
  refused: { message: string; retryAfter: number };
}

/**
 * Books through the consultations plugin. Over the per-phone or per-shop limit the plugin answers 429
 * `{ message, retryAfter }` with `Retry-After`; that comes back as `refused` (the page answers 429
 * too, not "could not save"). Other failures throw.
 */
export async function createConsultation(input: ConsultationInput, context: ShopperContext = {}): Promise<{ id: string } | BookingRefused> {
  const result = await callContract(
    consultationContracts.create,
    {
      body: {
        name: input.name,
        phone: input.phone,
        preferred_date: input.preferredDate,
        preferred_time: input.preferredTime,
        contact_method: input.contactMethod,
        concern: input.concern,
      },
    },
    context,
  );
  if (result.ok) return { id: result.data.consultation.id };
  if (result.status === 429) {
    const retryAfter = Number(result.body.retryAfter);
    return {
      refused: {
        message: result.message || "We are receiving a lot of consultation requests right now. Please try again later.",
        retryAfter: Number.isInteger(retryAfter) && retryAfter > 0 ? retryAfter : 3600,
      },
    };
  }
  throw new Error(`Booking a consultation failed: ${result.status} ${result.message ?? ""}`.trim());
}
