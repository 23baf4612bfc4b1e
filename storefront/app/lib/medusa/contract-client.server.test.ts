import { afterAll, beforeEach, describe, expect, it, vi } from "vitest";
import { newsContracts, paymentContracts } from "@glow/shop-contracts";
import { callContract, ContractCallError, ContractMismatchError, dataOf } from "./contract-client.server";

/** The typed client builds the call from the contract and parses the answer with it; Medusa is a stubbed fetch. */
const answer = { status: 200, body: {} as unknown };
const calls: Array<{ url: string; method: string; body: unknown; headers: Record<string, string> }> = [];

vi.stubEnv("MEDUSA_PUBLISHABLE_KEY", "pk_test");
vi.stubGlobal("fetch", async (url: string, init: RequestInit) => {
  calls.push({ url, method: String(init.method), body: init.body ? JSON.parse(String(init.body)) : undefined, headers: Object.fromEntries(new Headers(init.headers)) });
  return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { "content-type": "application/json" } });
});
afterAll(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});
beforeEach(() => {
  calls.length = 0;
});

const category = { id: "ncat_1", name: "Skincare tips", handle: "skincare-tips", color: "#9d174d" };

describe("callContract", () => {
  it("calls the contract's method and path with the query, and answers the parsed data", async () => {
    answer.status = 200;
    answer.body = { categories: [category], extra_field: "ignored" };
    const result = await callContract(newsContracts.categories, {});
    expect(result).toEqual({ ok: true, status: 200, data: { categories: [category] } });
    expect(calls[0]).toMatchObject({ method: "GET" });
    expect(calls[0]!.url).toMatch(/\/store\/news-categories$/);
  });

  it("fills in path parameters and sends a POST's body (an empty object when the contract has none) with the shopper's token", async () => {
    answer.body = { order: { id: "order_1", display_id: 7 }, already_completed: false };
    const result = await callContract(paymentContracts.complete, { params: { id: "cart_01ABCDEFGHIJ" } }, { bearer: "jwt" });
    expect(dataOf(result, "unused").order.id).toBe("order_1");
    expect(calls[0]).toMatchObject({ method: "POST", body: {} });
    expect(calls[0]!.url).toMatch(/\/store\/checkout\/carts\/cart_01ABCDEFGHIJ\/complete$/);
    expect(calls[0]!.headers.authorization).toBe("Bearer jwt");
  });

  it("throws a ContractMismatchError (502) when a success answer does not match the contract", async () => {
    answer.body = { categories: [{ ...category, handle: undefined }] };
    const error = await callContract(newsContracts.categories, {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ContractMismatchError);
    expect((error as ContractMismatchError).status).toBe(502);
    expect((error as ContractMismatchError).issues).toMatch(/categories\.0\.handle/);
  });

  it("answers a refusal with its status, message and extra fields, and dataOf turns it into an error", async () => {
    answer.status = 429;
    answer.body = { message: "Too many requests.", retryAfter: 60 };
    const result = await callContract(newsContracts.list, { query: { limit: "5" } });
    expect(result).toEqual({ ok: false, status: 429, message: "Too many requests.", body: { message: "Too many requests.", retryAfter: 60 } });
    expect(calls[0]!.url).toMatch(/\/store\/news\?limit=5$/);
    expect(() => dataOf(result, "fallback")).toThrow(ContractCallError);
    answer.status = 404;
    answer.body = {};
    const missing = await callContract(newsContracts.retrieve, { params: { slug: "gone" } });
    expect(() => dataOf(missing, "Could not load the article.")).toThrow("Could not load the article.");
  });
});
