/**
 * zod pieces for request bodies and queries that several plugins validate the same way. They moved
 * to @glow/shop-contracts with the endpoint contracts (ADR 160); re-exported here for the plugins
 * that import them with the other HTTP helpers.
 */
export { AdminListQuery, type AdminListQueryType, optionalLink, optionalText, strictBody } from "@glow/shop-contracts";
