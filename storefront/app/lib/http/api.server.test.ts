import { describe, expect, it } from "vitest";
import { z } from "zod";
import { loginSchema, MESSAGES } from "~/lib/auth/validation";
import { bannerInputSchema } from "~/lib/banners/banner-admin";
import { parseBody, parseForm } from "./api.server";

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.append(key, value);
  return data;
};
const post = (body: BodyInit, type: string) => new Request("http://shop.test/api/x", { method: "POST", body, headers: { "content-type": type } });

describe("parseForm / parseBody (schema-driven form coercion, no global field list)", () => {
  it("reads a checked checkbox as true and an absent one as absent, by the schema's z.boolean()", () => {
    const checked = parseForm(form({ phoneNumber: "0244000000", password: "secret-pass", rememberMe: "on" }), loginSchema);
    expect(checked.success && checked.data.rememberMe).toBe(true);
    const unchecked = parseForm(form({ phoneNumber: "0244000000", password: "secret-pass" }), loginSchema);
    expect(unchecked.success && unchecked.data.rememberMe).toBeUndefined();
  });

  it("coerces any schema's boolean field, not a fixed list of names", () => {
    const schema = z.object({ newsletter: z.boolean(), name: z.string() });
    const parsed = parseForm(form({ newsletter: "true", name: "Ama" }), schema);
    expect(parsed).toMatchObject({ success: true, data: { newsletter: true, name: "Ama" } });
    expect(parseForm(form({ newsletter: "off", name: "Ama" }), schema)).toMatchObject({ success: true, data: { newsletter: false } });
  });

  it("keeps empty strings, so each schema's own required message answers", () => {
    const parsed = parseForm(form({ phoneNumber: "", password: "secret-pass" }), loginSchema);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe(MESSAGES.loginRequired);
  });

  it("answers a form post with the schema's first message, and leaves JSON types alone", async () => {
    const bad = await parseBody(post(new URLSearchParams({ title: "" }), "application/x-www-form-urlencoded"), bannerInputSchema);
    expect(bad.response?.status).toBe(400);
    expect(await bad.response?.json()).toEqual({ message: "Title is required." });
    const ok = await parseBody(post(new URLSearchParams({ title: "Sale", isActive: "on", priority: "" }), "application/x-www-form-urlencoded"), bannerInputSchema);
    expect(ok.data).toMatchObject({ title: "Sale", isActive: true, priority: 0 });
    const json = await parseBody(post(JSON.stringify({ phoneNumber: "0244000000", password: "secret-pass", rememberMe: false }), "application/json"), loginSchema);
    expect(json.data?.rememberMe).toBe(false);
    const wrong = await parseBody(post(JSON.stringify({ phoneNumber: "0244000000", password: "secret-pass", rememberMe: "on" }), "application/json"), loginSchema);
    expect(wrong.response?.status).toBe(400);
  });
});
