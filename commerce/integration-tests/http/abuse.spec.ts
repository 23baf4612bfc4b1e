import fs from "node:fs";
import { medusaIntegrationTestRunner } from "@medusajs/test-utils";
import { codeIn, suiteOutbox } from "../shared/sms-outbox";
import { suiteNumbers } from "../support/suite-numbers";
import { seedDemoData } from "../../src/scripts/seed-data/seed-demo-data";

jest.setTimeout(300_000);

// Every SMS of this suite lands in its own outbox file (the `local` gateway).
const outbox = suiteOutbox("abuse");
const digitsIn = (body: string) => codeIn(body)!;

// Numbers and networks of their own, so this suite's limits never touch another suite's.
const { local, e164, newIp } = suiteNumbers("0245", "10.77");

/**
 * Issue 14 on a real Medusa + Postgres with the DEFAULT limits (ADR 085): bursts of parallel
 * requests as a script would send them, from loopback with the client addresses the storefront
 * forwards (x-forwarded-for, believed from internal peers only).
 */
medusaIntegrationTestRunner({
  inApp: true,
  env: {},
  testSuite: ({ api, getContainer }) => {
    let publishableKey = "";
    const headers = (ip: string, extra: Record<string, string> = {}) => ({ "x-publishable-api-key": publishableKey, "x-forwarded-for": ip, "user-agent": "jest", ...extra });
    const post = (url: string, body: unknown, ip: string, extra: Record<string, string> = {}) =>
      api.post(`/store/phone-auth${url}`, body, { headers: headers(ip, extra), validateStatus: () => true });
    const login = (n: number, password: string, ip: string, extra: Record<string, string> = {}) =>
      post("/login", { phone: local(n), password, device_fingerprint: `abuse${n}`, remember: false }, ip, extra);
    const phoneAuth = () => getContainer().resolve<any>("phoneAuth");

    async function createAccount(n: number, password = "honest-pass-26") {
      const token = await phoneAuth().otp.issueProof("registration_proof", e164(n));
      const registered = await post(
        "/register",
        { phone: local(n), password, first_name: "Yaw", last_name: "Mensah", verification_token: token, device_fingerprint: `abuse${n}`, remember: false },
        newIp(),
      );
      expect(registered.status).toBe(200);
      return registered.data as { session: { token: string }; customer: { id: string }; device_token: string };
    }
    const count = (results: Array<{ status: number }>, status: number) => results.filter((r) => r.status === status).length;

    beforeAll(async () => {
      fs.rmSync(outbox.file, { force: true });
      publishableKey = (await seedDemoData(getContainer(), { demoAccounts: true })).publishableKey;
    });

    it("60 parallel wrong passwords for one number: at most 5 are checked, the rest get 429 with Retry-After", async () => {
      await createAccount(1);
      const results = await Promise.all(Array.from({ length: 60 }, (_, i) => login(1, `guess-${i}`, newIp())));
      expect(count(results, 401)).toBeGreaterThan(0);
      expect(count(results, 401)).toBeLessThanOrEqual(5);
      expect(count(results, 429)).toBe(60 - count(results, 401));
      const refused = results.find((r) => r.status === 429)!;
      expect(Number(refused.headers["retry-after"])).toBeGreaterThan(800);
      expect(refused.data.retryAfter).toBe(Number(refused.headers["retry-after"]));
      expect(refused.data.message).toMatch(/^Too many failed sign-in attempts/);
      // The right password is refused too while the number is locked.
      expect((await login(1, "honest-pass-26", newIp())).status).toBe(429);
    });

    it("one network: 10 failed sign-ins across any numbers, then 429; another network and a known device still sign in", async () => {
      const honest = await createAccount(2);
      const sprayer = newIp();
      const spray = await Promise.all(Array.from({ length: 30 }, (_, i) => login(100 + i, "123456", sprayer)));
      expect(count(spray, 401)).toBe(10);
      expect(count(spray, 429)).toBe(20);
      const refused = spray.find((r) => r.status === 429)!;
      expect(refused.data.message).toMatch(/from your network/);
      expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
      expect(Number(refused.headers["retry-after"])).toBeLessThanOrEqual(60);
      // Same network, right password, but no device token: held by the network's limit.
      expect((await login(2, "honest-pass-26", sprayer)).status).toBe(429);
      // Same network with this account's device token (a browser it signed in on): not held.
      expect((await login(2, "honest-pass-26", sprayer, { "x-glow-device-token": honest.device_token })).status).toBe(200);
      // Another account's token does not help.
      const other = await createAccount(3);
      expect((await login(2, "honest-pass-26", sprayer, { "x-glow-device-token": other.device_token })).status).toBe(429);
      // Another network: fine.
      expect((await login(2, "honest-pass-26", newIp())).status).toBe(200);
    });

    it("60 parallel wrong codes: the code's attempts are reserved in SQL, at most 5 comparisons, the right code is dead afterwards", async () => {
      await createAccount(4);
      const before = outbox.count(e164(4));
      expect((await post("/password-reset/code", { phone: local(4) }, newIp())).status).toBe(200);
      const code = digitsIn((await outbox.next(e164(4), before)).body);
      const wrong = code === "000000" ? "111111" : "000000";
      const results = await Promise.all(Array.from({ length: 60 }, () => post("/password-reset/verify", { phone: local(4), code: wrong }, newIp())));
      expect(count(results, 200)).toBe(0);
      // 10 checks per number get past the limit; the code's 5 tries are reserved in SQL among them.
      expect(count(results, 401)).toBeLessThanOrEqual(10);
      expect(count(results, 429)).toBeGreaterThanOrEqual(50);
      const dead = results.filter((r) => r.status === 401 && /entered wrongly too many times/.test(r.data.message)).length;
      expect(dead).toBeGreaterThanOrEqual(1);
      const [record] = await phoneAuth().listPhoneAuthCodes({ phone: e164(4), purpose: "password_reset" }, { order: { created_at: "DESC" }, take: 1 });
      expect(record.attempts).toBe(5);
      expect(record.consumed_at).not.toBeNull();
      const right = await post("/password-reset/verify", { phone: local(4), code }, newIp());
      expect([401, 429]).toContain(right.status);
      expect(right.data.reset_token).toBeUndefined();
    });

    it("30 parallel code requests for one number send one SMS", async () => {
      const ip = newIp();
      const before = outbox.count(e164(5));
      const results = await Promise.all(Array.from({ length: 30 }, () => post("/registration/code", { phone: local(5) }, ip)));
      expect(count(results, 200)).toBe(1);
      expect(count(results, 429)).toBe(29);
      await outbox.next(e164(5), before);
      await outbox.drained(getContainer());
      expect(outbox.count(e164(5)) - before).toBe(1);
    });

    it("throttles Medusa's staff sign-in (/auth/user/emailpass) without nginx", async () => {
      const ip = newIp();
      const attempt = () =>
        api.post("/auth/user/emailpass", { email: "intruder-target@glow.local", password: "wrong-password" }, { headers: { "x-forwarded-for": ip }, validateStatus: () => true });
      const results = await Promise.all(Array.from({ length: 20 }, attempt));
      expect(count(results, 401)).toBeLessThanOrEqual(5);
      expect(count(results, 429)).toBeGreaterThanOrEqual(15);
      const refused = results.find((r) => r.status === 429)!;
      expect(refused.data.message).toMatch(/^Too many failed sign-in attempts/);
      expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    });
  },
});
