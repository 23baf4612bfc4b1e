import argon2 from "argon2";

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

export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 128;

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, PASSWORD_HASH_OPTIONS);
}

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Verifying against a fixed dummy hash makes "unknown phone" cost the same time as "wrong password",
 * so response timing does not reveal which numbers have accounts.
 */
export async function burnPasswordCheck(password: string): Promise<void> {
  dummyHash ??= hashPassword("glow-dummy-password-for-timing");
  await verifyPassword(await dummyHash, password);
}
