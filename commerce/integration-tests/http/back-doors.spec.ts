import fs from "node:fs";
import { medusaIntegrationTestRunner } from "@medusajs/test-utils";
import { rawRequester, type RawAnswer } from "../support/raw-request";
import { Modules } from "@medusajs/framework/utils";
import { createUserAccountWorkflow } from "@medusajs/medusa/core-flows";
import { suiteOutbox } from "../shared/sms-outbox";
import { suiteNumbers } from "../support/suite-numbers";
import { DEMO_ACCOUNTS, seedDemoData } from "../../src/scripts/seed-data/seed-demo-data";

jest.setTimeout(300_000);

const outbox = suiteOutbox("back-doors");
const { local, e164, newIp } = suiteNumbers("0246", "10.78");

/** Spellings of Medusa's generic customer phone route that its router accepts (issue 20). */
const PHONE_ROUTE_SPELLINGS = [
  "/auth/customer/phone",
  "/auth/customer/%70hone",
  "/auth/customer/phon%65",
  "/auth/Customer/%70hone",
  "/auth/CUSTOMER/PHONE",
  "/auth/%63ustomer/phone",
  "/auth/customer/phone/",
  "/auth/customer/%70hone/",
  "/auth/customer/phone/callback",
  "/auth/customer/%70hone/callback",
  "/auth/user/phone",
  "/auth/anything/phone",
];
const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"];


/**
 * Medusa's own auth and store routes as a script reaches them when Medusa is exposed: exact raw paths
 * (no client-side normalising), every method, JSON bodies even on GET, from many client addresses
 * (x-forwarded-for from loopback, as the storefront forwards them).
 */
