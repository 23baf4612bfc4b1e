import { z } from "zod";
import { storeRequest, type ShopperContext } from "~/lib/medusa/store-request.server";

/** The booking form's rules (the Medusa route checks the same ones). */
export const consultationSchema = z.object({
  name: z.string().trim().min(2, "Please enter your name").max(100, "Name is too long"),
  phone: z
    .string()
    .transform((v) => v.replace(/[\s-]/g, ""))
    .pipe(z.string().regex(/^0\d{9}$/, "Phone number must be in format 0XXXXXXXXX (10 digits starting with 0)")),
  preferredDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "Please choose a date"),
  preferredTime: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Please choose a time"),
  contactMethod: z.enum(["phone", "whatsapp", "in_store"], { error: "Please choose how we should meet" }),
  concern: z.string().trim().min(10, "Please tell us a little more (at least 10 characters)").max(2000, "Please keep it under 2,000 characters"),
});
export type ConsultationInput = z.infer<typeof consultationSchema>;

/** Today in Accra as YYYY-MM-DD (Ghana is UTC+0 all year). */
export function todayInAccra(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** A date must be today or later, within 90 days. */
export function checkDateWindow(date: string, now: Date = new Date()): string | null {
  const today = todayInAccra(now);
  const last = todayInAccra(new Date(now.getTime() + 90 * 24 * 3600 * 1000));
  if (date < today) return "Please choose today or a later date";
  if (date > last) return "Please choose a date within the next 90 days";
  return null;
}

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
  const result = await storeRequest<{ consultation: { id: string }; retryAfter?: number }>("POST", "/store/consultations", context, {
    name: input.name,
    phone: input.phone,
    preferred_date: input.preferredDate,
    preferred_time: input.preferredTime,
    contact_method: input.contactMethod,
    concern: input.concern,
  });
  if (result.status === 429) {
    const retryAfter = Number(result.body.retryAfter);
    return {
      refused: {
        message: result.body.message || "We are receiving a lot of consultation requests right now. Please try again later.",
        retryAfter: Number.isInteger(retryAfter) && retryAfter > 0 ? retryAfter : 3600,
      },
    };
  }
  if (!result.ok) throw new Error(`Booking a consultation failed: ${result.status} ${result.body.message ?? ""}`.trim());
  return result.body.consultation;
}
