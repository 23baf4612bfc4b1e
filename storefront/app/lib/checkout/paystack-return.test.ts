import { beforeEach, describe, expect, it, vi } from "vitest";
import { MedusaCallError } from "~/lib/medusa/errors.server";

/**
 * /checkout/paystack (routes/checkout_.paystack.tsx), Paystack's callback: the shopper lands here after
 * paying, with `?reference=` (or Paystack's `trxref`). The commerce side (verify, complete, webhook) is
 * tested against a local Paystack in commerce/integration-tests/http/checkout.isolated.spec.ts; this is
 * what the route makes of its answers. References look like the payments plugin's
 * (`paystackReference`: `glow-<session>-<time>-<random>`); Paystack allows letters, digits, `-`, `.`, `=`.
 */
const state = {
  signedIn: true,
  /** What completing the cart after Paystack does: an order id, or a refusal. */
  outcome: { orderId: "order_1" } as { orderId: string } | Error,
};
const completeAfterPaystack = vi.fn(async (_token: string, _reference: string) => {
  if (state.outcome instanceof Error) throw state.outcome;
  return state.outcome;
});

vi.mock("~/lib/auth/current-user.server", () => ({
  getCurrentUser: async () =>
    state.signedIn ? { user: { id: "cus_1", phone: "+233241234567" }, medusaToken: "token" } : { user: null, medusaToken: null },
}));
vi.mock("~/lib/checkout/checkout.server", () => ({ completeAfterPaystack }));

const { loader, action } = await import("~/routes/checkout_.paystack");

const args = (request: Request) => ({ request, params: {}, context: {} }) as Parameters<typeof loader>[0];
const get = (search: string) => loader(args(new Request(`http://shop.test/checkout/paystack${search}`)));
const post = (reference: string) =>
  action(args(new Request("http://shop.test/checkout/paystack", { method: "POST", body: new URLSearchParams({ reference }) })));

/** The route's answer as the page reads it: a redirect's target, or the loader data and headers. */
function read(answer: unknown): { location: string } | { data: Record<string, unknown>; headers: Headers } {
  if (answer instanceof Response) return { location: answer.headers.get("Location") ?? "" };
  const { data, init } = answer as { data: Record<string, unknown>; init?: ResponseInit };
  return { data, headers: new Headers(init?.headers) };
}

beforeEach(() => {
  state.signedIn = true;
  state.outcome = { orderId: "order_1" };
  completeAfterPaystack.mockClear();
});

describe("Paystack's callback", () => {
  it("places the order once Paystack confirmed the payment and goes to the success page", async () => {
    expect(read(await get("?reference=glow-paysesh01-mf3k2a-9c1d2e3f"))).toEqual({ location: "/checkout/success?order=order_1" });
    expect(completeAfterPaystack).toHaveBeenCalledWith("token", "glow-paysesh01-mf3k2a-9c1d2e3f");
    // Paystack's own name for it works too.
    await get("?trxref=glow-paysesh02-mf3k2b-0a1b2c3d");
    expect(completeAfterPaystack).toHaveBeenLastCalledWith("token", "glow-paysesh02-mf3k2b-0a1b2c3d");
  });

  it("waits while the payment is not confirmed yet: the page says so, keeps the reference and is never shared-cached", async () => {
    state.outcome = new MedusaCallError(402, "Paystack has not confirmed your payment yet.");
    const answer = read(await get("?reference=glow-paysesh03-mf3k2c-4e5f6a7b"));
    expect(answer).toMatchObject({ data: { signInRequired: false, outcome: { state: "pending", message: "Paystack has not confirmed your payment yet.", reference: "glow-paysesh03-mf3k2c-4e5f6a7b" } } });
    expect("headers" in answer && answer.headers.get("Cache-Control")).toMatch(/private/);
    // "Check again" posts the reference and comes back to the same address.
    expect(read(await post("glow-paysesh03-mf3k2c-4e5f6a7b"))).toEqual({ location: "/checkout/paystack?reference=glow-paysesh03-mf3k2c-4e5f6a7b" });
    state.outcome = { orderId: "order_2" };
    expect(read(await post("glow-paysesh03-mf3k2c-4e5f6a7b"))).toEqual({ location: "/checkout/success?order=order_2" });
  });

  it("says plainly when the payment is not this cart's, and never places an order for a bad or missing reference", async () => {
    state.outcome = new MedusaCallError(404, "This payment does not belong to your current cart.");
    expect(read(await get("?reference=someone-elses"))).toMatchObject({ data: { outcome: { state: "failed", message: "This payment does not belong to your current cart." } } });
    completeAfterPaystack.mockClear();
    for (const search of ["", "?reference=", "?reference=%3Cscript%3E", `?reference=${"a".repeat(101)}`]) {
      expect(read(await get(search))).toMatchObject({ data: { outcome: { state: "failed", message: "This payment link is incomplete.", reference: null } } });
    }
    expect(completeAfterPaystack).not.toHaveBeenCalled();
  });

  it("asks a signed-out shopper to sign in first and touches no cart", async () => {
    state.signedIn = false;
    expect(read(await get("?reference=glow-paysesh03-mf3k2c-4e5f6a7b"))).toMatchObject({ data: { signInRequired: true } });
    expect(read(await post("glow-paysesh03-mf3k2c-4e5f6a7b"))).toEqual({ location: "/auth" });
    expect(completeAfterPaystack).not.toHaveBeenCalled();
  });

  it("lets an unexpected failure reach the error boundary rather than calling it a refused payment", async () => {
    state.outcome = new Error("Medusa is down");
    await expect(get("?reference=glow-paysesh03-mf3k2c-4e5f6a7b")).rejects.toThrow("Medusa is down");
  });
});
