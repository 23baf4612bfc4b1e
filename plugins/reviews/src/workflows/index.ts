export * from "./create-review";
export * from "./set-review-approval";
export * from "./respond-to-review";
export * from "./delete-review";
