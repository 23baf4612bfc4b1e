import { describe, expect, it } from "vitest";
import { CreateBanner, crossFieldProblem, UpdateBanner } from "./validators";

const messageOf = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) => result.error?.issues.map((issue) => issue.message).join("; ");

describe("banner validators", () => {
  it("accepts a full banner and normalises empty texts to null", () => {
    const parsed = CreateBanner.parse({
      title: "  Harmattan Glow  ",
      subtitle: "",
      button1_text: "Shop",
      button1_link: "/products",
      banner_type: "celebration",
      is_active: true,
      start_date: "2026-12-01T08:00:00Z",
      priority: 10,
    });
    expect(parsed).toMatchObject({ title: "Harmattan Glow", subtitle: null, button1_link: "/products", banner_type: "celebration", priority: 10 });
    expect(parsed.start_date).toEqual(new Date("2026-12-01T08:00:00Z"));
  });

  it.each([
    [{}, "Title is required"],
    [{ title: "x", button1_text: "Go", button1_link: "javascript:alert(1)" }, "Button 1 link must start with http:// or https:// (or be a path on this shop such as /products)"],
    [{ title: "x", button2_text: "Go" }, "Button 2 needs both a text and a link"],
    [{ title: "x", priority: 1.5 }, "Priority must be a whole number"],
    [{ title: "x", priority: 5000 }, "Priority must be between 0 and 1000"],
    [{ title: "x", banner_type: "popup" }, "Banner type must be 'regular' or 'celebration'"],
    [{ title: "x", start_date: "tomorrow" }, "Start date must be a date such as 2026-12-01T08:00:00Z"],
    [{ title: "x", start_date: "2026-12-02", end_date: "2026-12-01" }, "The end date must be after the start date"],
    [{ title: "x", style: "color:red" }, "Unknown field: style"],
  ])("refuses %j with a plain message", (body, message) => {
    const result = CreateBanner.safeParse(body);
    expect(result.success).toBe(false);
    expect(messageOf(result)).toBe(message);
  });

  it("updates only the fields sent", () => {
    expect(UpdateBanner.parse({ is_active: true })).toEqual({ is_active: true });
    expect(UpdateBanner.parse({ video_url: "" })).toEqual({ video_url: null });
  });

  it("checks a stored schedule whatever type the dates come back as", () => {
    expect(crossFieldProblem({ start_date: "2026-12-01T00:00:00.000Z", end_date: new Date("2026-11-30T00:00:00Z") })).toBe("The end date must be after the start date");
    expect(crossFieldProblem({ start_date: "2026-12-01T00:00:00.000Z", end_date: new Date("2026-12-30T00:00:00Z") })).toBeNull();
  });
});
