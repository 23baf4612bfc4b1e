/** One limit a request must pass: a rate-limiter-flexible limiter (by shape), the key it counts, and what to say. */
export interface LimitCheck {
  limiter: { consume(key: string): Promise<unknown>; reward(key: string, points: number): Promise<unknown> };
  key: string;
}

/**
 * Consumes one point of each check in order (ADR 085). When one refuses, the points the earlier ones
 * took are given back, so a refused request counts nowhere, and `refused` builds the error thrown
 * for that check and the seconds to wait. Any other error (the limit store is down) is rethrown as
 * it is: it must surface as a 500, never as a silent pass.
 */
export async function consumeAll<C extends LimitCheck>(
  checks: readonly C[],
  isRefusal: (error: unknown) => error is { msBeforeNext: number },
  refused: (check: C, seconds: number) => Error,
): Promise<void> {
  const taken: C[] = [];
  for (const check of checks) {
    try {
      await check.limiter.consume(check.key);
      taken.push(check);
    } catch (error) {
      await Promise.all(taken.map((t) => t.limiter.reward(t.key, 1).catch(() => undefined)));
      if (!isRefusal(error)) throw error;
      throw refused(check, error.msBeforeNext / 1000);
    }
  }
}
