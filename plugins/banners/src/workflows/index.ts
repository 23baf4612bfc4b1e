export * from "./banners";