medusaIntegrationTestRunner({
  inApp: true,
  env: {},
  testSuite: ({ api, getContainer }) => {
    let publishableKey = "";
    const baseUrl = () => new URL(String(api.defaults.baseURL));

    /** One request with the path exactly as written (percent-encodings and case kept). */
    const raw = rawRequester(baseUrl);

    const store = (extra: Record<string, string> = {}) => ({ "x-publishable-api-key": publishableKey, "user-agent": "jest", ...extra });
    const phoneAuth = (url: string, body: unknown, extra: Record<string, string> = {}) =>
      api.post(`/store/phone-auth${url}`, body, { headers: store({ "x-forwarded-for": newIp(), ...extra }), validateStatus: () => true });

    async function createAccount(n: number, password = "honest-pass-26") {
      const proof = await getContainer().resolve<any>("phoneAuth").otp.issueProof("registration_proof", e164(n));
      const registered = await phoneAuth("/register", {
        phone: local(n),
        password,
        first_name: "Esi",
        last_name: "Owusu",
        verification_token: proof,
        device_fingerprint: `backdoor${n}`,
        remember: false,
      });
      expect(registered.status).toBe(200);
      return { token: registered.data.session.token as string, device: `backdoor${n}`, customerId: registered.data.customer.id as string, password };
    }
    const sessionHeaders = (s: { token: string; device: string }) => ({ "x-glow-session": s.token, "x-glow-device": s.device });
    const customerJwt = async (s: { token: string; device: string }) =>
      (await api.get("/store/phone-auth/session", { headers: store(sessionHeaders(s)) })).data.token as string;
    const tokenIn = (answer: RawAnswer) => typeof answer.body === "object" && answer.body !== null && ("token" in answer.body || "location" in answer.body);

    beforeAll(async () => {
      fs.rmSync(outbox.file, { force: true });
      publishableKey = (await seedDemoData(getContainer(), { demoAccounts: true })).publishableKey;
    });

    describe("accounts are signed in and created only by phone-auth's own routes", () => {
      it("no spelling or method of /auth/customer/phone… yields a token, even with the right password", async () => {
        const account = await createAccount(1);
        const attempts = PHONE_ROUTE_SPELLINGS.flatMap((path) =>
          METHODS.map((method) => ({ method, path, answer: raw(method, path, { phone: local(1), password: account.password }, { "x-forwarded-for": newIp() }) })),
        );
        const answers = await Promise.all(attempts.map(async (a) => ({ ...a, answer: await a.answer })));
        for (const { method, path, answer } of answers) {
          expect({ method, path, token: tokenIn(answer) }).toEqual({ method, path, token: false });
          expect({ method, path, serverError: answer.status >= 500 }).toEqual({ method, path, serverError: false });
        }
        // The honest route still signs in with the same password.
        const honest = await phoneAuth("/login", { phone: local(1), password: account.password, device_fingerprint: "backdoor1b", remember: false });
        expect(honest.status).toBe(200);
      });

      it("the phone provider itself refuses a call without phone-auth's grant, whoever makes it", async () => {
        await createAccount(2);
        const auth = getContainer().resolve(Modules.AUTH);
        const plain = await auth.authenticate("phone", { body: { phone: e164(2), password: "honest-pass-26" } } as any);
        expect(plain.success).toBe(false);
        const forged = await auth.authenticate("phone", { body: { phone: e164(2), password: "honest-pass-26", glow_grant: "a".repeat(43) } } as any);
        expect(forged.success).toBe(false);
        const registered = await auth.register("phone", { body: { phone: e164(3), password: "honest-pass-26" } } as any);
        expect(registered.success).toBe(false);
        const changed = await auth.updateProvider("phone", { entity_id: e164(2), password: "taken-over-26" });
        expect(changed.success).toBe(false);
        // The password did not change.
        expect((await phoneAuth("/login", { phone: local(2), password: "honest-pass-26", device_fingerprint: "backdoor2b", remember: false })).status).toBe(200);
      });

      it("a number cannot be registered without its SMS code: no identity, and its owner's sign-up code still comes", async () => {
        const spellings = ["/auth/customer/phone/register", "/auth/customer/%70hone/register", "/auth/Customer/%70hone/register", "/auth/customer/phon%65/register/"];
        const answers = await Promise.all(
          spellings.flatMap((path) => ["POST", "GET", "PUT"].map((method) => raw(method, path, { phone: local(4), password: "squatter-26" }, { "x-forwarded-for": newIp() }))),
        );
        for (const answer of answers) {
          expect(tokenIn(answer)).toBe(false);
          expect(answer.status).toBeLessThan(500);
        }
        const identities = await getContainer().resolve(Modules.AUTH).listProviderIdentities({ provider: "phone", entity_id: e164(4) });
        expect(identities).toEqual([]);
        // Medusa's POST /store/customers is closed (ADR 204: accounts come from phone-auth): no customer either.
        // Medusa's own registration-token check runs before the app's middlewares, so a caller without
        // one hears its 401; one with a token reaches the closed route's 404.
        const customer = await raw("POST", "/store/customers", { phone: e164(4), first_name: "Squat" }, store({ "x-forwarded-for": newIp() }));
        expect([401, 404]).toContain(customer.status);
        const customers = await getContainer().resolve(Modules.CUSTOMER).listCustomers({}, { select: ["id", "phone"], take: 10_000 });
        expect(customers.filter((c) => c.phone === e164(4))).toEqual([]);
        const sent = await phoneAuth("/registration/code", { phone: local(4) });
        expect(sent.status).toBe(200);
        const sms = await outbox.next(e164(4), 0);
        expect(sms.body).not.toMatch(/already/i);
      });
    });

    describe("staff sign-in on Medusa is limited on every method and spelling", () => {
      const staffRoutes = ["/auth/user/emailpass", "/auth/user/emailpass/", "/auth/user/%65mailpass"];

      it("the right password works by GET and POST; other spellings of a known provider are 404, not a password check", async () => {
        for (const method of ["POST", "GET"]) {
          const ok = await raw(method, "/auth/user/emailpass", { email: DEMO_ACCOUNTS.staff.email, password: DEMO_ACCOUNTS.staff.password }, { "x-forwarded-for": newIp() });
          expect(ok.status).toBe(200);
          expect(typeof ok.body.token).toBe("string");
        }
        // Medusa accepts any actor type without an allowlist (`/auth/USER/emailpass`, `/auth/anyone/emailpass`):
        // a password oracle outside the limits if it were let through.
        const odd = await Promise.all(
          ["/auth/USER/emailpass", "/auth/User/EmailPass", "/auth/anyone/emailpass", "/auth/%55ser/emailpass", "/auth/customer/emailpass"].map((path) =>
            raw("POST", path, { email: DEMO_ACCOUNTS.staff.email, password: DEMO_ACCOUNTS.staff.password }, { "x-forwarded-for": newIp() }),
          ),
        );
        for (const answer of odd) {
          expect(answer.status).toBe(404);
          expect(tokenIn(answer)).toBe(false);
        }
      });

      it("40 parallel wrong passwords for one email over every method and spelling: at most 5 are checked, then the right one is refused too", async () => {
        // A staff user of this suite's own: the suites share one Medusa, and the demo staff must stay usable.
        const email = "lockout@glow.local";
        const password = "Lockout#2026";
        const { authIdentity } = await getContainer().resolve(Modules.AUTH).register("emailpass", { body: { email, password } } as any);
        await createUserAccountWorkflow(getContainer()).run({ input: { authIdentityId: authIdentity!.id, userData: { email } } });
        expect((await raw("GET", "/auth/user/emailpass", { email, password }, { "x-forwarded-for": newIp() })).status).toBe(200);
        const answers = await Promise.all(
          Array.from({ length: 40 }, (_, i) => raw(METHODS[i % 3]!, staffRoutes[i % staffRoutes.length]!, { email: i % 2 ? email : email.toUpperCase(), password: `guess-${i}` }, { "x-forwarded-for": newIp() })),
        );
        // Medusa routes GET and POST to the handler (401 for a wrong password); PUT reaches no handler
        // (404) but still spends an attempt: the limit counts what a request could do, not its method.
        const checked = answers.filter((a) => a.status !== 429);
        expect(checked.filter((a) => a.status === 401).length).toBeGreaterThan(0);
        expect(checked.length).toBeLessThanOrEqual(5);
        expect(checked.every((a) => a.status === 401 || a.status === 404)).toBe(true);
        expect(Number(answers.find((a) => a.status === 429)!.headers["retry-after"])).toBeGreaterThan(0);
        for (const method of ["GET", "POST"]) {
          const right = await raw(method, "/auth/user/emailpass", { email, password }, { "x-forwarded-for": newIp() });
          expect(right.status).toBe(429);
        }
      });

      it("one network guessing many emails by GET is limited too (10 a minute)", async () => {
        const ip = newIp();
        const answers = await Promise.all(
          Array.from({ length: 30 }, (_, i) => raw(i % 2 ? "GET" : "PATCH", "/auth/user/emailpass", { email: `nobody${i}@glow.local`, password: "guess" }, { "x-forwarded-for": ip })),
        );
        expect(answers.filter((a) => a.status === 401).length).toBeLessThanOrEqual(10);
        expect(answers.filter((a) => a.status === 429).length).toBeGreaterThanOrEqual(20);
      });
    });

    describe("security settings are out of reach of a customer token", () => {
      it("POST /store/customers/me cannot turn off the new-device code; the settings route needs the password", async () => {
        const account = await createAccount(5);
        const as5 = sessionHeaders(account);
        expect((await phoneAuth("/settings", { ask_code_on_new_device: true }, as5)).status).toBe(200);
        const jwt = await customerJwt(account);
        const write = await raw("POST", "/store/customers/me", { metadata: { ask_code_on_new_device: false } }, store({ authorization: `Bearer ${jwt}`, "x-forwarded-for": newIp() }));
        expect(write.status).toBeLessThan(500);
        // Whatever Medusa did with the metadata, a new browser's password step still asks for a code.
        const login = await phoneAuth("/login", { phone: local(5), password: account.password, device_fingerprint: "backdoor5new", remember: false });
        expect(login.status).toBe(403);
        expect(login.data.requires_otp).toBe(true);
        const session = await api.get("/store/phone-auth/session", { headers: store(as5) });
        expect(session.data.customer.ask_code_on_new_device).toBe(true);
        // Turning it off without the current password is refused.
        expect((await phoneAuth("/settings", { ask_code_on_new_device: false }, as5)).status).toBe(400);
      });
    });

    describe("revocation", () => {
      it("a password reset names the customer (so the storefront drops its cached checks) and ends every session at once", async () => {
        const account = await createAccount(6);
        const proof = await getContainer().resolve<any>("phoneAuth").otp.issueProof("reset_proof", e164(6));
        const reset = await phoneAuth("/password-reset", { phone: local(6), new_password: "brand-new-pass-26", reset_token: proof });
        expect(reset.status).toBe(200);
        expect(reset.data).toEqual({ reset: true, customer: { id: account.customerId } });
        const reads = await Promise.all(Array.from({ length: 4 }, () => api.get("/store/phone-auth/session", { headers: store(sessionHeaders(account)), validateStatus: () => true })));
        expect(reads.map((r) => r.status)).toEqual([401, 401, 401, 401]);
        expect(reads[0]!.data).toMatchObject({ autoLogout: true, reason: "password_reset" });
      });
    });

    describe("staff sign one device out", () => {
      it("that device is refused at once, the customer's other device stays, and another customer's session is 404", async () => {
        const account = await createAccount(9);
        const second = await phoneAuth("/login", { phone: local(9), password: account.password, device_fingerprint: "backdoor9b", remember: false });
        expect(second.status).toBe(200);
        const other = await createAccount(10);
        const staff = (await api.post("/auth/user/emailpass", { email: DEMO_ACCOUNTS.staff.email, password: DEMO_ACCOUNTS.staff.password })).data.token as string;
        const asStaff = { headers: { authorization: `Bearer ${staff}` }, validateStatus: () => true };
        const { data } = await api.get(`/admin/phone-auth/customers/${account.customerId}/sessions`, asStaff);
        const secondSession = (data.sessions as Array<{ id: string; device_fingerprint: string }>).find((s) => s.device_fingerprint === "backdoor9b")!;
        const { data: otherData } = await api.get(`/admin/phone-auth/customers/${other.customerId}/sessions`, asStaff);
        // Another customer's session id under this customer: not found, nothing revoked.
        expect((await api.post(`/admin/phone-auth/customers/${account.customerId}/sessions/${otherData.sessions[0].id}/revoke`, {}, asStaff)).status).toBe(404);
        // Only staff: a customer token is no staff token.
        expect((await api.post(`/admin/phone-auth/customers/${account.customerId}/sessions/${secondSession.id}/revoke`, {}, { headers: { authorization: `Bearer ${await customerJwt(account)}` }, validateStatus: () => true })).status).toBe(401);
        expect((await api.post(`/admin/phone-auth/customers/${account.customerId}/sessions/${secondSession.id}/revoke`, {}, asStaff)).status).toBe(200);
        const read = (s: { token: string; device: string }) => api.get("/store/phone-auth/session", { headers: store(sessionHeaders(s)), validateStatus: () => true });
        const refused = await read({ token: second.data.session.token, device: "backdoor9b" });
        expect(refused.status).toBe(401);
        expect(refused.data).toMatchObject({ autoLogout: true, reason: "revoked_by_staff" });
        expect((await read(account)).status).toBe(200);
        expect((await read(other)).status).toBe(200);
      });
    });

    describe("Medusa's cart routes serve a cart to its own customer only", () => {
      it("another customer, or no customer, gets 404 on every cart route and spelling", async () => {
        const owner = await createAccount(7);
        const other = await createAccount(8);
        const ownerJwt = await customerJwt(owner);
        const otherJwt = await customerJwt(other);
        const created = await raw("POST", "/store/carts", {}, store({ authorization: `Bearer ${ownerJwt}` }));
        expect(created.status).toBe(200);
        const cartId = created.body.cart.id as string;
        expect((await raw("GET", `/store/carts/${cartId}`, undefined, store({ authorization: `Bearer ${ownerJwt}` }))).status).toBe(200);
        const probes = [
          ["GET", `/store/carts/${cartId}`],
          ["GET", `/store/CARTS/${cartId}`],
          ["GET", `/store/carts/${encodeURIComponent(cartId).replace("_", "%5F")}`],
          ["GET", `/store/carts/${cartId}/`],
          ["DELETE", `/store/carts/${cartId}/line-items/anything`],
          ["POST", `/store/carts/${cartId}`],
          ["POST", `/store/carts/${cartId}/line-items`],
          ["POST", `/store/carts/${cartId}/customer`],
          ["POST", `/store/carts/${cartId}/promotions`],
          ["POST", `/store/carts/${cartId}/complete`],
        ] as const;
        const strangers: Array<Record<string, string>> = [{ authorization: `Bearer ${otherJwt}` }, {}];
        for (const auth of strangers) {
          const answers = await Promise.all(probes.map(([method, path]) => raw(method, path, method === "POST" ? {} : undefined, store(auth))));
          for (const [i, answer] of answers.entries()) expect({ probe: probes[i], status: answer.status }).toEqual({ probe: probes[i], status: 404 });
        }
        const collection = await raw("POST", "/store/payment-collections", { cart_id: cartId }, store({ authorization: `Bearer ${otherJwt}` }));
        expect(collection.status).toBe(404);
      });
    });
  },
});
