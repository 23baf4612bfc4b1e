import { describe, expect, it } from "vitest";
import { catalogPageHeaders, PRIVATE, withParentCookies } from "./cache-headers";
import { loaderHeadersOnly } from "./http.server";

const PUBLIC = "public, max-age=60, s-maxage=300, stale-while-revalidate=600";
const CLEAR_SESSION = "glow_session=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Max-Age=0; HttpOnly; SameSite=Lax";
const CLEAR_FLASH = "glow_flash=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Max-Age=0; HttpOnly; SameSite=Lax";

function rootHeaders(cookies: string[], cacheControl?: string): Headers {
  const headers = new Headers(cacheControl ? { "Cache-Control": cacheControl } : {});
  for (const cookie of cookies) headers.append("Set-Cookie", cookie);
  return headers;
}

const args = (loaderHeaders: Headers, parentHeaders: Headers) =>
  ({ loaderHeaders, parentHeaders, actionHeaders: new Headers(), errorHeaders: undefined }) as Parameters<typeof catalogPageHeaders>[0];

describe("page headers keep the root's cookies (forced sign-out, flash: ADR 081)", () => {
  it("catalog pages: private when the root says so, each root cookie as its own Set-Cookie", () => {
    const headers = new Headers(catalogPageHeaders(args(new Headers({ "Cache-Control": PUBLIC }), rootHeaders([CLEAR_SESSION, CLEAR_FLASH], PRIVATE))));
    expect(headers.get("Cache-Control")).toBe(PRIVATE);
    expect(headers.getSetCookie()).toEqual([CLEAR_SESSION, CLEAR_FLASH]);
  });

  it("catalog pages stay public without a shopper or a flash", () => {
    const headers = new Headers(catalogPageHeaders(args(new Headers({ "Cache-Control": PUBLIC }), rootHeaders([]))));
    expect(headers.get("Cache-Control")).toBe(PUBLIC);
    expect(headers.getSetCookie()).toEqual([]);
  });

  it("private pages pass their loader's headers and add the root's cookies once", () => {
    const loader = new Headers({ "Cache-Control": PRIVATE });
    loader.append("Set-Cookie", CLEAR_SESSION);
    const headers = new Headers(loaderHeadersOnly(args(loader, rootHeaders([CLEAR_SESSION, CLEAR_FLASH], PRIVATE))));
    expect(headers.get("Cache-Control")).toBe(PRIVATE);
    expect(headers.getSetCookie()).toEqual([CLEAR_SESSION, CLEAR_FLASH]);
  });

  it("withParentCookies leaves the page's own headers alone", () => {
    const page = new Headers({ "Cache-Control": PRIVATE, "X-Test": "1" });
    withParentCookies(page, rootHeaders([CLEAR_FLASH]));
    expect(page.get("X-Test")).toBe("1");
    expect(page.getSetCookie()).toEqual([CLEAR_FLASH]);
  });
});
