export * from "./add-to-wishlist";
export * from "./remove-from-wishlist";
export * from "./remove-products-from-wishlists";
export * from "./delete-customer-wishlists";
