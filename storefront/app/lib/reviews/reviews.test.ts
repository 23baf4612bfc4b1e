import { describe, expect, it } from "vitest";
import { adminRefetchInterval, ADMIN_REFRESH_MS } from "~/lib/http/admin-refresh";
import { averageOf, reviewerName } from "./reviews";

describe("averageOf (spec §9 review average)", () => {
  it("averages approved reviews only, rounded to one decimal", () => {
    expect(
      averageOf([
        { rating: 5, isApproved: true },
        { rating: 4, isApproved: true },
        { rating: 4, isApproved: true },
        { rating: 1, isApproved: false },
      ]),
    ).toEqual({ rating: 4.3, reviewCount: 3 });
    expect(averageOf([{ rating: 2, isApproved: false }])).toEqual({ rating: 0, reviewCount: 0 });
    expect(averageOf([])).toEqual({ rating: 0, reviewCount: 0 });
  });
});

describe("reviewerName", () => {
  it("shows the first name and the last initial, else the masked phone", () => {
    expect(reviewerName({ firstName: "Ama", lastName: "Mensah", phoneNumber: "024•••••01" })).toBe("Ama M.");
    expect(reviewerName({ firstName: "", lastName: "", phoneNumber: "024•••••01" })).toBe("024•••••01");
  });
});

describe("admin refresh (spec §7)", () => {
  it("refetches /api/admin data every 60 s only on /admin paths", () => {
    expect(ADMIN_REFRESH_MS).toBe(60_000);
    expect(adminRefetchInterval("/admin")).toBe(60_000);
    expect(adminRefetchInterval("/admin/reviews")).toBe(60_000);
    expect(adminRefetchInterval("/products")).toBe(false);
  });
});
