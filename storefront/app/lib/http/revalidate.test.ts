import { describe, expect, it } from "vitest";
import { keepDataOnSameUrl, rememberLoadedMore } from "./revalidate";

const ask = (current: string, next: string, formMethod?: string) =>
  keepDataOnSameUrl({ currentUrl: new URL(`http://shop.test${current}`), nextUrl: new URL(`http://shop.test${next}`), formMethod, defaultShouldRevalidate: true } as Parameters<typeof keepDataOnSameUrl>[0]);

describe("keepDataOnSameUrl (catalog pages under the product dialog)", () => {
  it("keeps the data for the same URL (the dialog popped) and reloads for another", () => {
    expect(ask("/products?q=shea", "/products?q=shea")).toBe(false);
    expect(ask("/products", "/products?category=makeup")).toBe(true);
    expect(ask("/products", "/products", "POST")).toBe(true);
  });

  it('keeps the list "Load more" extended when Back returns to the address it wrote, and only that list', () => {
    rememberLoadedMore("/products", "/products?page=3");
    expect(ask("/products", "/products?page=3")).toBe(false);
    // Another list shown since (a category chip), then Back to the old address: that list is read again.
    expect(ask("/products?category=makeup", "/products?page=3")).toBe(true);
    expect(ask("/products", "/products?page=4")).toBe(true);
  });
});
