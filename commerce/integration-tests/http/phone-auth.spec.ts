import fs from "node:fs";
import { medusaIntegrationTestRunner } from "@medusajs/test-utils";
import { codeIn, suiteOutbox } from "../shared/sms-outbox";
import { suiteNumbers } from "../support/suite-numbers";
import { DEMO_ACCOUNTS, seedDemoData } from "../../src/scripts/seed-data/seed-demo-data";

jest.setTimeout(240_000);

// Every SMS of this suite lands in its own outbox file (the `local` gateway).
const outbox = suiteOutbox("phone-auth");

const { local, e164, newIp } = suiteNumbers("0244", "10.0");

medusaIntegrationTestRunner({
  inApp: true,
  env: {},
  testSuite: ({ api, getContainer }) => {
    let publishableKey = "";
    const headers = (ip: string, extra: Record<string, string> = {}) => ({
      "x-publishable-api-key": publishableKey,
      "x-forwarded-for": ip,
      "user-agent": "jest",
      ...extra,
    });
    const post = (url: string, body: unknown, ip: string, extra: Record<string, string> = {}) =>
      api.post(`/store/phone-auth${url}`, body, { headers: headers(ip, extra), validateStatus: () => true });
    const getSession = (token: string, device: string, ip = "10.9.9.9") =>
      api.get("/store/phone-auth/session", { headers: headers(ip, { "x-glow-session": token, "x-glow-device": device }), validateStatus: () => true });

    /** Registers a customer through the real flow (code from the outbox) and returns the sign-in answer. */
    async function register(n: number, device: string, password = "secret-pass", extra: Record<string, unknown> = {}) {
      const ip = newIp();
      const before = outbox.count(e164(n));
      expect((await post("/registration/code", { phone: local(n) }, ip)).status).toBe(200);
      const code = codeIn((await outbox.next(e164(n), before)).body, /^[A-Z2-9]{6}$/)!;
      const verified = await post("/registration/verify", { phone: local(n), code }, ip);
      expect(verified.status).toBe(200);
      const registered = await post(
        "/register",
        { phone: local(n), password, first_name: "Efua", last_name: "Owusu", verification_token: verified.data.verification_token, device_fingerprint: device, remember: true, ...extra },
        ip,
      );
      expect(registered.status).toBe(200);
      return registered.data;
    }
    /** Same /register call, with the verification token issued directly (no SMS, so no per-phone code limit is used up). */
    async function createAccount(n: number, device: string, password = "secret-pass") {
      const token = await getContainer().resolve<any>("phoneAuth").otp.issueProof("registration_proof", e164(n));
      const registered = await post(
        "/register",
        { phone: local(n), password, first_name: "Kwame", last_name: "Darko", verification_token: token, device_fingerprint: device, remember: false },
        newIp(),
      );
      expect(registered.status).toBe(200);
      return registered.data;
    }
    const login = (n: number | string, password: string, device: string, ip = newIp()) =>
      post("/login", { phone: typeof n === "number" ? local(n) : n, password, device_fingerprint: device, remember: false }, ip);

    beforeAll(async () => {
      fs.rmSync(outbox.file, { force: true });
      publishableKey = (await seedDemoData(getContainer(), { demoAccounts: true })).publishableKey;
    });

    describe("registration", () => {
      it("texts a 6-character code, exchanges it for a single-use token and creates a signed-in customer", async () => {
        const ip = newIp();
        const sent = await post("/registration/code", { phone: local(100) }, ip);
        expect(sent.status).toBe(200);
        expect(sent.data).toEqual({ sent: true, expires_in: 600, resend_in: 60 });
        const sms = await outbox.next(e164(100), 0);
        const code = codeIn(sms.body, /^[A-Z2-9]{6}$/);
        expect(code).toMatch(/^[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{6}$/);
        expect(sms.sentAt).toMatch(/^\d{4}-\d\d-\d\dT/);

        const wrong = await post("/registration/verify", { phone: local(100), code: code === "AAAAAA" ? "BBBBBB" : "AAAAAA" }, ip);
        expect(wrong.status).toBe(401);
        expect(wrong.data.message).toMatch(/not right or has expired/);
        // Lower case is accepted (the form upper-cases, the server does too).
        const verified = await post("/registration/verify", { phone: local(100), code: code!.toLowerCase() }, ip);
        expect(verified.status).toBe(200);
        const token = verified.data.verification_token;
        expect(typeof token).toBe("string");
        // The code is single use.
        expect((await post("/registration/verify", { phone: local(100), code }, ip)).status).toBe(401);

        const details = { phone: local(100), password: "kente-2026", first_name: "Abena", last_name: "Asante", email: "abena@example.com", location: "Kumasi", device_fingerprint: "dev100a", remember: true };
        const noToken = await post("/register", { ...details, verification_token: "forged" }, ip);
        expect(noToken.status).toBe(401);
        expect(noToken.data.message).toBe("Please verify your phone number first.");
        const otherPhoneToken = await post("/register", { ...details, phone: local(101), verification_token: token }, ip);
        expect(otherPhoneToken.status).toBe(401);
        const shortPassword = await post("/register", { ...details, password: "12345", verification_token: token }, ip);
        expect(shortPassword.status).toBe(400);
        expect(shortPassword.data.message).toBe("Password must be at least 6 characters long");
        // One of the most common passwords, whatever the case (ADR 100).
        const commonPassword = await post("/register", { ...details, password: "Password1", verification_token: token }, ip);
        expect(commonPassword.status).toBe(400);
        expect(commonPassword.data.message).toBe("This password is one of the most common passwords, so it is easy to guess. Please choose another one.");

        const created = await post("/register", { ...details, verification_token: token }, ip);
        expect(created.status).toBe(200);
        expect(created.data.customer).toEqual({
          id: expect.stringMatching(/^cus_/),
          first_name: "Abena",
          last_name: "Asante",
          phone: e164(100),
          email: "abena@example.com",
          is_admin: false,
          ask_code_on_new_device: false,
        });
        expect(created.data.session.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
        expect(created.data.session.remember).toBe(true);
        const days = (new Date(created.data.session.expires_at).getTime() - Date.now()) / 86_400_000;
        expect(days).toBeGreaterThan(29.9);
        expect(days).toBeLessThanOrEqual(30);

        // The verification token is single use, and the number now has an account.
        const again = await post("/register", { ...details, verification_token: token }, ip);
        expect(again.status).toBe(401);

        const customer: any = await getContainer().resolve("customer").retrieveCustomer(created.data.customer.id);
        expect(customer.metadata.location).toBe("Kumasi");
        expect(customer.has_account).toBe(true);

        // Only a hash of the session token is stored.
        const sessions = await getContainer().resolve<any>("phoneAuth").listPhoneAuthSessions({ customer_id: created.data.customer.id });
        expect(sessions).toHaveLength(1);
        expect(sessions[0].token_hash).not.toContain(created.data.session.token);
        // And no code in clear text either.
        const codes = await getContainer().resolve<any>("phoneAuth").listPhoneAuthCodes({ phone: e164(100) });
        expect(JSON.stringify(codes)).not.toContain(code);
      });

      it("answers a code request for a registered number exactly like a new one, but the SMS says to reset the password", async () => {
        await createAccount(110, "dev110");
        const before = outbox.count(e164(110));
        const answer = await post("/registration/code", { phone: local(110) }, newIp());
        expect(answer.status).toBe(200);
        expect(answer.data).toEqual({ sent: true, expires_in: 600, resend_in: 60 });
        const sms = await outbox.next(e164(110), before);
        expect(sms.body).toMatch(/already has one/);
        expect(sms.body).toMatch(/Forgot Password/);
        expect(codeIn(sms.body, /^[A-Z2-9]{6}$/)).toBeUndefined();
      });

      it("refuses registering a number twice (409) and undoes a failed registration completely", async () => {
        const first = await register(120, "dev120", "secret-pass", { email: "taken@example.com" });
        expect(first.customer.email).toBe("taken@example.com");
        // Another number with the same email: the workflow fails and leaves no identity or customer behind.
        const ip = newIp();
        await post("/registration/code", { phone: local(121) }, ip);
        const code = codeIn((await outbox.next(e164(121), 0)).body, /^[A-Z2-9]{6}$/)!;
        const token = (await post("/registration/verify", { phone: local(121), code }, ip)).data.verification_token;
        const body = { phone: local(121), password: "secret-pass", first_name: "Yaw", last_name: "Mensah", email: "taken@example.com", verification_token: token, device_fingerprint: "dev121", remember: false };
        const clash = await post("/register", body, ip);
        expect(clash.status).toBe(409);
        expect(clash.data.message).toBe("This email address is already used by another account.");
        const auth: any = getContainer().resolve("auth");
        expect(await auth.listProviderIdentities({ provider: "phone", entity_id: e164(121) })).toHaveLength(0);
        // The proof was restored by the compensation, so the person can fix the email and continue.
        const fixed = await post("/register", { ...body, email: "" }, ip);
        expect(fixed.status).toBe(200);
        expect(fixed.data.customer.email).toBeNull();
      });
    });

    describe("input validation", () => {
      it("answers 400 with a plain message, never a 500", async () => {
        const ip = newIp();
        for (const phone of ["024400000", "+14155550100", "1244000001", "abc", 244000001, null]) {
          const answer = await post("/registration/code", { phone }, ip);
          expect(answer.status).toBe(400);
          expect(answer.data.message).toBe("Phone number must be in format 0XXXXXXXXX (10 digits starting with 0)");
        }
        expect((await post("/registration/code", {}, ip)).status).toBe(400);
        const noPassword = await post("/login", { phone: local(1), device_fingerprint: "abc" }, ip);
        expect(noPassword.status).toBe(400);
        expect(noPassword.data.message).toBe("Please enter both phone number and password.");
        const badDevice = await post("/login", { phone: local(1), password: "x", device_fingerprint: "NOT OK!" }, ip);
        expect(badDevice.status).toBe(400);
        const badCode = await post("/password-reset/verify", { phone: local(1), code: "12ab" }, ip);
        expect(badCode.status).toBe(400);
        expect(badCode.data.message).toBe("Please enter the complete 6-digit verification code.");
        const badRegCode = await post("/registration/verify", { phone: local(1), code: "AB" }, ip);
        expect(badRegCode.data.message).toBe("Please enter the complete 6-character verification code.");
        const longPassword = await post("/password-reset", { phone: local(1), new_password: "x".repeat(129), reset_token: "t" }, ip);
        expect(longPassword.status).toBe(400);
        const notJson = await api.post("/store/phone-auth/login", "phone=1", { headers: { ...headers(ip), "content-type": "text/plain" }, validateStatus: () => true });
        expect(notJson.status).toBe(400);
      });
    });

    describe("sign-in", () => {
      it("answers an unknown phone and a wrong password identically, in similar time", async () => {
        await createAccount(200, "dev200", "right-password");
        const timed = async (n: number, password: string) => {
          const started = process.hrtime.bigint();
          const answer = await login(n, password, "dev200");
          return { answer, ms: Number(process.hrtime.bigint() - started) / 1e6 };
        };
        await timed(201, "warm-up");
        const unknown = await timed(201, "whatever-1");
        const wrong = await timed(200, "wrong-password");
        expect(unknown.answer.status).toBe(401);
        expect(wrong.answer.status).toBe(401);
        expect(unknown.answer.data).toEqual(wrong.answer.data);
        expect(wrong.answer.data).toEqual({ message: "Incorrect phone number or password", code: "phone_auth.bad_credentials" });
        // Both paths run one Argon2id verification; allow generous noise on a shared 2-core machine.
        expect(Math.abs(unknown.ms - wrong.ms)).toBeLessThan(Math.max(unknown.ms, wrong.ms) * 0.8 + 40);

        const ok = await login(200, "right-password", "dev200");
        expect(ok.status).toBe(200);
        expect(ok.data.customer.phone).toBe(e164(200));
        expect(ok.data.session.remember).toBe(false);
        const hours = (new Date(ok.data.session.expires_at).getTime() - Date.now()) / 3_600_000;
        expect(hours).toBeGreaterThan(23.9);
        expect(hours).toBeLessThanOrEqual(24);
      });

      it("locks a phone for 15 minutes after 5 failed sign-ins (429 with retryAfter), for known and unknown numbers", async () => {
        await createAccount(210, "dev210", "right-password");
        for (const n of [210, 211]) {
          for (let i = 0; i < 5; i++) expect((await login(n, `wrong-${i}`, "dev210")).status).toBe(401);
          const locked = await login(n, "right-password", "dev210");
          expect(locked.status).toBe(429);
          expect(locked.data.retryAfter).toBeGreaterThan(800);
          expect(locked.data.retryAfter).toBeLessThanOrEqual(900);
          expect(locked.data.message).toMatch(/Too many failed sign-in attempts. Please wait 15 minutes/);
        }
      });

      it("lets the demo shopper and the demo shop admin sign in", async () => {
        const shopper = await login("0244000001", DEMO_ACCOUNTS.shopper.password, "demo1");
        expect(shopper.status).toBe(200);
        expect(shopper.data.customer).toMatchObject({ first_name: "Ama", last_name: "Mensah", phone: "+233244000001", is_admin: false });
        const admin = await login("0244000000", DEMO_ACCOUNTS.shopAdmin.password, "demo2");
        expect(admin.status).toBe(200);
        expect(admin.data.customer).toMatchObject({ first_name: "Kofi", is_admin: true });
        // Seeding again changes nothing and keeps the passwords.
        await seedDemoData(getContainer(), { demoAccounts: true });
        expect((await login("0244000001", DEMO_ACCOUNTS.shopper.password, "demo1")).status).toBe(200);
      });

      it("closes Medusa's generic customer auth routes for the phone provider", async () => {
        const direct = await api.post("/auth/customer/phone", { phone: "0244000001", password: DEMO_ACCOUNTS.shopper.password }, { validateStatus: () => true });
        expect(direct.status).toBe(404);
        const emailpass = await api.post("/auth/customer/emailpass", { email: "ama.mensah@example.com", password: "x" }, { validateStatus: () => true });
        expect(emailpass.status).toBeGreaterThanOrEqual(400);
        expect(emailpass.status).toBeLessThan(500);
      });
    });

    describe("code limits", () => {
      it("allows one code per phone per 60 s (429 with retryAfter)", async () => {
        const ip = newIp();
        expect((await post("/password-reset/code", { phone: local(300) }, ip)).status).toBe(200);
        const again = await post("/password-reset/code", { phone: local(300) }, ip);
        expect(again.status).toBe(429);
        expect(again.data.retryAfter).toBeGreaterThan(50);
        expect(again.data.retryAfter).toBeLessThanOrEqual(60);
        expect(again.data.message).toMatch(/^Please wait \d+ seconds before asking for another code.$/);
      });

      it("counts the minute per purpose: a reset right after a sign-up attempt on a registered number is sent, a second reset is 429", async () => {
        await createAccount(310, "dev310");
        const ip = newIp();
        const before = outbox.count(e164(310));
        // Sign Up on a number that already has an account: the "already has one" SMS.
        expect((await post("/registration/code", { phone: local(310) }, ip)).status).toBe(200);
        expect((await outbox.next(e164(310), before)).body).toMatch(/already has one/);
        // Forgot Password within the same minute: the reset code is sent.
        const reset = await post("/password-reset/code", { phone: local(310) }, ip);
        expect(reset.status).toBe(200);
        expect(codeIn((await outbox.next(e164(310), before + 1)).body, /^\d{6}$/)).toMatch(/^\d{6}$/);
        // A second reset code within the minute waits, with the seconds to wait.
        const again = await post("/password-reset/code", { phone: local(310) }, newIp());
        expect(again.status).toBe(429);
        expect(again.data.code).toBe("phone_auth.too_many_codes");
        expect(again.data.message).toMatch(/^Please wait \d+ seconds before asking for another code.$/);
        expect(again.data.retryAfter).toBeGreaterThan(50);
        expect(again.data.retryAfter).toBeLessThanOrEqual(60);
        expect(Number(again.headers["retry-after"])).toBe(again.data.retryAfter);
        // And a second sign-up attempt too.
        expect((await post("/registration/code", { phone: local(310) }, newIp())).status).toBe(429);
      });

      it("allows 20 code requests per IP per hour", async () => {
        const ip = newIp();
        for (let i = 0; i < 20; i++) expect((await post("/password-reset/code", { phone: local(400 + i) }, ip)).status).toBe(200);
        const blocked = await post("/registration/code", { phone: local(430) }, ip);
        expect(blocked.status).toBe(429);
        expect(blocked.data.retryAfter).toBeGreaterThan(3000);
        expect(blocked.data.message).toMatch(/from your network/);
        // Another IP still works.
        expect((await post("/registration/code", { phone: local(430) }, newIp())).status).toBe(200);
      });
    });

    describe("sessions and forced sign-out", () => {
      it("validates a session, mints a Medusa customer JWT that /store/customers/me accepts, and logs out", async () => {
        const { session, customer } = await register(500, "dev500");
        const checked = await getSession(session.token, "dev500");
        expect(checked.status).toBe(200);
        expect(checked.data.customer.id).toBe(customer.id);
        // The customer's cart rides along (ADR 074/140): none yet.
        expect(checked.data.cart_id).toBeNull();
        const [, payload] = checked.data.token.split(".");
        const claims = JSON.parse(Buffer.from(payload, "base64url").toString());
        expect(claims.exp - claims.iat).toBeLessThanOrEqual(300);
        expect(claims.actor_type).toBe("customer");
        const me = await api.get("/store/customers/me", { headers: { "x-publishable-api-key": publishableKey, authorization: `Bearer ${checked.data.token}` } });
        expect(me.status).toBe(200);
        expect(me.data.customer.id).toBe(customer.id);
        const recorded = await api.post("/store/customers/me", { metadata: { glow_cart_id: "cart_recorded500" } }, { headers: { "x-publishable-api-key": publishableKey, authorization: `Bearer ${checked.data.token}` } });
        expect(recorded.status).toBe(200);
        // Only the customer's own open cart is named (ADR 140): a made-up id in their metadata is not.
        expect((await getSession(session.token, "dev500")).data).toMatchObject({ cart_id: null, cart: null });
        // The short-lived JWT cannot be stretched through Medusa's refresh or cookie-session routes.
        const refresh = await api.post("/auth/token/refresh", {}, { headers: { authorization: `Bearer ${checked.data.token}` }, validateStatus: () => true });
        expect(refresh.status).toBe(401);
        const cookie = await api.post("/auth/session", {}, { headers: { authorization: `Bearer ${checked.data.token}` }, validateStatus: () => true });
        expect(cookie.status).toBe(401);

        const settings = await post("/settings", { ask_code_on_new_device: true }, "10.9.9.9", { "x-glow-session": session.token, "x-glow-device": "dev500" });
        expect(settings.status).toBe(200);
        expect(settings.data.customer.ask_code_on_new_device).toBe(true);

        const out = await post("/logout", {}, "10.9.9.9", { "x-glow-session": session.token, "x-glow-device": "dev500" });
        expect(out.data).toEqual({ signed_out: true });
        const after = await getSession(session.token, "dev500");
        expect(after.status).toBe(401);
        expect(after.data.autoLogout).toBeUndefined();
        expect((await getSession("", "dev500")).status).toBe(401);
        expect((await getSession("made-up-token", "dev500")).data).toEqual({ message: "Please sign in to continue." });
      });

      it("the light check (ADR 207) answers whose session it is, and refuses with the full check's reasons", async () => {
        const getActive = (token: string, device: string) =>
          api.get("/store/phone-auth/session/active", { headers: headers("10.9.9.8", { "x-glow-session": token, "x-glow-device": device }), validateStatus: () => true });
        const { session, customer } = await createAccount(505, "dev505");
        const active = await getActive(session.token, "dev505");
        expect(active.status).toBe(200);
        expect(active.data).toEqual({ active: true, customer_id: customer.id });
        // It never hands out what the full check does (a Medusa JWT, the cart).
        expect(active.data.token).toBeUndefined();
        expect((await getActive("made-up-token", "dev505")).data).toEqual({ message: "Please sign in to continue." });
        expect((await getActive("", "dev505")).status).toBe(401);
        // 30 at once, as a busy shop's renders arrive: all yes, and all the same.
        const burst = await Promise.all(Array.from({ length: 30 }, () => getActive(session.token, "dev505")));
        expect(burst.map((r) => r.status)).toEqual(Array(30).fill(200));
        const out = await post("/logout", {}, "10.9.9.9", { "x-glow-session": session.token, "x-glow-device": "dev505" });
        expect(out.status).toBe(200);
        expect((await getActive(session.token, "dev505")).status).toBe(401);
        // Another device with the same token is a stolen session: every session of the customer ends.
        const second = (await login(505, "secret-pass", "laptop505")).data.session.token;
        const stolen = await getActive(second, "attacker505");
        expect(stolen.status).toBe(401);
        expect(stolen.data).toMatchObject({ autoLogout: true, logoutAllDevices: true, reason: "device_mismatch" });
        expect((await getSession(second, "laptop505")).status).toBe(401);
      });

      it("revokes every session of the customer when a session is used from another device", async () => {
        const first = await createAccount(510, "laptop510");
        const second = (await login(510, "secret-pass", "phone510")).data;
        const stolen = await getSession(first.session.token, "attacker510");
        expect(stolen.status).toBe(401);
        expect(stolen.data).toMatchObject({ autoLogout: true, logoutAllDevices: true, reason: "device_mismatch" });
        expect(stolen.data.message).toEqual(expect.any(String));
        // Both devices are signed out, even the right one.
        const own = await getSession(first.session.token, "laptop510");
        expect(own.data).toMatchObject({ autoLogout: true, logoutAllDevices: true, reason: "device_mismatch" });
        expect((await getSession(second.session.token, "phone510")).data.reason).toBe("device_mismatch");
        expect((await login(510, "secret-pass", "laptop510")).status).toBe(200);
      });

      it("keeps at most 3 devices: a 4th sign-in signs out the least recently used one", async () => {
        const a = (await createAccount(520, "devicea")).session.token;
        const b = (await login(520, "secret-pass", "deviceb")).data.session.token;
        const c = (await login(520, "secret-pass", "devicec")).data.session.token;
        // "Last seen" is kept to the minute (ADR 140): the three sign-ins happened minutes ago, in
        // order, and A is used now, so B is the least recently used.
        const phoneAuth = getContainer().resolve<any>("phoneAuth");
        const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000);
        for (const [device, minutes] of [["devicea", 5], ["deviceb", 4], ["devicec", 3]] as const) {
          const [session] = await phoneAuth.listPhoneAuthSessions({ device_fingerprint: device, revoked_at: null }, { take: 1, order: { created_at: "DESC" } });
          await phoneAuth.updatePhoneAuthSessions({ id: session.id, last_seen_at: minutesAgo(minutes) });
        }
        expect((await getSession(a, "devicea")).status).toBe(200);
        const d = (await login(520, "secret-pass", "deviced")).data.session.token;
        const evicted = await getSession(b, "deviceb");
        expect(evicted.status).toBe(401);
        expect(evicted.data).toMatchObject({ autoLogout: true, logoutAllDevices: false, reason: "too_many_devices" });
        for (const [token, device] of [[a, "devicea"], [c, "devicec"], [d, "deviced"]] as const) expect((await getSession(token, device)).status).toBe(200);
        // Signing in again on the same device replaces its session rather than taking a new slot.
        const a2 = (await login(520, "secret-pass", "devicea")).data.session.token;
        expect((await getSession(a2, "devicea")).status).toBe(200);
        expect((await getSession(c, "devicec")).status).toBe(200);
      });

      it("password reset: same answer for unknown numbers (no SMS), digits code, reset token, sessions revoked", async () => {
        const { session } = await createAccount(530, "dev530", "old-password");
        const ip = newIp();
        const before = outbox.count(e164(530));
        const unknown = await post("/password-reset/code", { phone: local(531) }, ip);
        const known = await post("/password-reset/code", { phone: local(530) }, ip);
        expect(unknown.status).toBe(200);
        expect(unknown.data).toEqual(known.data);
        const sms = await outbox.next(e164(530), before);
        const code = codeIn(sms.body, /^\d{6}$/)!;
        expect(code).toMatch(/^\d{6}$/);
        await outbox.drained(getContainer());
        expect(outbox.count(e164(531))).toBe(0);

        expect((await post("/password-reset/verify", { phone: local(531), code }, ip)).status).toBe(401);
        const verified = await post("/password-reset/verify", { phone: local(530), code }, ip);
        expect(verified.status).toBe(200);
        const resetToken = verified.data.reset_token;
        expect((await post("/password-reset", { phone: local(530), new_password: "short", reset_token: resetToken }, ip)).status).toBe(400);
        const reset = await post("/password-reset", { phone: local(530), new_password: "new-password", reset_token: resetToken }, ip);
        expect(reset.data).toEqual({ reset: true, customer: { id: expect.stringMatching(/^cus_/) } });
        expect((await post("/password-reset", { phone: local(530), new_password: "another-one", reset_token: resetToken }, ip)).status).toBe(401);

        const old = await getSession(session.token, "dev530");
        expect(old.status).toBe(401);
        expect(old.data).toMatchObject({ autoLogout: true, reason: "password_reset" });
        expect((await login(530, "old-password", "dev530")).status).toBe(401);
        expect((await login(530, "new-password", "dev530")).status).toBe(200);
      });

      it("a code dies after 5 wrong tries", async () => {
        await createAccount(540, "dev540");
        const ip = newIp();
        const before = outbox.count(e164(540));
        expect((await post("/password-reset/code", { phone: local(540) }, ip)).status).toBe(200);
        const code = codeIn((await outbox.next(e164(540), before)).body, /^\d{6}$/)!;
        const wrongCode = code === "000000" ? "111111" : "000000";
        for (let i = 0; i < 4; i++) expect((await post("/password-reset/verify", { phone: local(540), code: wrongCode }, ip)).status).toBe(401);
        const fifth = await post("/password-reset/verify", { phone: local(540), code: wrongCode }, ip);
        expect(fifth.data.message).toMatch(/too many times/);
        expect((await post("/password-reset/verify", { phone: local(540), code }, ip)).status).toBe(401);
      });
    });

    /** Not signed in: the SMS step (or, this minute's code for the number already sent, a 429 saying so). */
    const expectCodeStep = (answer: { status: number; data: any }) => {
      expect(answer.data.session).toBeUndefined();
      if (answer.status === 429) expect(answer.data.message).toMatch(/another code/);
      else expect(answer.data).toMatchObject({ requires_otp: true });
    };

    describe("trusted devices", () => {
      it("asks for a code on new devices only when the customer turned it on, and remembers trusted devices", async () => {
        const { session } = await createAccount(600, "home600");
        const ip = newIp();
        const off = await post("/login/code", { phone: local(600), password: "secret-pass", device_fingerprint: "new600", remember_device: false }, ip);
        expect(off.status).toBe(200);
        expect(off.data).toMatchObject({ requires_otp: false, session: { token: expect.any(String) }, customer: { phone: e164(600) } });

        const wrong = await post("/login/code", { phone: local(600), password: "nope-nope", device_fingerprint: "new600", remember_device: false }, ip);
        expect(wrong.status).toBe(401);
        expect(wrong.data).toEqual({ message: "Incorrect phone number or password", code: "phone_auth.bad_credentials" });

        const as600 = { "x-glow-session": off.data.session.token, "x-glow-device": "new600" };
        expect((await post("/settings", { ask_code_on_new_device: true }, ip, as600)).status).toBe(200);
        const before = outbox.count(e164(600));
        const asked = await post("/login/code", { phone: local(600), password: "secret-pass", device_fingerprint: "tablet600", remember_device: true }, ip);
        expect(asked.data).toEqual({ requires_otp: true, expires_in: 600, pending_token: expect.any(String) });
        const code = codeIn((await outbox.next(e164(600), before)).body, /^\d{6}$/)!;
        // The plain route cannot skip the code.
        const plain = await login(600, "secret-pass", "tablet600");
        expect(plain.status).toBe(403);
        expect(plain.data.requires_otp).toBe(true);

        // Phone + code alone do not sign in: the code finishes only the password step that sent it (ADR 086).
        const noPending = await post("/login/verify", { phone: local(600), code, device_fingerprint: "tablet600", remember_device: true }, ip);
        expect(noPending.status).toBe(400);
        const forged = await post("/login/verify", { phone: local(600), code, device_fingerprint: "tablet600", remember_device: true, pending_token: "forged" }, ip);
        expect(forged.status).toBe(401);
        expect(forged.data.message).toBe("Please sign in again to receive a new code.");

        const signedIn = await post("/login/verify", { phone: local(600), code, device_fingerprint: "tablet600", remember_device: true, pending_token: asked.data.pending_token }, ip);
        expect(signedIn.status).toBe(200);
        expect(signedIn.data.session.remember).toBe(true);
        const deviceToken = signedIn.data.device_token as string;
        expect(deviceToken).toMatch(/^[A-Za-z0-9_-]{40,}$/);
        expect((await getSession(signedIn.data.session.token, "tablet600")).status).toBe(200);
        // The pending sign-in is single use.
        expect((await post("/login/verify", { phone: local(600), code, device_fingerprint: "tablet600", remember_device: true, pending_token: asked.data.pending_token }, ip)).status).toBe(401);
        // Now trusted: the server-issued device token skips the code…
        const trusted = await post("/login/code", { phone: local(600), password: "secret-pass", device_fingerprint: "tablet600", remember_device: false }, ip, { "x-glow-device-token": deviceToken });
        expect(trusted.data.requires_otp).toBe(false);
        // …and a copied fingerprint without the token does not: the SMS step again.
        const copied = await post("/login/code", { phone: local(600), password: "secret-pass", device_fingerprint: "tablet600", remember_device: false }, newIp());
        expectCodeStep(copied);
        const other = await login(600, "secret-pass", "other600");
        expect(other.status).toBe(403);
        expect(session.token).toEqual(expect.any(String));

        // Turning the code off needs the current password.
        const offNoPassword = await post("/settings", { ask_code_on_new_device: false }, ip, as600);
        expect(offNoPassword.status).toBe(400);
        expect(offNoPassword.data.message).toBe("Please enter your current password to confirm it's you.");
        expect((await post("/settings", { ask_code_on_new_device: false, current_password: "wrong-one" }, ip, as600)).status).toBe(400);
        expect((await post("/settings", { ask_code_on_new_device: true, current_password: "secret-pass" }, ip, as600)).status).toBe(200);

        // A password reset revokes trusted devices: the same token asks for the code again.
        const resetToken = await getContainer().resolve<any>("phoneAuth").otp.issueProof("reset_proof", e164(600));
        expect((await post("/password-reset", { phone: local(600), new_password: "fresh-pass-600", reset_token: resetToken }, ip)).status).toBe(200);
        const afterReset = await post("/login/code", { phone: local(600), password: "fresh-pass-600", device_fingerprint: "tablet600", remember_device: false }, newIp(), { "x-glow-device-token": deviceToken });
        expectCodeStep(afterReset);
      });
    });

    describe("staff", () => {
      it("lists a customer's sessions in the admin API and signs them all out", async () => {
        const { session, customer } = await createAccount(700, "dev700");
        const unauthenticated = await api.get(`/admin/phone-auth/customers/${customer.id}/sessions`, { validateStatus: () => true });
        expect(unauthenticated.status).toBe(401);
        const staff = await api.post("/auth/user/emailpass", { email: DEMO_ACCOUNTS.staff.email, password: DEMO_ACCOUNTS.staff.password });
        const auth = { headers: { authorization: `Bearer ${staff.data.token}` } };
        const listed = await api.get(`/admin/phone-auth/customers/${customer.id}/sessions`, auth);
        expect(listed.data.sessions).toHaveLength(1);
        expect(listed.data.sessions[0]).toMatchObject({ device_fingerprint: "dev700", active: true, user_agent: "jest" });
        expect(JSON.stringify(listed.data)).not.toContain("token_hash");
        const revoked = await api.post(`/admin/phone-auth/customers/${customer.id}/sessions/revoke`, {}, auth);
        expect(revoked.data).toEqual({ revoked: 1 });
        const after = await getSession(session.token, "dev700");
        expect(after.data).toMatchObject({ autoLogout: true, logoutAllDevices: true, reason: "revoked_by_staff" });
      });
    });
  },
});
