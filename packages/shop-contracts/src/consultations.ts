import "./zod-setup.js";
import { z } from "zod";
import { defineContract, PageJsonShape } from "./contract.js";

/**
 * Consultation bookings (plugins/consultations): one set of rules for the plugin's
 * POST /store/consultations and the storefront's /consultation form (ADR 160). The two copies had
 * drifted: the form removed spaces and dashes from the phone number and the plugin only trimmed it,
 * so "024 412 3456" passed the form and was refused by the plugin; the plugin defaulted a missing
 * `contact_method` to "phone" and the form required one. Now both strip spaces and dashes, a missing
 * contact method is "phone" (the form's preselected choice and the table's default) and an unknown
 * one is refused in plain words, and the plugin checks the 90-day date window the form checked alone.
 */
export const CONTACT_METHODS = ["phone", "whatsapp", "in_store"] as const;
export type ContactMethod = (typeof CONTACT_METHODS)[number];
export const CONSULTATION_STATUSES = ["new", "contacted", "booked", "done", "cancelled"] as const;
export type ConsultationStatus = (typeof CONSULTATION_STATUSES)[number];

/** How far ahead a booking may be, in days. */
export const BOOKING_WINDOW_DAYS = 90;

/** Today in Accra as YYYY-MM-DD (Ghana is UTC+0 all year). */
export function todayInAccra(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** A date must be today or later, within BOOKING_WINDOW_DAYS; the message, or null when it is fine. */
export function checkDateWindow(date: string, now: Date = new Date()): string | null {
  const today = todayInAccra(now);
  const last = todayInAccra(new Date(now.getTime() + BOOKING_WINDOW_DAYS * 24 * 3600 * 1000));
  if (date < today) return "Please choose today or a later date";
  if (date > last) return `Please choose a date within the next ${BOOKING_WINDOW_DAYS} days`;
  return null;
}

/** Each field's rule, shared by the plugin's snake_case body and the storefront's camelCase form. */
export const consultationFields = {
  name: z.string({ error: "Please enter your name" }).trim().min(2, "Please enter your name").max(100, "Name is too long"),
  phone: z
    .string({ error: "Please enter your phone number" })
    .transform((v) => v.replace(/[\s-]/g, ""))
    .pipe(z.string().regex(/^0\d{9}$/, "Phone number must be in format 0XXXXXXXXX (10 digits starting with 0)")),
  date: z
    .string({ error: "Please choose a date" })
    .regex(/^\d{4}-\d{2}-\d{2}$/, "Please choose a date")
    .superRefine((value, ctx) => {
      const problem = checkDateWindow(value);
      if (problem) ctx.addIssue({ code: "custom", message: problem });
    }),
  time: z.string({ error: "Please choose a time" }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Please choose a time"),
  contactMethod: z.enum(CONTACT_METHODS, { error: "Please choose how we should meet" }).default("phone"),
  concern: z
    .string({ error: "Please tell us a little more (at least 10 characters)" })
    .trim()
    .min(10, "Please tell us a little more (at least 10 characters)")
    .max(2000, "Please keep it under 2,000 characters"),
};

/** POST /store/consultations */
export const CreateConsultationSchema = z.object({
  name: consultationFields.name,
  phone: consultationFields.phone,
  preferred_date: consultationFields.date,
  preferred_time: consultationFields.time,
  contact_method: consultationFields.contactMethod,
  concern: consultationFields.concern,
});
export type CreateConsultation = z.infer<typeof CreateConsultationSchema>;

/** What staff change on a booking from the admin. */
export const UpdateConsultationSchema = z
  .object({
    status: z.enum(CONSULTATION_STATUSES, { message: `Status must be one of: ${CONSULTATION_STATUSES.join(", ")}` }).optional(),
    staff_note: z.string().trim().max(2000, "Please keep the note under 2,000 characters").nullable().optional(),
  })
  .strict()
  .refine((value) => value.status !== undefined || value.staff_note !== undefined, "Nothing to change: send a status or a staff_note");
export type UpdateConsultation = z.infer<typeof UpdateConsultationSchema>;

/** The longest span of preferred dates one list asks for (a month view at most). */
export const CONSULTATION_SPAN_DAYS = 31;

const isoDay = (field: string) =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { message: `${field} must be a date like 2026-11-30`, abort: true })
    .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value), `${field} must be a real date`);

/**
 * GET /admin/consultations: newest bookings first; with `from` and `to` (the staff's week view) the
 * bookings whose preferred day falls in that range, in the order they happen.
 */
export const ListConsultationsSchema = z
  .object({
    limit: z.coerce.number().int().min(1).max(200).default(50),
    offset: z.coerce.number().int().min(0).default(0),
    status: z.enum(CONSULTATION_STATUSES).optional(),
    from: isoDay("from").optional(),
    to: isoDay("to").optional(),
  })
  .superRefine((query, ctx) => {
    if ((query.from === undefined) !== (query.to === undefined)) {
      ctx.addIssue({ code: "custom", path: [query.from === undefined ? "from" : "to"], message: "Send both from and to, or neither" });
      return;
    }
    if (query.from === undefined || query.to === undefined) return;
    const days = (Date.parse(`${query.to}T00:00:00Z`) - Date.parse(`${query.from}T00:00:00Z`)) / 86_400_000;
    if (days < 0) ctx.addIssue({ code: "custom", path: ["to"], message: "to must be on or after from" });
    else if (days >= CONSULTATION_SPAN_DAYS) ctx.addIssue({ code: "custom", path: ["to"], message: `Ask for at most ${CONSULTATION_SPAN_DAYS} days at a time` });
  });

/** The Monday (YYYY-MM-DD) of the week holding `day` (YYYY-MM-DD), and that week's Sunday. */
export function weekOf(day: string): { from: string; to: string } {
  const date = new Date(`${day}T00:00:00Z`);
  const monday = new Date(date.getTime() - ((date.getUTCDay() + 6) % 7) * 86_400_000);
  return { from: monday.toISOString().slice(0, 10), to: new Date(monday.getTime() + 6 * 86_400_000).toISOString().slice(0, 10) };
}

export const ConsultationJsonSchema = z.object({
  id: z.string(),
  name: z.string(),
  phone: z.string(),
  preferred_date: z.string(),
  preferred_time: z.string(),
  contact_method: z.enum(CONTACT_METHODS),
  concern: z.string(),
  status: z.enum(CONSULTATION_STATUSES),
  staff_note: z.string().nullable(),
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
});
export type ConsultationJson = z.infer<typeof ConsultationJsonSchema>;

export const consultationContracts = {
  /** A shopper books (201); over the per-phone or per-shop limit a 429 `{ message, retryAfter }`. */
  create: defineContract({
    method: "POST",
    path: "/store/consultations",
    body: CreateConsultationSchema,
    response: z.object({ consultation: z.object({ id: z.string(), status: z.enum(CONSULTATION_STATUSES) }) }),
  }),
  adminList: defineContract({
    method: "GET",
    path: "/admin/consultations",
    query: ListConsultationsSchema,
    response: z.object({ consultations: z.array(ConsultationJsonSchema), ...PageJsonShape }),
  }),
  adminUpdate: defineContract({
    method: "POST",
    path: "/admin/consultations/:id",
    params: z.object({ id: z.string() }),
    body: UpdateConsultationSchema,
    response: z.object({ consultation: ConsultationJsonSchema }),
  }),
};

/** The retry hint of a refused booking (429). */
export const BookingRefusedJsonSchema = z.object({ message: z.string(), retryAfter: z.number().int().positive() });
