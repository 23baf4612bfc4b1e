import fs from "node:fs";
import { medusaIntegrationTestRunner } from "@medusajs/test-utils";
import { rawRequester, type RawAnswer } from "../support/raw-request";
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils";
import { createUserAccountWorkflow, updateRegionsWorkflow } from "@medusajs/medusa/core-flows";
import { ACCRA_ADDRESS } from "@glow/shop-contracts/test-addresses";
import { suiteNumbers } from "../support/suite-numbers";
import { suiteOutbox } from "../shared/sms-outbox";
import { registerShopper } from "../support/shoppers";
import { DEMO_ACCOUNTS, SEED, seedDemoData } from "../../src/scripts/seed-data/seed-demo-data";
import { enableRegionPaymentProviders, PAYMENT_PROVIDERS } from "../../src/scripts/seed-data/checkout";

jest.setTimeout(300_000);

const { local, e164, newIp } = suiteNumbers("0247", "10.79");
const outbox = suiteOutbox("closed-by-default");
const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"];


/**
 * Issue 34, "closed by default", on a real Medusa + Postgres: the doors a second round of scripted
 * attacks found, tried again the way scripts do (parallel, fresh addresses, other customers' ids,
 * every method and spelling), with raw paths (no client-side normalising).
 */
medusaIntegrationTestRunner({
  inApp: true,
  env: {},
  testSuite: ({ api, getContainer }) => {
    let publishableKey = "";
    let regionId = "";
    let staffToken = "";
    const baseUrl = () => new URL(String(api.defaults.baseURL));

    const raw = rawRequester(baseUrl, { freshConnections: true });
    const store = (extra: Record<string, string> = {}) => ({ "x-publishable-api-key": publishableKey, ...extra });
    const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
    const tokenIn = (answer: RawAnswer) => typeof answer.body === "object" && answer.body !== null && "token" in answer.body;
    const query = () => getContainer().resolve(ContainerRegistrationKeys.QUERY);

    let shopperCount = 0;
    async function shopper() {
      shopperCount += 1;
      const ip = newIp();
      const registered = await registerShopper(api as any, getContainer(), publishableKey, {
        phone: local(shopperCount),
        firstName: "Abena",
        password: "Closed#door-2026",
        device: `closed${shopperCount}`,
        ip,
      });
      return { ...registered, ip };
    }

    async function staffUser(email: string, password: string) {
      const { authIdentity } = await getContainer().resolve(Modules.AUTH).register("emailpass", { body: { email, password } } as any);
      await createUserAccountWorkflow(getContainer()).run({ input: { authIdentityId: authIdentity!.id, userData: { email } } });
    }

    async function sellableVariant(): Promise<string> {
      const { data } = await query().graph({ entity: "product", fields: ["id", "status", "variants.id", "variants.inventory_items.inventory_item_id"], filters: { status: "published" } });
      const product = (data as any[]).find((p) => p.variants?.[0]?.inventory_items?.[0]);
      const variant = product.variants[0];
      const inventory = getContainer().resolve(Modules.INVENTORY);
      const [level] = await inventory.listInventoryLevels({ inventory_item_id: variant.inventory_items[0].inventory_item_id });
      await inventory.updateInventoryLevels([{ inventory_item_id: variant.inventory_items[0].inventory_item_id, location_id: level!.location_id, stocked_quantity: 500 }]);
      return variant.id as string;
    }

    beforeAll(async () => {
      fs.rmSync(outbox.file, { force: true });
      publishableKey = (await seedDemoData(getContainer(), { demoAccounts: true })).publishableKey;
      const regions = await raw("GET", "/store/regions", undefined, store());
      regionId = regions.body.regions.find((r: any) => r.name === SEED.regionName).id;
      staffToken = (await raw("POST", "/auth/user/emailpass", { email: DEMO_ACCOUNTS.staff.email, password: DEMO_ACCOUNTS.staff.password }, { "x-forwarded-for": newIp() })).body.token;
    });

    describe("Medusa's pages cannot be framed", () => {
      it("the dashboard and every other answer carry X-Frame-Options, frame-ancestors and nosniff", async () => {
        const paths = ["/app", "/app/", "/app/login", "/APP/login", "/auth/user/emailpass", "/store/products", "/admin/users/me", "/nowhere"];
        const answers = await Promise.all(paths.map((path) => raw("GET", path, undefined, store())));
        for (const [i, answer] of answers.entries()) {
          expect({ path: paths[i], frame: answer.headers["x-frame-options"] }).toEqual({ path: paths[i], frame: "DENY" });
          // Express's own "Cannot GET" page (no dashboard build in tests, an unknown path) sets its
          // stricter `default-src 'none'`; X-Frame-Options still forbids framing it.
          const policy = String(answer.headers["content-security-policy"]);
          expect({ path: paths[i], policy }).toEqual({ path: paths[i], policy: expect.stringMatching(/frame-ancestors 'none'|^default-src 'none'$/) });
          expect(answer.headers["x-content-type-options"]).toBe("nosniff");
          expect(answer.headers["referrer-policy"]).toBe("same-origin");
        }
      });
    });

    describe("staff identities exist only through an invite", () => {
      const registerSpellings = ["/auth/user/emailpass/register", "/auth/user/emailpass/register/", "/auth/user/emailpass/REGISTER", "/auth/user/%65mailpass/register", "/auth/USER/emailpass/register"];

      it("registering without a valid invite is refused in every spelling and method, in parallel, and leaves no identity", async () => {
        const emails = Array.from({ length: 6 }, (_, i) => `squatter${i}@glow.local`);
        const answers = await Promise.all(
          registerSpellings.flatMap((path, i) =>
            METHODS.map((method, j) => raw(method, path, { email: emails[(i + j) % emails.length], password: "Squat#2026-long" }, { "x-forwarded-for": newIp() })),
          ),
        );
        for (const answer of answers) {
          expect(tokenIn(answer)).toBe(false);
          expect([403, 404]).toContain(answer.status);
        }
        // A forged or foreign token is no invite either.
        const forged = await raw("POST", "/auth/user/emailpass/register", { email: emails[0], password: "Squat#2026-long", invite_token: "eyJhbGciOiJIUzI1NiJ9.e30.x" }, { "x-forwarded-for": newIp() });
        expect(forged.status).toBe(403);
        const identities = await getContainer().resolve(Modules.AUTH).listProviderIdentities({ provider: "emailpass", entity_id: emails as any });
        expect(identities).toEqual([]);
      });

      it("the dashboard's invite flow still works: register from the invite page, accept, sign in; the token is for its own e-mail only", async () => {
        const email = "new-staff@glow.local";
        const invited = await raw("POST", "/admin/invites", { email }, bearer(staffToken));
        expect(invited.status).toBe(200);
        const inviteToken = invited.body.invite.token as string;
        const invitePage = `${baseUrl().origin}/app/invite?token=${inviteToken}`;
        // Someone else's e-mail with this invite: refused.
        const other = await raw("POST", "/auth/user/emailpass/register", { email: "someone-else@glow.local", password: "Staff#2026-long" }, { referer: invitePage, "x-forwarded-for": newIp() });
        expect(other.status).toBe(403);
        // What the dashboard's invite page sends: the e-mail and password, from /app/invite?token=…
        const registered = await raw("POST", "/auth/user/emailpass/register", { email, password: "Staff#2026-long" }, { referer: invitePage, "x-forwarded-for": newIp() });
        expect(registered.status).toBe(200);
        const accepted = await raw("POST", `/admin/invites/accept?token=${inviteToken}`, { email, first_name: "Efua", last_name: "Asante" }, bearer(registered.body.token));
        expect(accepted.status).toBe(200);
        expect(accepted.body.user.email).toBe(email);
        const signedIn = await raw("POST", "/auth/user/emailpass", { email, password: "Staff#2026-long" }, { "x-forwarded-for": newIp() });
        expect(signedIn.status).toBe(200);
        // An accepted invite registers nobody else.
        const again = await raw("POST", "/auth/user/emailpass/register", { email, password: "Other#2026-long", invite_token: inviteToken }, { "x-forwarded-for": newIp() });
        expect(again.status).toBe(403);

        // An API client passes the token in the body.
        const second = await raw("POST", "/admin/invites", { email: "api-staff@glow.local" }, bearer(staffToken));
        const viaBody = await raw("POST", "/auth/user/emailpass/register", { email: "API-Staff@glow.local", password: "Staff#2026-long", invite_token: second.body.invite.token }, { "x-forwarded-for": newIp() });
        expect(viaBody.status).toBe(200);
      });
    });

    describe("staff limits move only with a successful sign-in; reset requests say nothing", () => {
      it("4 wrong passwords then a reset request, three times: at most 5 passwords are checked", async () => {
        const email = "reset-lock@glow.local";
        await staffUser(email, "Right#2026-long");
        const statuses: number[] = [];
        for (let round = 0; round < 3; round++) {
          for (let i = 0; i < 4; i++) statuses.push((await raw("POST", "/auth/user/emailpass", { email, password: `wrong-${round}-${i}` }, { "x-forwarded-for": newIp() })).status);
          const reset = await raw("POST", "/auth/user/emailpass/reset-password", { identifier: email }, { "x-forwarded-for": newIp() });
          expect(reset.status).toBe(201);
        }
        expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(5);
        expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(7);
        expect((await raw("POST", "/auth/user/emailpass", { email, password: "Right#2026-long" }, { "x-forwarded-for": newIp() })).status).toBe(429);
      });

      it("parallel reset requests: 3 an hour per e-mail, the same answers for a staff e-mail and an unknown one", async () => {
        const known = "reset-known@glow.local";
        await staffUser(known, "Right#2026-long");
        const unknown = "reset-unknown@glow.local";
        const burst = (identifier: string) => Promise.all(Array.from({ length: 6 }, () => raw("POST", "/auth/user/emailpass/reset-password", { identifier }, { "x-forwarded-for": newIp() })));
        const [forKnown, forUnknown] = await Promise.all([burst(known), burst(unknown)]);
        // retryAfter counts down in whole seconds and the two bursts may straddle one: it is compared
        // to the minute (what the message says), everything else exactly.
        const shape = (answers: RawAnswer[]) =>
          answers
            .map((a) => {
              const body = a.body as { retryAfter?: unknown } | null;
              const rounded = typeof body?.retryAfter === "number" ? { ...body, retryAfter: `${Math.ceil(body.retryAfter / 60)} min` } : body;
              return `${a.status} ${JSON.stringify(rounded)}`;
            })
            .sort();
        expect(shape(forKnown)).toEqual(shape(forUnknown));
        for (const answer of [...forKnown, ...forUnknown]) if (answer.status === 429) expect((answer.body as { retryAfter: number }).retryAfter).toBeGreaterThan(3_500);
        expect(forKnown.filter((a) => a.status === 201).length).toBe(3);
        expect(forKnown.filter((a) => a.status === 429).length).toBe(3);
        // The sign-in still works: reset requests spend no sign-in attempt.
        expect((await raw("POST", "/auth/user/emailpass", { email: known, password: "Right#2026-long" }, { "x-forwarded-for": newIp() })).status).toBe(200);
      });

      it("one network asking resets for many e-mails is held after 10 an hour", async () => {
        const ip = newIp();
        const answers = await Promise.all(Array.from({ length: 14 }, (_, i) => raw("POST", "/auth/user/emailpass/reset-password", { identifier: `many${i}@glow.local` }, { "x-forwarded-for": ip })));
        expect(answers.filter((a) => a.status === 201).length).toBe(10);
        expect(answers.filter((a) => a.status === 429).length).toBe(4);
      });
    });

    // Skipped: the fix for these (one code per number under a Postgres advisory lock, the SMS sent after
    // the answer) was reverted on 2026-11-27 because codes then stopped reaching the outbox in the
    // scale topology and, now and then, in e2e. The two rows of issue 34 stay open.
    describe("phone codes: one per number at a time, and no timing that tells who has an account", () => {
      const phoneAuth = (url: string, body: unknown, ip = newIp()) => raw("POST", `/store/phone-auth${url}`, body, store({ "x-forwarded-for": ip }));

      it("30 parallel sign-up code requests for one new number from fresh addresses: one 200, one SMS", async () => {
        const n = 500;
        const before = outbox.count(e164(n));
        const answers = await Promise.all(Array.from({ length: 30 }, () => phoneAuth("/registration/code", { phone: local(n) })));
        expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
        expect(answers.filter((a) => a.status === 429)).toHaveLength(29);
        await outbox.next(e164(n), before);
        await outbox.drained(getContainer());
        expect(outbox.count(e164(n)) - before).toBe(1);
      });

      it("reset-code requests for registered and new numbers, interleaved, get the same answers in the same time", async () => {
        const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
        const bodies = new Set<string>();
        const registered: number[] = [];
        const fresh: number[] = [];
        // One round: 8 new registered numbers and 8 new unknown ones, interleaved. A real difference
        // in work (it was 78 against 50 ms) shows in every round; a busy machine's noise rarely in
        // three, so up to three rounds are measured and one within the bound passes.
        const round = async (index: number) => {
          const ours: number[] = [];
          for (let i = 0; i < 8; i++) {
            await shopper();
            ours.push(shopperCount);
          }
          const theirs = Array.from({ length: 8 }, (_, i) => 600 + index * 8 + i);
          registered.push(...ours);
          fresh.push(...theirs);
          // Let the registrations' own background work (events, subscribers) finish first, and warm up.
          await outbox.drained(getContainer());
          for (let i = 0; i < 3; i++) await phoneAuth("/password-reset/code", { phone: local(700 + index * 3 + i) });
          const timings = { registered: [] as number[], fresh: [] as number[] };
          for (let i = 0; i < 8; i++) {
            // Interleaved, each kind first in turn, so neither gains from its place.
            const pair = [["registered", ours[i]!], ["fresh", theirs[i]!]] as const;
            for (const [kind, n] of i % 2 ? [...pair].reverse() : pair) {
              const start = performance.now();
              const answer = await phoneAuth("/password-reset/code", { phone: local(n) });
              timings[kind].push(performance.now() - start);
              expect(answer.status).toBe(200);
              bodies.add(JSON.stringify(answer.body));
            }
          }
          const [m1, m2] = [median(timings.registered), median(timings.fresh)];
          // The same work on both paths: medians within a few milliseconds, and not every registered
          // number slower than every new one.
          const close = Math.abs(m1 - m2) < Math.max(25, 0.5 * Math.min(m1, m2)) && Math.min(...timings.registered) < Math.max(...timings.fresh);
          return { registered: timings.registered.map(Math.round), fresh: timings.fresh.map(Math.round), close };
        };
        const rounds: Array<Awaited<ReturnType<typeof round>>> = [];
        while (rounds.length < 3 && !rounds.some((r) => r.close)) rounds.push(await round(rounds.length));
        expect(bodies.size).toBe(1);
        // The rounds' timings are in the failure message.
        expect({ rounds, close: rounds.some((r) => r.close) }).toMatchObject({ close: true });
        // Registered numbers got their code by SMS; new ones got nothing.
        for (const n of registered) await outbox.next(e164(n), 0);
        await outbox.drained(getContainer());
        for (const n of fresh) expect(outbox.count(e164(n))).toBe(0);
      });
    });

    describe("Medusa's store routes serve the caller's own data only", () => {
      let cartId = "";
      let lineId = "";
      let collectionId = "";
      let ownerJwt = "";
      let strangerJwt = "";
      // Each test has its own owner, stranger and cart: phone-auth's Medusa tokens live 60 s, and
      // a busy machine takes longer than that for the whole block.
      beforeEach(async () => {
        const [owner, stranger] = [await shopper(), await shopper()];
        [ownerJwt, strangerJwt] = [owner.token, stranger.token];
        const variantId = await sellableVariant();
        // The owner's cart, made the shop's way: the first add creates it (ADR 140).
        const added = await raw("POST", "/store/glow/my-cart/line-items", { variant_id: variantId, quantity: 2 }, store(bearer(ownerJwt)));
        expect(added.status).toBe(200);
        cartId = added.body.cart.id;
        lineId = added.body.cart.items[0].id;
        const addressed = await raw("POST", `/store/carts/${cartId}`, { shipping_address: ACCRA_ADDRESS, billing_address: ACCRA_ADDRESS }, store(bearer(ownerJwt)));
        expect(addressed.status).toBe(200);
        const collection = await raw("POST", "/store/payment-collections", { cart_id: cartId }, store(bearer(ownerJwt)));
        expect(collection.status).toBe(200);
        collectionId = collection.body.payment_collection.id;
      });

      it("delivery options of another customer's cart: 404 with another token or only the key, never a 500; the owner reads them", async () => {
        const own = await raw("GET", `/store/shipping-options?cart_id=${cartId}`, undefined, store(bearer(ownerJwt)));
        expect({ status: own.status, body: own.body }).toMatchObject({ status: 200 });
        expect(own.body.shipping_options.length).toBeGreaterThan(0);
        const optionId = own.body.shipping_options[0].id as string;
        for (const auth of [bearer(strangerJwt), {}]) {
          const probes = await Promise.all([
            raw("GET", `/store/shipping-options?cart_id=${cartId}`, undefined, store(auth)),
            raw("GET", `/store/Shipping-Options?cart_id=${cartId}`, undefined, store(auth)),
            raw("GET", `/store/shipping-options/?cart_id=${encodeURIComponent(cartId).replace("_", "%5F")}`, undefined, store(auth)),
            raw("POST", `/store/shipping-options/${optionId}/calculate`, { cart_id: cartId }, store(auth)),
            raw("POST", `/store/shipping-options/${optionId}/calculate/`, { cart_id: cartId, data: {} }, store(auth)),
          ]);
          for (const probe of probes) expect(probe.status).toBe(404);
        }
        const calculated = await raw("POST", `/store/shipping-options/${optionId}/calculate`, { cart_id: cartId }, store(bearer(ownerJwt)));
        // The shop's options are flat-rate: nothing to calculate, a plain 400 (Medusa answered 500).
        expect({ status: calculated.status, body: calculated.body }).toEqual({ status: 400, body: { message: expect.stringMatching(/fixed price/) } });
        for (const odd of ["%00", "x'--", "a%20b", "cart_%00"]) {
          const answer = await raw("GET", `/store/shipping-options?cart_id=${odd}`, undefined, store(bearer(ownerJwt)));
          expect(answer.status).toBeGreaterThanOrEqual(400);
          expect(answer.status).toBeLessThan(500);
        }
      });

      it("payment sessions on another customer's collection: 404; Medusa's test provider is not offered", async () => {
        const providers = await raw("GET", `/store/payment-providers?region_id=${regionId}`, undefined, store());
        const ids = providers.body.payment_providers.map((p: { id: string }) => p.id);
        expect(ids).toContain(PAYMENT_PROVIDERS.payOnDelivery);
        expect(ids).not.toContain("pp_system_default");
        for (const auth of [bearer(strangerJwt), {}]) {
          const answers = await Promise.all(
            [`/store/payment-collections/${collectionId}/payment-sessions`, `/store/PAYMENT-collections/${collectionId}/payment-sessions/`, `/store/payment-collections/${collectionId.replace("_", "%5F")}/payment-sessions`].map((path) =>
              raw("POST", path, { provider_id: PAYMENT_PROVIDERS.payOnDelivery, data: { stranger: true } }, store(auth)),
            ),
          );
          for (const answer of answers) expect({ status: answer.status, body: answer.body }).toMatchObject({ status: 404 });
        }
        const testProvider = await raw("POST", `/store/payment-collections/${collectionId}/payment-sessions`, { provider_id: "pp_system_default" }, store(bearer(ownerJwt)));
        expect(testProvider.status).toBe(400);
        const own = await raw("POST", `/store/payment-collections/${collectionId}/payment-sessions`, { provider_id: PAYMENT_PROVIDERS.payOnDelivery }, store(bearer(ownerJwt)));
        expect(own.status).toBe(200);
        const sessions = own.body.payment_collection.payment_sessions as Array<{ provider_id: string; data: Record<string, unknown> }>;
        expect(sessions.map((s) => s.provider_id)).toEqual([PAYMENT_PROVIDERS.payOnDelivery]);
        expect(JSON.stringify(sessions)).not.toMatch(/stranger/);
      });

      it("an existing database loses Medusa's test provider on the next seed", async () => {
        await updateRegionsWorkflow(getContainer()).run({ input: { selector: { id: regionId }, update: { payment_providers: ["pp_system_default", PAYMENT_PROVIDERS.payOnDelivery] } } });
        expect(await enableRegionPaymentProviders(getContainer(), SEED.regionName)).toContain("-pp_system_default");
        const { data } = await query().graph({ entity: "region", fields: ["payment_providers.id"], filters: { id: regionId } });
        expect((data[0] as any).payment_providers.map((p: { id: string }) => p.id)).not.toContain("pp_system_default");
      });

      it("returns are closed: no method or spelling creates one, for the owner, a stranger or only the key", async () => {
        const { data: orders } = await query().graph({ entity: "order", fields: ["id", "items.id"], filters: {} });
        const order = orders[0] as { id: string; items: Array<{ id: string }> };
        const body = { order_id: order.id, items: [{ id: order.items[0]!.id, quantity: 1 }], return_shipping: { option_id: "so_x" } };
        const paths = ["/store/returns", "/store/returns/", "/store/RETURNS", "/store/%72eturns", "/store/returns/ret_123"];
        const answers = await Promise.all(
          [bearer(ownerJwt), bearer(strangerJwt), {}].flatMap((auth) => paths.flatMap((path) => METHODS.map((method) => raw(method, path, body, store(auth))))),
        );
        for (const answer of answers) expect(answer.status).toBe(404);
        const { data: returns } = await query().graph({ entity: "return", fields: ["id"], filters: {} });
        expect(returns).toEqual([]);
      });

      it("Medusa's line routes are closed: a script adding 150 through them, in any spelling or 30 at once, is refused and the cart stays", async () => {
        const auth = store(bearer(ownerJwt));
        const variantId = await sellableVariant();
        const encodedCart = cartId.replace("_", "%5F");
        const add = { variant_id: variantId, quantity: 150 };
        const probes: Array<[string, string, unknown]> = [
          ["POST", `/store/carts/${cartId}/line-items`, add],
          ["POST", `/store/carts/${cartId}/line-items/`, add],
          ["POST", `/store/CARTS/${cartId}/Line-Items`, add],
          ["POST", `/store/carts/${encodedCart}/line-items`, add],
          ["POST", `/store/carts/${cartId}/line%2Ditems`, add],
          ["POST", `/store/carts/${cartId}/line-items`, { variant_id: variantId, quantity: 1 }],
          ["POST", `/store/carts/${cartId}/line-items/${lineId}`, { quantity: 150 }],
          ["POST", `/store/Carts/${cartId}/LINE-ITEMS/${lineId}/`, { quantity: 150 }],
          ["POST", `/store/carts/${encodedCart}/line-items/${lineId.replace("_", "%5F")}`, { quantity: 3 }],
          ["DELETE", `/store/carts/${cartId}/line-items/${lineId}`, undefined],
          ["DELETE", `/store/CARTS/${encodedCart}/line-items/${lineId}/`, undefined],
        ];
        const answers = await Promise.all(probes.map(([method, path, body]) => raw(method, path, body, auth).then((a) => ({ method, path, status: a.status }))));
        for (const answer of answers) expect(answer).toEqual({ ...answer, status: 404 });
        // A script's burst: 30 parallel adds of 150 to the owner's own cart, all refused.
        const burst = await Promise.all(Array.from({ length: 30 }, () => raw("POST", `/store/carts/${cartId}/line-items`, add, auth)));
        expect(burst.map((a) => a.status)).toEqual(Array(30).fill(404));
        const cart = await raw("GET", `/store/carts/${cartId}`, undefined, auth);
        expect(cart.status).toBe(200);
        expect(cart.body.cart.items.map((i: { id: string; quantity: number }) => [i.id, i.quantity])).toEqual([[lineId, 2]]);
        // The shop's own route refuses the same 150 with its plain words.
        const own = await raw("POST", "/store/glow/my-cart/line-items", add, auth);
        expect(own.status).toBe(400);
      });

      it("a new cart's items are whole numbers 1–99", async () => {
        const auth = store(bearer(ownerJwt));
        const variantId = await sellableVariant();
        const answers = await Promise.all(
          [1.5, 0.4, 117, 150, 0, -1, 100, "2", null, 1e9].map((quantity) =>
            raw("POST", "/store/carts", { region_id: regionId, items: [{ variant_id: variantId, quantity }] }, auth).then((a) => ({ quantity, status: a.status })),
          ),
        );
        for (const answer of answers) expect(answer).toEqual({ ...answer, status: 400 });
      });

      it("malformed ids answer 400/404, never 500", async () => {
        const auth = store(bearer(ownerJwt));
        const paths = [
          "/store/carts/%00",
          "/store/carts/%00/line-items",
          `/store/carts/${cartId}/line-items/%00`,
          "/store/orders/%00",
          "/store/payment-collections/%00/payment-sessions",
          "/store/products/%00",
          "/store/regions/%00",
          "/store/carts/%E0%A4%A",
          "/store/carts/%0a",
          "/admin/products/%00",
        ];
        const answers = await Promise.all(paths.flatMap((path) => ["GET", "POST", "DELETE"].map((method) => raw(method, path, method === "POST" ? {} : undefined, auth).then((a) => ({ path, method, status: a.status })))));
        for (const answer of answers) expect({ ...answer, serverError: answer.status >= 500 }).toEqual({ ...answer, serverError: false });
      });
    });
  },
});
