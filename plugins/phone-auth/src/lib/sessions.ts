/** The forced sign-out policy's pure parts (ADR 005), unit-tested without a database. */

export interface SessionLike {
  id: string;
  device_fingerprint: string;
  last_seen_at: Date | string;
}

/**
 * Given a customer's active sessions, which must go so at most `maxDevices` distinct devices stay
 * signed in: every session of the least recently used devices beyond the limit.
 */
export function sessionsToEvict<T extends SessionLike>(active: T[], maxDevices: number): T[] {
  const lastSeenByDevice = new Map<string, number>();
  for (const s of active) {
    const seen = new Date(s.last_seen_at).getTime();
    lastSeenByDevice.set(s.device_fingerprint, Math.max(lastSeenByDevice.get(s.device_fingerprint) ?? 0, seen));
  }
  const devicesByRecency = [...lastSeenByDevice.entries()].sort((a, b) => b[1] - a[1]).map(([device]) => device);
  const evicted = new Set(devicesByRecency.slice(Math.max(0, maxDevices)));
  return active.filter((s) => evicted.has(s.device_fingerprint));
}

export function sessionExpiry(now: Date, remember: boolean, rememberDays: number, sessionHours: number): Date {
  return new Date(now.getTime() + (remember ? rememberDays * 86_400_000 : sessionHours * 3_600_000));
}

export { DEVICE_FINGERPRINT } from "@glow/shop-contracts";
