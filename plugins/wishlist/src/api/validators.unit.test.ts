import { describe, expect, it } from "vitest";
import { AdminProductParams, StoreAddWishlistItem, StoreWishlistItemParams } from "./validators";

const messageOf = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  result.error?.issues.map((issue) => issue.message).join("; ");

describe("wishlist validators", () => {
  it("accept a product id and trim it", () => {
    expect(StoreAddWishlistItem.parse({ product_id: " prod_01JABC " })).toEqual({ product_id: "prod_01JABC" });
    expect(StoreWishlistItemParams.parse({ product_id: "prod_01JABC" })).toEqual({ product_id: "prod_01JABC" });
    expect(AdminProductParams.parse({ id: "prod_01JABC" })).toEqual({ id: "prod_01JABC" });
  });

  it.each([
    [{}, "product_id is required"],
    [{ product_id: 42 }, "product_id must be a text"],
    [{ product_id: null }, "product_id must be a text"],
    [{ product_id: "   " }, "product_id must not be empty"],
    [{ product_id: "x".repeat(101) }, "product_id is too long"],
    [{ product_id: "prod_1' OR 1=1" }, "product_id must be a product id such as prod_01H…"],
  ])("reject %j with a plain message", (body, message) => {
    const result = StoreAddWishlistItem.safeParse(body);
    expect(result.success).toBe(false);
    expect(messageOf(result)).toBe(message);
  });

  it("names the admin route's parameter in its message", () => {
    expect(messageOf(AdminProductParams.safeParse({ id: "a b" }))).toBe("The product id must be a product id such as prod_01H…");
  });
});

describe("the add body", () => {
  it("names unknown fields and refuses what is not an object", () => {
    expect(messageOf(StoreAddWishlistItem.safeParse({ product_id: "prod_1", quantity: 2 }))).toBe("Unknown field: quantity");
    expect(messageOf(StoreAddWishlistItem.safeParse({ product_id: "prod_1", a: 1, b: 2 }))).toBe("Unknown fields: a, b");
    expect(messageOf(StoreAddWishlistItem.safeParse(["prod_1"]))).toBe("The request body must be a JSON object");
    expect(messageOf(StoreAddWishlistItem.safeParse("prod_1"))).toBe("The request body must be a JSON object");
  });
});
