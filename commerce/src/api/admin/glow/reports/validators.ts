/** The reports' query (`from`, `to`: days, both included): one schema with its contract in @glow/shop-contracts (ADR 215). */
export { MAX_REPORT_DAYS, ReportRangeQuery, type ReportRange } from "@glow/shop-contracts";
