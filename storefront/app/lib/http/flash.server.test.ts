import { describe, expect, it } from "vitest";
import { readFlash, redirectWithToast } from "./flash.server";
import { addedToCartToast } from "./shop-toasts";

const cookieOf = (setCookie: string) => setCookie.split(";")[0]!;
const requestWith = (cookie?: string) => new Request("http://shop.test/products", { headers: cookie ? { Cookie: cookie } : {} });

describe("flash toasts of the no-JavaScript shop forms (ADR 081)", () => {
  it("redirects with 303, private, and a signed one-minute cookie the next page reads once", async () => {
    const response = await redirectWithToast("/products?category=makeup", addedToCartToast("Ruby Woo Lipstick"));
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/products?category=makeup");
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    const [setCookie] = response.headers.getSetCookie();
    expect(setCookie).toMatch(/^glow_flash=/);
    expect(setCookie).toMatch(/Max-Age=60/);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);

    const read = await readFlash(requestWith(`glow_session=x; ${cookieOf(setCookie!)}`));
    expect(read?.flash).toMatchObject({ title: "Added to cart", description: "Ruby Woo Lipstick is in your cart.", duration: 2000 });
    expect(read?.flash?.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(read?.clearCookie).toMatch(/^glow_flash=;.*Max-Age=0/);
  });

  it("gives every flash its own id (a page shows each once)", async () => {
    const a = await redirectWithToast("/", addedToCartToast());
    const b = await redirectWithToast("/", addedToCartToast());
    const idOf = async (r: Response) => (await readFlash(requestWith(cookieOf(r.headers.getSetCookie()[0]!))))?.flash?.id;
    expect(await idOf(a)).not.toBe(await idOf(b));
  });

  it("adds extra cookies as separate headers", async () => {
    const response = await redirectWithToast("/auth", addedToCartToast(), ["glow_session=; Max-Age=0; Path=/"]);
    expect(response.headers.getSetCookie()).toHaveLength(2);
  });

  it("reads nothing without the cookie, and clears (without showing) a forged or garbled one", async () => {
    expect(await readFlash(requestWith())).toBeNull();
    expect(await readFlash(requestWith("glow_session=abc"))).toBeNull();
    const forged = Buffer.from(JSON.stringify({ id: "x", title: "Your account is locked", description: "Call +233…" })).toString("base64");
    for (const cookie of [`glow_flash=${forged}`, "glow_flash=%%%", "glow_flash="]) {
      const read = await readFlash(requestWith(cookie));
      expect(read?.flash, cookie).toBeNull();
      expect(read?.clearCookie, cookie).toMatch(/Max-Age=0/);
    }
  });
});
