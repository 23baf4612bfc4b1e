export * from "./news";
