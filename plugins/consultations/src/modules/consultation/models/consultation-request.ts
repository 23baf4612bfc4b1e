import { model } from "@medusajs/framework/utils";

/** One booking from the /consultation page. Dates stay as the shopper typed them (YYYY-MM-DD, HH:MM, Africa/Accra). */
export const ConsultationRequest = model.define("consultation_request", {
  id: model.id({ prefix: "cons" }).primaryKey(),
  name: model.text(),
  phone: model.text(),
  preferred_date: model.text(),
  preferred_time: model.text(),
  contact_method: model.enum(["phone", "whatsapp", "in_store"]).default("phone"),
  concern: model.text(),
  // Staff move a booking along from the admin: new → contacted → booked → done (or cancelled).
  status: model.enum(["new", "contacted", "booked", "done", "cancelled"]).default("new"),
  staff_note: model.text().nullable(),
  // The client network the booking came from (IPv4, or an IPv6 /64): the per-network hourly limit
  // counts it (issue 34). Null for bookings made before it was recorded.
  network: model.text().nullable(),
});
