import { AsyncLocalStorage } from "node:async_hooks";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { FetchError } from "@medusajs/js-sdk";
import { afterAll, afterEach, describe, expect, it, vi } from "vitest";
import { isUpstreamUnavailable } from "~/lib/security/policy.server";
import { medusa, medusaFetch } from "./client.server";
import { onMedusaFailure } from "./failures.server";
import { storeRequest } from "./store-request.server";

/**
 * The Medusa client's timeout and failure recording (ADR 150), for the js-sdk and for storeRequest:
 * what server-app.ts turns into the 503 page. Medusa is a stubbed global fetch (the SDK calls it).
 */
type Answer = (url: string, init: RequestInit) => Promise<Response>;
let answer: Answer = async () => Response.json({});
const calls: Array<{ url: string; init: RequestInit }> = [];
vi.stubEnv("MEDUSA_PUBLISHABLE_KEY", "pk_test");
vi.stubEnv("MEDUSA_URL", "http://medusa.test");
// The timeout is the option storefront.medusaTimeoutMs, read from the shop's options file.
const optionsFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "glow-options-")), "shop-options.json");
fs.writeFileSync(optionsFile, JSON.stringify({ storefront: { medusaTimeoutMs: 50 } }));
vi.stubEnv("GLOW_OPTIONS_FILE", optionsFile);
vi.stubGlobal("fetch", (input: string | URL | Request, init: RequestInit = {}) => {
  const url = input instanceof Request ? input.url : String(input);
  calls.push({ url, init });
  return answer(url, init);
});
afterAll(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});

// As server-app.ts does: failures go to the request whose async context made the call.
const requestFailures = new AsyncLocalStorage<unknown[]>();
const stop = onMedusaFailure((error) => requestFailures.getStore()?.push(error));
afterAll(stop);
async function inRequest(work: () => Promise<unknown>): Promise<unknown[]> {
  const failures: unknown[] = [];
  await requestFailures.run(failures, () => work().catch(() => undefined));
  return failures;
}
afterEach(() => {
  calls.length = 0;
  answer = async () => Response.json({});
});

const status = (code: number, body: unknown = { message: "no" }) => async () => Response.json(body, { status: code });

describe("the Medusa client", () => {
  it("sends the publishable key and a timeout signal with SDK and storeRequest calls", async () => {
    answer = async () => Response.json({ products: [], count: 0 });
    await medusa().store.product.list({ limit: 1 });
    await storeRequest("GET", "/store/wishlist", {});
    expect(calls.map((call) => new URL(call.url).pathname)).toEqual(["/store/products", "/store/wishlist"]);
    for (const call of calls) {
      expect(new Headers(call.init.headers).get("x-publishable-api-key")).toBe("pk_test");
      expect(call.init.signal).toBeInstanceOf(AbortSignal);
    }
  });

  it("records a 5xx from an SDK call and from storeRequest, even when the caller catches it", async () => {
    answer = status(500);
    const sdkFailures = await inRequest(() => medusa().store.product.list());
    expect(sdkFailures).toHaveLength(1);
    expect(sdkFailures[0]).toBeInstanceOf(FetchError);
    expect(sdkFailures.every(isUpstreamUnavailable)).toBe(true);

    answer = status(503);
    const pluginFailures = await inRequest(async () => expect((await storeRequest("GET", "/store/banners", {})).status).toBe(503));
    expect(pluginFailures).toEqual([expect.objectContaining({ status: 503 })]);
    expect(pluginFailures.every(isUpstreamUnavailable)).toBe(true);
  });

  it("does not record refusals (4xx): Medusa answered", async () => {
    answer = status(404);
    expect(await inRequest(() => medusa().store.product.retrieve("prod_missing"))).toEqual([]);
    expect(await inRequest(() => storeRequest("POST", "/store/reviews", {}, {}))).toEqual([]);
  });

  it("records a call Medusa never answers and abandons it after storefront.medusaTimeoutMs", async () => {
    // A Medusa that hangs: the call ends only through the signal the client passed down.
    answer = (_url, init) => new Promise((_resolve, reject) => init.signal?.addEventListener("abort", () => reject(init.signal?.reason)));
    const started = Date.now();
    const failures = await inRequest(() => Promise.allSettled([medusa().store.region.list(), medusaFetch("/store/phone-auth/me")]));
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(failures).toHaveLength(2);
    expect(failures.every(isUpstreamUnavailable)).toBe(true);
  });

  it("records a refused connection, in the request that made the call only", async () => {
    answer = async (url) => (url.includes("down") ? Promise.reject(new TypeError("fetch failed")) : Response.json({}));
    const [down, up] = await Promise.all([inRequest(() => medusaFetch("/store/down")), inRequest(() => medusaFetch("/store/up"))]);
    expect(down).toHaveLength(1);
    expect(isUpstreamUnavailable(down[0])).toBe(true);
    expect(up).toEqual([]);
  });
});
