/** The booking rules: the consultation contract in @glow/shop-contracts, shared with the storefront's form (ADR 160). */
export { CreateConsultationSchema, type CreateConsultation } from "@glow/shop-contracts";
