/**
 * The one polling helper of the integration suites: what a test waits for (an SMS in the outbox, a
 * subscriber's effect, the catalog index following an event) is read again until it holds — a
 * signal, never a fixed sleep.
 */

/** Reads `read()` until `check` holds or `timeoutMs` passed; gives the last value, whether it held and after how long. */
export async function poll<T>(read: () => T | Promise<T>, check: (value: T) => boolean, { timeoutMs = 15_000, intervalMs = 100 } = {}): Promise<{ value: T; ok: boolean; ms: number }> {
  const started = Date.now();
  for (;;) {
    const value = await read();
    const ms = Date.now() - started;
    if (check(value)) return { value, ok: true, ms };
    if (ms > timeoutMs) return { value, ok: false, ms };
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}

/** The first truthy value `probe()` gives; throws, naming `what`, when none came within `timeoutMs`. */
export async function waitFor<T>(probe: () => T | Promise<T>, what: string, options: { timeoutMs?: number; intervalMs?: number } = {}): Promise<NonNullable<T>> {
  const { value, ok, ms } = await poll(probe, (v) => Boolean(v), options);
  if (!ok) throw new Error(`Timed out after ${ms} ms waiting for ${what}`);
  return value as NonNullable<T>;
}
