/** The completion route's cart id: the payment contract in @glow/shop-contracts (ADR 160). */
export { CartIdParams } from "@glow/shop-contracts";
