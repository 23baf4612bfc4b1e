/**
 * Which Playwright worker this is, for generators of fresh data (phone numbers, networks) that must
 * not collide between workers running at once (ADR 180). Playwright numbers the workers running at
 * the same time 0..workers-1 (TEST_PARALLEL_INDEX); a worker that replaces a failed one reuses its
 * index, and its clock-based offsets have moved on by then.
 */
export const WORKER_SLOTS = 8;

export function workerSlot(): number {
  const index = Number(process.env.TEST_PARALLEL_INDEX ?? 0);
  if (!Number.isInteger(index) || index < 0 || index >= WORKER_SLOTS) throw new Error(`Playwright worker ${process.env.TEST_PARALLEL_INDEX}: the e2e data generators support ${WORKER_SLOTS} workers at once (e2e/support/worker.ts)`);
  return index;
}
