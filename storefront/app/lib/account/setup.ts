/**
 * What a new account still lacks (/account-setup, and the dashboard's reminder) and the greeting.
 * Pure helpers; the skipped steps live in a small cookie, so skipping needs no server record.
 */
export type SetupStep = "email" | "address";

export interface SetupState {
  email: string | null;
  addressCount: number;
}

export const SETUP_STEPS: Record<SetupStep, { title: string; text: string }> = {
  email: { title: "Add your email", text: "Optional. For receipts by email; you always sign in with your phone number." },
  address: { title: "Save a delivery address", text: "Checkout fills it in for you: region, town, area and a landmark the rider can find." },
};

export const SETUP_SKIP_COOKIE = "glow_setup_skipped";

/** Steps still to do, in order, leaving out what is done or was skipped. */
export function pendingSetupSteps(state: SetupState, skipped: readonly string[]): SetupStep[] {
  const steps: SetupStep[] = [];
  if (!state.email && !skipped.includes("email")) steps.push("email");
  if (state.addressCount === 0 && !skipped.includes("address")) steps.push("address");
  return steps;
}

/** `glow_setup_skipped=email.address` → ["email", "address"] (known steps only). */
export function parseSkipped(cookieHeader: string | null): SetupStep[] {
  const match = /(?:^|;\s*)glow_setup_skipped=([^;]*)/.exec(cookieHeader ?? "");
  const values = decodeURIComponent(match?.[1] ?? "").split(".");
  return (["email", "address"] as const).filter((step) => values.includes(step));
}

export function skipCookie(skipped: readonly SetupStep[], secure: boolean): string {
  const value = [...new Set(skipped)].join(".");
  return `${SETUP_SKIP_COOKIE}=${value}; Path=/; Max-Age=${60 * 60 * 24 * 365}; SameSite=Lax; HttpOnly${secure ? "; Secure" : ""}`;
}

/** "Good morning" / "Good afternoon" / "Good evening" by the hour in Ghana (GMT all year). */
export function greeting(now: Date): string {
  const hour = now.getUTCHours();
  if (hour >= 5 && hour < 12) return "Good morning";
  if (hour >= 12 && hour < 17) return "Good afternoon";
  return "Good evening";
}
