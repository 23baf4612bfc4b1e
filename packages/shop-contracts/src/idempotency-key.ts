/** The HTTP header a storefront caller names a tap's idempotency key in (POST /api/cart, ADR 235). */
export const IDEMPOTENCY_KEY_HEADER = "Idempotency-Key";
/** An idempotency key: a UUID as `crypto.randomUUID()` makes it (any version; either case, compared lower-case). */
export const IDEMPOTENCY_KEY_PATTERN = /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/;
