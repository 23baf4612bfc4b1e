import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http";
import { getHttpResponseFromError } from "@medusajs/framework/http";
import { z } from "@medusajs/framework/zod";
import { describe, expect, it } from "vitest";
import { AdminListQuery, checkLink, optionalLink, optionalText, parseInput, strictBody, validate } from "./index";

/** Runs a middleware against a fake request; returns what reached `next` and the request after. */
function run(middleware: ReturnType<typeof validate>, request: Partial<MedusaRequest>) {
  const req = { params: {}, query: {}, ...request } as MedusaRequest;
  let passed: unknown = "not called";
  middleware(req, {} as MedusaResponse, (error?: unknown) => {
    passed = error;
  });
  return { req, passed };
}

const Body = z.object({
  quantity: z.number({ error: "Quantity must be a number" }).int("Quantity must be a whole number").min(1, "Quantity must be at least 1"),
  note: z.string({ error: "Note must be a text" }).optional(),
});
const Params = z.object({ id: z.string().regex(/^prod_[A-Za-z0-9]+$/, "The product id must look like prod_01H…") });

describe("validate()", () => {
  it("sets req.validatedBody to the parsed body and calls next() without an error", () => {
    const { req, passed } = run(validate(Body, "body"), { body: { quantity: 2, note: "gift" } });
    expect(passed).toBeUndefined();
    expect(req.validatedBody).toEqual({ quantity: 2, note: "gift" });
  });

  it("answers Medusa's 400 invalid_data with the schema's own messages, without repeats, at most three", () => {
    const { req, passed } = run(validate(Body, "body"), { body: { quantity: 1.5, note: 3 } });
    expect(req.validatedBody).toBeUndefined();
    const response = getHttpResponseFromError(passed);
    expect(response.statusCode).toBe(400);
    expect(response.body).toMatchObject({ type: "invalid_data", message: "Invalid request: Quantity must be a whole number; Note must be a text" });

    const many = z.object({ a: z.string("Same"), b: z.string("Same"), c: z.string("C"), d: z.string("D"), e: z.string("E") });
    const { passed: manyPassed } = run(validate(many, "body"), { body: {} });
    expect(getHttpResponseFromError(manyPassed).body.message).toBe("Invalid request: Same; C; D");
  });

  it("reads a missing body as {} (the schema's 'required' messages, never a 500)", () => {
    const { passed } = run(validate(Body, "body"), { body: undefined });
    expect(getHttpResponseFromError(passed)).toMatchObject({ statusCode: 400, body: { message: "Invalid request: Quantity must be a number" } });
  });

  it("checks path parameters without touching req.validatedBody", () => {
    const ok = run(validate(Params, "params"), { params: { id: "prod_01ABC" } });
    expect(ok.passed).toBeUndefined();
    expect(ok.req.validatedBody).toBeUndefined();

    const bad = run(validate(Params, "params"), { params: { id: "../etc" }, body: { id: "prod_01ABC" } });
    expect(getHttpResponseFromError(bad.passed)).toMatchObject({ statusCode: 400, body: { type: "invalid_data", message: "Invalid request: The product id must look like prod_01H…" } });
  });

  it("checks the query", () => {
    expect(run(validate(AdminListQuery, "query"), { query: { limit: "50" } }).passed).toBeUndefined();
    const bad = run(validate(AdminListQuery, "query"), { query: { limit: "500" } });
    expect(getHttpResponseFromError(bad.passed).body.message).toBe("Invalid request: limit must be between 1 and 200");
  });
});

describe("parseInput()", () => {
  it("returns the parsed value, reading a missing one as {}", () => {
    expect(parseInput(AdminListQuery, { limit: "20" })).toEqual({ limit: 20, offset: 0 });
    expect(parseInput(AdminListQuery, undefined)).toEqual({ limit: 100, offset: 0 });
  });

  it("throws the error Medusa answers as 400 invalid_data with the schema's messages", () => {
    let thrown: unknown;
    try {
      parseInput(Params, { id: "nope" });
    } catch (error) {
      thrown = error;
    }
    expect(getHttpResponseFromError(thrown)).toMatchObject({ statusCode: 400, body: { type: "invalid_data", message: "Invalid request: The product id must look like prod_01H…" } });
  });
});

describe("checkLink()", () => {
  it("keeps http(s) addresses and site paths", () => {
    expect(checkLink(" https://glow.example.com/sale ")).toEqual({ ok: true, value: "https://glow.example.com/sale" });
    expect(checkLink("http://example.com")).toEqual({ ok: true, value: "http://example.com/" });
    expect(checkLink("/products?category=skincare")).toEqual({ ok: true, value: "/products?category=skincare" });
  });

  it.each([
    ["javascript:alert(1)", "must start with http:// or https:// (or be a path on this shop such as /products)"],
    ["JAVASCRIPT:alert(1)", "must start with http:// or https:// (or be a path on this shop such as /products)"],
    ["data:text/html,<script>alert(1)</script>", "must start with http:// or https:// (or be a path on this shop such as /products)"],
    ["vbscript:msgbox(1)", "must start with http:// or https:// (or be a path on this shop such as /products)"],
    ["//evil.example/path", "must start with http:// or https:// (or be a path on this shop such as /products)"],
    ["ftp://files.example.com/a", "must start with http:// or https:// (or be a path on this shop such as /products)"],
    ["products", "must start with http:// or https:// (or be a path on this shop such as /products)"],
    ["java\nscript:alert(1)", "must not contain spaces, backslashes or control characters"],
    ["\\\\evil.example", "must not contain spaces, backslashes or control characters"],
    ["https://user:pass@example.com/", "must not contain a user name or password"],
    ["   ", "is empty"],
    [`https://example.com/${"a".repeat(2000)}`, "is longer than 2000 characters"],
  ])("refuses %j", (link, reason) => {
    expect(checkLink(link)).toEqual({ ok: false, reason });
  });
});

describe("field builders", () => {
  const Form = strictBody({ note: optionalText("Note", 5), link: optionalLink("Button link") });

  it("trims texts, clears empty ones to null and keeps absent fields absent", () => {
    expect(Form.parse({ note: "  hi  ", link: "" })).toEqual({ note: "hi", link: null });
    expect(Form.parse({})).toEqual({});
  });

  it("labels each problem", () => {
    const messages = (input: unknown) => Form.safeParse(input).error?.issues.map((issue) => issue.message);
    expect(messages({ note: "too long" })).toEqual(["Note must be at most 5 characters"]);
    expect(messages({ note: 5 })).toEqual(["Note must be a text"]);
    expect(messages({ link: "javascript:alert(1)" })).toEqual(["Button link must start with http:// or https:// (or be a path on this shop such as /products)"]);
    expect(messages({ extra: 1, more: 2 })).toEqual(["Unknown fields: extra, more"]);
    expect(messages("text")).toEqual(["The request body must be a JSON object"]);
  });
});
