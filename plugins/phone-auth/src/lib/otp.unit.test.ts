import { describe, expect, it } from "vitest";
import { MemoryCodeStore, OtpManager } from "./otp";

function setup() {
  let now = new Date("2026-11-21T10:00:00Z");
  const clock = {
    now: () => now,
    advance: (seconds: number) => {
      now = new Date(now.getTime() + seconds * 1000);
    },
  };
  const store = new MemoryCodeStore();
  const otp = new OtpManager(store, { secret: "test-secret", ttlSeconds: 600, maxAttempts: 5, proofTtlSeconds: 900, now: clock.now });
  return { otp, store, clock };
}
const phone = "+233244000001";

describe("OtpManager (fake clock)", () => {
  it("accepts the right code once and stores only its hash", async () => {
    const { otp, store } = setup();
    const { code, expiresAt } = await otp.issue("password_reset", phone);
    expect(expiresAt.toISOString()).toBe("2026-11-21T10:10:00.000Z");
    expect(JSON.stringify(store.records)).not.toContain(code);
    expect(await otp.verify("password_reset", phone, code)).toEqual({ ok: true });
    expect(await otp.verify("password_reset", phone, code)).toEqual({ ok: false, reason: "no_code" });
  });

  it("expires after 600 s", async () => {
    const { otp, clock } = setup();
    const { code } = await otp.issue("device_login", phone);
    clock.advance(599);
    const second = await otp.issue("device_login", "+233244000002");
    clock.advance(1);
    expect(await otp.verify("device_login", phone, code)).toEqual({ ok: false, reason: "no_code" });
    expect(await otp.verify("device_login", "+233244000002", second.code)).toEqual({ ok: true });
  });

  it("dies after 5 wrong tries, even if the right code comes next", async () => {
    const { otp } = setup();
    const { code } = await otp.issue("password_reset", phone);
    const wrong = code === "000000" ? "111111" : "000000";
    for (let i = 0; i < 4; i++) expect(await otp.verify("password_reset", phone, wrong)).toEqual({ ok: false, reason: "wrong" });
    expect(await otp.verify("password_reset", phone, wrong)).toEqual({ ok: false, reason: "dead" });
    expect((await otp.verify("password_reset", phone, code)).ok).toBe(false);
  });

  it("is bound to the purpose and the phone; a new code replaces the old one", async () => {
    const { otp } = setup();
    const first = await otp.issue("registration", phone);
    expect((await otp.verify("password_reset", phone, first.code)).ok).toBe(false);
    expect((await otp.verify("registration", "+233244000009", first.code)).ok).toBe(false);
    const second = await otp.issue("registration", phone);
    if (second.code !== first.code) expect((await otp.verify("registration", phone, first.code)).ok).toBe(false);
    expect((await otp.verify("registration", phone, second.code.toLowerCase())).ok).toBe(true);
  });

  it("proofs are single use, bound to the phone and short-lived", async () => {
    const { otp, clock } = setup();
    const token = await otp.issueProof("registration_proof", phone);
    expect(await otp.consumeProof("registration_proof", "+233244000002", token)).toBe(false);
    expect(await otp.consumeProof("reset_proof", phone, token)).toBe(false);
    expect(await otp.consumeProof("registration_proof", phone, token)).toBe(true);
    expect(await otp.consumeProof("registration_proof", phone, token)).toBe(false);
    const late = await otp.issueProof("reset_proof", phone);
    clock.advance(901);
    expect(await otp.consumeProof("reset_proof", phone, late)).toBe(false);
  });
});

describe("attempt reservation under concurrency", () => {
  it("60 parallel wrong codes get at most 5 comparisons, and the right code afterwards is refused", async () => {
    const store = new MemoryCodeStore();
    const otp = new OtpManager(store, { secret: "s", ttlSeconds: 600, maxAttempts: 5, proofTtlSeconds: 900 });
    const { code } = await otp.issue("device_login", "+233244000001");
    const wrong = code === "000000" ? "111111" : "000000";
    const results = await Promise.all(Array.from({ length: 60 }, () => otp.verify("device_login", "+233244000001", wrong)));
    expect(results.filter((r) => !r.ok && r.reason === "wrong")).toHaveLength(4);
    expect(store.records[0]!.attempts).toBe(5);
    expect(await otp.verify("device_login", "+233244000001", code)).toEqual({ ok: false, reason: "no_code" });
  });
});
