import { describe, expect, it } from "vitest";
import { markStaffWrite, STAFF_WRITE_COOKIE, STAFF_WRITE_FRESH_SECONDS, wroteRecently } from "./staff-writes.server";

const marks = (response: Response) => response.headers.getSetCookie().filter((c) => c.startsWith(`${STAFF_WRITE_COOKIE}=`));

describe("staff read their own writes on every process (ADR 140)", () => {
  it("marks the writer's browser after a successful staff write, for a few seconds", () => {
    const answer = markStaffWrite("PUT", "/api/admin/banners/b1", Response.json({ banner: {} }), true);
    expect(answer.status).toBe(200);
    const [mark] = marks(answer);
    expect(mark).toContain(`Max-Age=${STAFF_WRITE_FRESH_SECONDS}`);
    expect(mark).toMatch(/HttpOnly/);
    expect(mark).toMatch(/; Secure$/);
    expect(marks(markStaffWrite("POST", "/admin/banners", new Response(null, { status: 302, headers: { Location: "/admin/banners" } }), false))).toHaveLength(1);
  });

  it("does not mark reads, refused writes or shoppers' writes", () => {
    expect(marks(markStaffWrite("GET", "/api/admin/banners", Response.json({}), false))).toHaveLength(0);
    expect(marks(markStaffWrite("POST", "/api/admin/banners", Response.json({ message: "no" }, { status: 403 }), false))).toHaveLength(0);
    expect(marks(markStaffWrite("POST", "/api/cart", Response.json({}), false))).toHaveLength(0);
  });

  it("recognises a marked browser by its cookie", () => {
    expect(wroteRecently(new Request("http://shop.test/", { headers: { Cookie: `a=1; ${STAFF_WRITE_COOKIE}=1` } }))).toBe(true);
    expect(wroteRecently(new Request("http://shop.test/", { headers: { Cookie: `x${STAFF_WRITE_COOKIE}=1` } }))).toBe(false);
    expect(wroteRecently(new Request("http://shop.test/"))).toBe(false);
  });
});
