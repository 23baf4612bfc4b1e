import { describe, expect, it } from "vitest";
import { MAX_RETURN_PATH_LENGTH, returnPathOf, safeReturnPath } from "./return-path";

describe("safeReturnPath (redirectTo of the no-JavaScript shop forms, ADR 081)", () => {
  it.each([
    ["/", "/"],
    ["/products", "/products"],
    ["/products?category=hair-care&sort=price", "/products?category=hair-care&sort=price"],
    ["/products/slug/cerave-hydrating-facial-cleanser", "/products/slug/cerave-hydrating-facial-cleanser"],
    ["/products?q=red%20lipstick", "/products?q=red%20lipstick"],
    ["/sale#top", "/sale"],
    ["/news/../products", "/products"],
    ["/%2F%2Fevil.example", "/%2F%2Fevil.example"],
  ])("keeps the shop path %s as %s", (input, expected) => {
    expect(safeReturnPath(input)).toBe(expected);
  });

  it.each([
    ["another site", "https://evil.example/products"],
    ["a protocol-relative URL", "//evil.example/products"],
    ["a backslash host", "/\\evil.example"],
    ["a backslash anywhere", "/products\\..\\"],
    ["a javascript: URL", "javascript:alert(1)"],
    ["a data: URL", "data:text/html,hi"],
    ["a relative path", "products"],
    ["a tab before the host", "/\t/evil.example"],
    ["a newline (header injection)", "/products\r\nSet-Cookie: x=1"],
    ["a space", "/ /evil.example"],
    ["dot segments that end in //", "/..//evil.example"],
    ["an empty string", ""],
    ["a number", 42],
    ["undefined", undefined],
    ["an overlong path", `/${"a".repeat(MAX_RETURN_PATH_LENGTH)}`],
  ])("refuses %s", (_name, input) => {
    expect(safeReturnPath(input)).toBe("/");
    expect(safeReturnPath(input, "/products")).toBe("/products");
  });

  it("builds the form value from the page's location", () => {
    expect(returnPathOf({ pathname: "/products", search: "?category=makeup" })).toBe("/products?category=makeup");
    expect(returnPathOf({ pathname: "/", search: "" })).toBe("/");
  });
});
