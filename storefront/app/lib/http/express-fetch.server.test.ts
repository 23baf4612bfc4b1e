import type { Request as ExpressRequest, Response as ExpressResponse } from "express";
import { describe, expect, it } from "vitest";
import { requestHost, toFetchRequest } from "./express-fetch.server";

/** A minimal Express request as server-app.ts hands it over (trust proxy already applied to `protocol`). */
function expressRequest(headers: Record<string, string>): ExpressRequest {
  const lower = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
  return {
    method: "GET",
    protocol: "http",
    hostname: lower["x-forwarded-host"] ?? lower.host,
    originalUrl: "/products?page=2",
    headers: lower,
    get: (name: string) => lower[name.toLowerCase()],
  } as unknown as ExpressRequest;
}
const response = { on: () => undefined } as unknown as ExpressResponse;

describe("the URL Remix sees (issue 34: cache poisoning)", () => {
  it("takes its host from Host alone, whatever forwarded headers say", () => {
    const request = toFetchRequest(
      expressRequest({ Host: "shop.example:3000", "X-Forwarded-Host": "evil.example:8443", Forwarded: "host=evil.example", "X-Host": "evil.example", "X-Original-Host": "evil.example" }),
      response,
    );
    expect(new URL(request.url).origin).toBe("http://shop.example:3000");
  });

  it("reads an odd Host as localhost", () => {
    expect(requestHost("shop.example")).toBe("shop.example");
    expect(requestHost("[::1]:3000")).toBe("[::1]:3000");
    expect(requestHost("evil.example/x?")).toBe("localhost");
    expect(requestHost("a b")).toBe("localhost");
    expect(requestHost(undefined)).toBe("localhost");
  });
});
