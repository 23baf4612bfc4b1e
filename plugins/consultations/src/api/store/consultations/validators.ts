import { z } from "@medusajs/framework/zod";

/** The same rules as the storefront's form (storefront/app/lib/consultations/consultations.server.ts). */
export const CreateConsultationSchema = z.object({
  name: z.string().trim().min(2, "Please enter your name").max(100, "Name is too long"),
  phone: z.string().trim().regex(/^0\d{9}$/, "Phone number must be in format 0XXXXXXXXX (10 digits starting with 0)"),
  preferred_date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "Please choose a date"),
  preferred_time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Please choose a time"),
  contact_method: z.enum(["phone", "whatsapp", "in_store"]).default("phone"),
  concern: z.string().trim().min(10, "Please tell us a little more (at least 10 characters)").max(2000, "Please keep it under 2,000 characters"),
});
export type CreateConsultation = z.infer<typeof CreateConsultationSchema>;
