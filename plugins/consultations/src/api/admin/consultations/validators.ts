/** What staff send: the consultation contracts in @glow/shop-contracts (ADR 160). */
export { CONSULTATION_STATUSES, ListConsultationsSchema, UpdateConsultationSchema, type UpdateConsultation } from "@glow/shop-contracts";
