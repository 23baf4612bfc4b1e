/** Emitted by POST /admin/consultations/:id when staff move a booking to "booked" (confirmed): the SMS subscriber listens. */
export const CONSULTATION_BOOKED_EVENT = "consultation.booked";
