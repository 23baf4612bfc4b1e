import { z } from "@medusajs/framework/zod";

export const CONSULTATION_STATUSES = ["new", "contacted", "booked", "done", "cancelled"] as const;

/** What staff change on a booking from the admin. */
export const UpdateConsultationSchema = z
  .object({
    status: z.enum(CONSULTATION_STATUSES, { message: `Status must be one of: ${CONSULTATION_STATUSES.join(", ")}` }).optional(),
    staff_note: z.string().trim().max(2000, "Please keep the note under 2,000 characters").nullable().optional(),
  })
  .strict()
  .refine((value) => value.status !== undefined || value.staff_note !== undefined, "Nothing to change: send a status or a staff_note");
export type UpdateConsultation = z.infer<typeof UpdateConsultationSchema>;

export const ListConsultationsSchema = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).default(0),
  status: z.enum(CONSULTATION_STATUSES).optional(),
});
