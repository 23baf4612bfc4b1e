import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { getToasts } from "~/components/ui/use-toast";
import { apiRequest, errorMessage, getQueryFn, isAuthError, isForcedSignOut, readErrorMessage, registerApiClient } from "./api-client";

function respond(status: number, body: unknown, statusText = ""): Response {
  return new Response(typeof body === "string" ? body : JSON.stringify(body), { status, statusText });
}

describe("generic error reading (spec §8)", () => {
  it("uses the message field, else the raw text, else the status text", async () => {
    expect(await readErrorMessage(respond(400, { message: "Bad phone" }))).toBe("Bad phone");
    expect(await readErrorMessage(respond(500, "plain failure"))).toBe("plain failure");
    expect(await readErrorMessage(respond(503, "", "Service Unavailable"))).toBe("Service Unavailable");
  });
});

describe("auth error detection", () => {
  it("matches the spec's markers", () => {
    for (const message of ["401: nope", "Authentication required", "Not authenticated", "Unauthorized"]) expect(isAuthError(new Error(message))).toBe(true);
    expect(isAuthError(new Error("400: Bad input"))).toBe(false);
  });
});

describe("forced sign-out", () => {
  const navigate = vi.fn();
  const queryClient = { setQueryData: vi.fn(), clear: vi.fn() };
  beforeEach(() => {
    vi.useFakeTimers();
    navigate.mockReset();
    registerApiClient({ queryClient: queryClient as never, navigate });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("write helper: 'Account Security Check' for all devices, 6000 ms, /auth after 3000 ms", async () => {
    vi.stubGlobal("fetch", vi.fn(async () => respond(401, { message: "Signed out everywhere", autoLogout: true, logoutAllDevices: true })));
    await expect(apiRequest("POST", "/api/cart", { productId: "p", quantity: 1 })).rejects.toThrow("Signed out everywhere");
    const [shown] = getToasts();
    expect(shown?.title).toBe("Account Security Check");
    expect(shown?.description).toBe("For your protection, we've logged you out from all devices. Please sign back in to continue.");
    expect(shown?.duration).toBe(6000);
    expect(queryClient.setQueryData).toHaveBeenCalledWith(["/api/user"], null);
    vi.advanceTimersByTime(2999);
    expect(navigate).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(navigate).toHaveBeenCalledWith("/auth");
  });

  it("write helper: 'Please Sign In Again' otherwise, /auth after 2000 ms, default error text", async () => {
    vi.stubGlobal("fetch", vi.fn(async () => respond(401, { autoLogout: true, logoutAllDevices: false })));
    await expect(apiRequest("POST", "/api/cart", {})).rejects.toThrow("Session verification required");
    expect(getToasts()[0]?.title).toBe("Please Sign In Again");
    expect(getToasts()[0]?.description).toBe("We noticed you might be using multiple devices. Please sign in again to verify it's you.");
    vi.advanceTimersByTime(2000);
    expect(navigate).toHaveBeenCalledWith("/auth");
  });

  it("read helper: 'Security Alert' (destructive, 8 s) with the reason, or 'Multiple Devices Detected' (5 s)", async () => {
    vi.stubGlobal("fetch", vi.fn(async () => respond(401, { message: "m", autoLogout: true, logoutAllDevices: true, reason: "Used elsewhere" })));
    const read = getQueryFn({ on401: "returnNull" });
    await expect(read({ queryKey: ["/api/user"] } as never)).resolves.toBeNull();
    expect(getToasts()[0]).toMatchObject({ title: "Security Alert", description: "Used elsewhere", variant: "destructive", duration: 8000 });
    vi.advanceTimersByTime(3000);

    vi.stubGlobal("fetch", vi.fn(async () => respond(401, { autoLogout: true })));
    await expect(read({ queryKey: ["/api/user"] } as never)).resolves.toBeNull();
    expect(getToasts()[0]).toMatchObject({ title: "Multiple Devices Detected", description: "Please verify your identity to continue", variant: "default", duration: 5000 });
  });

  it("marks a forced sign-out as handled, so the caller's own error toast never replaces the notice", async () => {
    vi.stubGlobal("fetch", vi.fn(async () => respond(401, { message: "Signed out everywhere", autoLogout: true, logoutAllDevices: true })));
    const forced = await apiRequest("PUT", "/api/cart/line_1", { quantity: 2 }).catch((e: unknown) => e);
    expect(isForcedSignOut(forced)).toBe(true);
    vi.advanceTimersByTime(3000);
    // A read that throws on 401 marks it too.
    const read = getQueryFn({ on401: "throw" });
    const readError = await (read({ queryKey: ["/api/wishlist"] } as never) as Promise<unknown>).catch((e: unknown) => e);
    expect(isForcedSignOut(readError)).toBe(true);
    expect(isAuthError(readError)).toBe(true);
    vi.advanceTimersByTime(3000);
    // Any other failure is the caller's to show.
    vi.stubGlobal("fetch", vi.fn(async () => respond(401, { message: "Not authenticated" })));
    expect(isForcedSignOut(await apiRequest("POST", "/api/wishlist", {}).catch((e: unknown) => e))).toBe(false);
    vi.stubGlobal("fetch", vi.fn(async () => respond(500, { message: "Failed" })));
    expect(isForcedSignOut(await apiRequest("POST", "/api/products/p/reviews", { rating: 5 }).catch((e: unknown) => e))).toBe(false);
    expect(isForcedSignOut(new Error("401: Session verification required"))).toBe(false);
  });

  it("plain errors keep the status prefix for auth detection and a clean message for people", async () => {
    vi.stubGlobal("fetch", vi.fn(async () => respond(401, { message: "Not authenticated" })));
    const error = await apiRequest("POST", "/api/cart", {}).catch((e: unknown) => e);
    expect(isAuthError(error)).toBe(true);
    expect(errorMessage(error, "x")).toBe("Not authenticated");
  });
});
