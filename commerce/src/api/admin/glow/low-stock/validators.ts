/** `threshold` (a whole number, 5 by default): one schema with its contract in @glow/shop-contracts (ADR 215). */
export { LOW_STOCK_DEFAULT_THRESHOLD, LowStockQuery } from "@glow/shop-contracts";
