import argon2 from "argon2";
import { isCommonPassword, PASSWORD_MAX, PASSWORD_MIN } from "@glow/shop-contracts";

/**
 * Argon2id with OWASP's first recommended profile or stronger: 19 MiB, 2 passes, 1 lane.
 * Measured on the 2-core CI machine in docs/decisions/005 (see the plugin README).
 */
export const PASSWORD_HASH_OPTIONS = {
  type: argon2.argon2id,
  memoryCost: 19 * 1024, // KiB
  timeCost: 2,
  parallelism: 1,
} as const;

/** The password rules live with the request schemas in @glow/shop-contracts (ADR 161). */
export { isCommonPassword, PASSWORD_MAX, PASSWORD_MIN };

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, PASSWORD_HASH_OPTIONS);
}

/** Moving average of how long a real verification takes here (ms), for the dummy check's stand-in wait. */
let verifyMs = 60;

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  const started = performance.now();
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  } finally {
    verifyMs = verifyMs * 0.8 + (performance.now() - started) * 0.2;
  }
}

let dummyHash: Promise<string> | undefined;
let dummyWindow = { second: 0, used: 0 };

/** Takes one of this second's dummy hashes; false when the ceiling is reached (ADR 085). */
export function takeDummyHash(perSecond: number, now = Date.now()): boolean {
  const second = Math.floor(now / 1000);
  if (dummyWindow.second !== second) dummyWindow = { second, used: 0 };
  if (dummyWindow.used >= perSecond) return false;
  dummyWindow.used += 1;
  return true;
}

/**
 * Verifying against a fixed dummy hash makes "unknown phone" cost the same time as "wrong password",
 * so response timing does not reveal which numbers have accounts. Above `perSecond` dummy checks in
 * this process (a spray of unknown numbers), the answer waits as long as a real check takes instead
 * of hashing: the same timing, without the CPU work an attacker could otherwise make the shop do.
 */
export async function burnPasswordCheck(password: string, perSecond = Infinity): Promise<void> {
  if (!takeDummyHash(perSecond)) {
    await new Promise((resolve) => setTimeout(resolve, Math.round(verifyMs)));
    return;
  }
  dummyHash ??= hashPassword("glow-dummy-password-for-timing");
  await verifyPassword(await dummyHash, password);
}
