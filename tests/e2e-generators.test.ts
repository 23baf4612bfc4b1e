import { afterEach, describe, expect, it } from "vitest";
import { freshNetwork } from "../e2e/support/network.ts";
import { freshPhone } from "../e2e/support/sms.ts";

/**
 * The e2e suite runs on several Playwright workers at once (ADR 180): the fresh phone numbers and
 * client networks two workers make in the same millisecond must differ, or two tests would register
 * the same number or share a network's limits.
 */
const asWorker = <T>(slot: number, make: () => T): T => {
  process.env.TEST_PARALLEL_INDEX = String(slot);
  return make();
};

afterEach(() => {
  delete process.env.TEST_PARALLEL_INDEX;
});

describe("e2e data generators on parallel workers", () => {
  it("never hand two workers the same phone number, and keep the number's shape", () => {
    const seen = new Set<string>();
    for (let i = 0; i < 2_000; i++) {
      for (const slot of [0, 1, 2, 3]) {
        const phone = asWorker(slot, () => freshPhone("020"));
        expect(phone).toMatch(/^020\d{7}$/);
        expect(seen.has(phone), phone).toBe(false);
        seen.add(phone);
      }
    }
  });

  it("never hand two workers the same network", () => {
    const seen = new Set<string>();
    for (let i = 0; i < 2_000; i++) {
      for (const slot of [0, 1, 2, 3]) {
        const ip = asWorker(slot, () => freshNetwork());
        expect(ip).toMatch(/^10\.15\.(\d{1,3})\.(\d{1,3})$/);
        const [, x, y] = /^10\.15\.(\d+)\.(\d+)$/.exec(ip)!.map(Number);
        expect(x).toBeLessThan(250);
        expect(y).toBeGreaterThanOrEqual(1);
        expect(y).toBeLessThanOrEqual(250);
        expect(seen.has(ip), ip).toBe(false);
        seen.add(ip);
      }
    }
    expect(asWorker(0, () => freshNetwork(14))).toMatch(/^10\.14\./);
  });

  it("refuses a worker index the generators cannot keep apart", () => {
    expect(() => asWorker(8, () => freshPhone())).toThrow(/8 workers/);
  });
});
