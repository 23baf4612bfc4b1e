import { createStep, createWorkflow, WorkflowResponse } from "@medusajs/framework/workflows-sdk";
import { medusaIntegrationTestRunner } from "@medusajs/test-utils";
import { answer, seededShopRequests } from "../support/shop";
import { DEMO_ACCOUNTS, seedDemoData } from "../../src/scripts/seed-data/seed-demo-data";
import { DEMO_BANNER_TITLE, DEMO_LIVE_BANNER_TITLE, newsArticles } from "../../src/scripts/seed-data/content";
import { BannerJsonSchema, NewsArticleJsonSchema, shopAdminBannerContracts } from "@glow/shop-contracts";

jest.setTimeout(240_000);

/* The plugin's steps as any workflow would compose them, then a failure: compensation must undo them. */
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { createBannerStep, updateBannerStep, deleteBannerStep } = require("@glow/plugin-banners/workflows/steps/banner-steps");
const failStep = createStep("glow-test-fail-after-banner-steps", async () => {
  throw new Error("A later step failed");
});
const rollbackWorkflow = createWorkflow("glow-test-banner-rollback", (input: { create: Record<string, unknown>; update: { id: string; update: Record<string, unknown> }; remove: { id: string } }) => {
  createBannerStep(input.create);
  updateBannerStep(input.update);
  deleteBannerStep(input.remove);
  failStep();
  return new WorkflowResponse(true);
});

const DAY = 24 * 60 * 60 * 1000;

/**
 * The banners and news plugins (plugins/banners, plugins/news) against a real Medusa and Postgres:
 * which banner is live, link checks when saving, who may manage banners, and the news store API.
 */
medusaIntegrationTestRunner({
  inApp: true,
  env: {},
  testSuite: ({ api, getContainer }) => {
    const { store, admin: staff } = seededShopRequests(api, getContainer);
    let adminSession: Record<string, string> = {};
    let shopperSession: Record<string, string> = {};

    const bannerModule = () => getContainer().resolve("banner") as any;

    async function signIn(phone: string, password: string, device: string, ip: string): Promise<Record<string, string>> {
      const { data } = await api.post(
        "/store/phone-auth/login",
        { phone, password, device_fingerprint: device, remember: false },
        store({ "x-forwarded-for": ip }),
      );
      return { "x-glow-session": data.session.token, "x-glow-device": device, "x-forwarded-for": ip };
    }

    beforeAll(async () => {
      adminSession = await signIn("0244000000", DEMO_ACCOUNTS.shopAdmin.password, "bannersadmin", "10.30.0.1");
      shopperSession = await signIn("0244000001", DEMO_ACCOUNTS.shopper.password, "bannersshopper", "10.30.0.2");
    });

    const createBanner = async (body: Record<string, unknown>) => (await api.post("/admin/banners", { title: "Banner", ...body }, staff())).data.banner;
    const active = async () => (await api.get("/store/banners/active", store())).data.banner;

    describe("the active banner", () => {
      it("is the seeded live banner from the first start; the seeded celebration banner is scheduled", async () => {
        const { data } = await api.get("/admin/banners", staff());
        expect(data.banners.map((b: any) => b.title).sort()).toEqual([DEMO_BANNER_TITLE, DEMO_LIVE_BANNER_TITLE].sort());
        expect(data.counts).toEqual({ active: 1, scheduled: 1 });
        const live = await active();
        expect(live).toMatchObject({ title: DEMO_LIVE_BANNER_TITLE, banner_type: "regular", is_active: true, priority: 0, end_date: null });
        // Deleted by staff, it stays deleted when the seed runs again (found by title, deleted ones included).
        await api.delete(`/admin/banners/${live.id}`, staff());
        expect(await active()).toBeNull();
        await seedDemoData(getContainer(), { demoAccounts: true });
        expect(await active()).toBeNull();
      });

      it("is the active banner inside its dates with the highest priority, newest on ties", async () => {
        const now = Date.now();
        const iso = (offsetDays: number) => new Date(now + offsetDays * DAY).toISOString();
        await createBanner({ title: "Old but open", is_active: true, priority: 5 });
        await createBanner({ title: "Ended", is_active: true, priority: 50, start_date: iso(-10), end_date: iso(-1) });
        await createBanner({ title: "Inactive", is_active: false, priority: 90 });
        await createBanner({ title: "Starts tomorrow", is_active: true, priority: 40, start_date: iso(1), end_date: iso(5) });
        const tieNewer = await createBanner({ title: "Newer tie", is_active: true, priority: 5, banner_type: "celebration" });
        expect(await active()).toMatchObject({ id: tieNewer.id, title: "Newer tie", banner_type: "celebration", is_active: true, priority: 5 });

        const running = await createBanner({ title: "Running now", is_active: true, priority: 20, start_date: iso(-1), end_date: iso(1) });
        expect((await active()).id).toBe(running.id);

        // The same selection at other moments: in two days "Starts tomorrow" (40) wins; after it ends, the tie again.
        expect((await bannerModule().retrieveActiveBanner(new Date(now + 2 * DAY))).title).toBe("Starts tomorrow");
        expect((await bannerModule().retrieveActiveBanner(new Date(now + 6 * DAY))).title).toBe("Newer tie");
        // The seeded celebration banner (priority 10) is live a week after seeding, but "Starts tomorrow" has ended by then.
        expect((await bannerModule().retrieveActiveBanner(new Date(now + 8 * DAY))).title).toBe(DEMO_BANNER_TITLE);

        const { data } = await api.get("/admin/banners", staff());
        expect(data.counts).toEqual({ active: 4, scheduled: 2 }); // with the seeded live banner (priority 0)
        // Deactivating the winner hands over to the next one.
        await api.post(`/admin/banners/${running.id}/deactivate`, {}, staff());
        expect((await active()).id).toBe(tieNewer.id);
      });

      it("answers every spec field", async () => {
        const fields = {
          title: "Harmattan Glow",
          subtitle: "Up to 25% off",
          image_url: "https://cdn.example.com/hero.jpg",
          video_url: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
          button1_text: "Shop now",
          button1_link: "/products",
          button2_text: "Read more",
          button2_link: "https://glow.example.com/news",
          is_active: true,
        };
        const created = await createBanner(fields);
        // What was sent comes back as sent, with the banner's own fields around it.
        expect(await active()).toEqual({
          id: created.id,
          ...fields,
          banner_type: "regular",
          start_date: null,
          end_date: null,
          priority: 0,
          created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
          updated_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        });
      });
    });

    describe("workflows", () => {
      it("undo create, update and delete when a later step fails (compensation)", async () => {
        const kept = await createBanner({ title: "Kept", priority: 3, is_active: true });
        const removed = await createBanner({ title: "Removed then restored" });
        const { errors } = await rollbackWorkflow(getContainer()).run({
          input: { create: { title: "Rolled back" }, update: { id: kept.id, update: { title: "Changed", priority: 99, is_active: false } }, remove: { id: removed.id } },
          throwOnError: false,
        });
        expect(errors.map((e: any) => e.error?.message)).toContain("A later step failed");
        const titles = (await api.get("/admin/banners", staff())).data.banners.map((b: any) => b.title);
        expect(titles).not.toContain("Rolled back");
        expect(titles).toContain("Removed then restored");
        expect((await api.get(`/admin/banners/${kept.id}`, staff())).data.banner).toMatchObject({ title: "Kept", priority: 3, is_active: true });
      });
    });

    describe("links are checked when saved", () => {
      it.each([
        ["button1_link", "javascript:alert(document.cookie)", "Button 1 link must start with http:// or https://"],
        ["button1_link", "JaVaScRiPt:alert(1)", "Button 1 link must start with http:// or https://"],
        ["button2_link", "  javascript:alert(1)", "Button 2 link must start with http:// or https://"],
        ["button2_link", "java\tscript:alert(1)", "Button 2 link must not contain spaces"],
        ["video_url", "data:video/mp4;base64,AAAA", "Video link must start with http:// or https://"],
        ["image_url", "data:image/svg+xml,<svg onload=alert(1)>", "Image URL must"],
        ["image_url", "//evil.example/x.png", "Image URL must start with http:// or https://"],
        ["video_url", "vbscript:msgbox(1)", "Video link must start with http:// or https://"],
      ])("refuses %s = %j with a 400 message", async (field, value, message) => {
        const body = { title: "Bad", [field]: value, ...(field.startsWith("button") ? { [field.replace("link", "text")]: "Go" } : {}) };
        const viaStaff = await answer(api.post("/admin/banners", body, staff()));
        expect(viaStaff.status).toBe(400);
        expect(viaStaff.data.message).toContain(message);
        const viaShopAdmin = await answer(api.post("/store/shop-admin/banners", body, store(adminSession)));
        expect(viaShopAdmin.status).toBe(400);
        expect(viaShopAdmin.data.message).toContain(message);
        expect((await api.get("/admin/banners", staff())).data.banners.map((b: any) => b.title)).not.toContain("Bad");
      });

      it("refuses a javascript: link on update and keeps the stored one", async () => {
        const banner = await createBanner({ button1_text: "Shop", button1_link: "/products" });
        const response = await answer(api.post(`/admin/banners/${banner.id}`, { button1_link: "javascript:alert(1)" }, staff()));
        expect(response.status).toBe(400);
        expect((await api.get(`/admin/banners/${banner.id}`, staff())).data.banner.button1_link).toBe("/products");
      });

      it("checks the schedule and button pairs against the stored banner", async () => {
        const banner = await createBanner({ start_date: "2026-12-01T00:00:00Z" });
        const badEnd = await answer(api.post(`/admin/banners/${banner.id}`, { end_date: "2026-11-30T00:00:00Z" }, staff()));
        expect(badEnd.status).toBe(400);
        expect(badEnd.data.message).toBe("The end date must be after the start date");
        const half = await answer(api.post("/admin/banners", { title: "Half", button1_text: "Shop" }, staff()));
        expect(half.status).toBe(400);
        expect(half.data.message).toContain("Button 1 needs both a text and a link");
        const unknown = await answer(api.post("/admin/banners", { title: "X", onclick: "alert(1)" }, staff()));
        expect(unknown.status).toBe(400);
        expect(unknown.data.message).toContain("Unknown field: onclick");
      });
    });

    describe("who may manage banners", () => {
      it("answers 401 signed out and 403 for a shopper on the shop-admin routes", async () => {
        const banner = await createBanner({});
        const calls = (headers: Record<string, string>) => [
          () => api.get("/store/shop-admin/banners", store(headers)),
          () => api.post("/store/shop-admin/banners", { title: "Nope" }, store(headers)),
          () => api.post(`/store/shop-admin/banners/${banner.id}`, { title: "Nope" }, store(headers)),
          () => api.post(`/store/shop-admin/banners/${banner.id}/activate`, {}, store(headers)),
          () => api.delete(`/store/shop-admin/banners/${banner.id}`, store(headers)),
        ];
        for (const call of calls({})) {
          const response = await answer(call());
          expect(response.status).toBe(401);
          expect(response.data.message).toEqual(expect.any(String));
        }
        for (const call of calls(shopperSession)) {
          const response = await answer(call());
          expect(response.status).toBe(403);
          expect(response.data.message).toBe("Only shop admins can do this.");
        }
        // Staff routes need a staff user: a shop admin's session is not one.
        expect((await answer(api.get("/admin/banners", store(adminSession)))).status).toBe(401);
        expect((await api.get(`/admin/banners/${banner.id}`, staff())).data.banner.title).toBe("Banner");
      });

      it("lets the shop admin create, edit, schedule, activate, deactivate and delete", async () => {
        // Without the seeded live banner, so "no banner" shows as null here.
        const seededLive = (await api.get("/admin/banners", staff())).data.banners.find((b: any) => b.title === DEMO_LIVE_BANNER_TITLE);
        await api.delete(`/admin/banners/${seededLive.id}`, staff());
        const created = await api.post(
          "/store/shop-admin/banners",
          { title: "Eid celebration", banner_type: "celebration", priority: 30, button1_text: "Shop", button1_link: "/sale" },
          store(adminSession),
        );
        expect(created.status).toBe(201);
        const id = created.data.banner.id;
        expect(created.data.banner).toMatchObject({ is_active: false, banner_type: "celebration", priority: 30 });
        // The answer is exactly the shape the admin page and the storefront read (@glow/shop-contracts).
        expect(BannerJsonSchema.strict().parse(created.data.banner)).toEqual(created.data.banner);
        expect(await active()).toBeNull();

        const activated = await api.post(`/store/shop-admin/banners/${id}/activate`, {}, store(adminSession));
        expect(activated.data.banner.is_active).toBe(true);
        expect((await active()).id).toBe(id);

        const start = new Date(Date.now() + DAY).toISOString();
        const edited = await api.post(`/store/shop-admin/banners/${id}`, { title: "Eid Mubarak", start_date: start, subtitle: "" }, store(adminSession));
        expect(edited.data.banner).toMatchObject({ title: "Eid Mubarak", start_date: start, subtitle: null, button1_link: "/sale" });
        expect(await active()).toBeNull(); // Scheduled for tomorrow.
        const list = (await api.get("/store/shop-admin/banners", store(adminSession))).data;
        expect(list.counts).toEqual({ active: 0, scheduled: 2 });
        // The whole answer matches the contract the storefront parses it with (ADR 160).
        expect(shopAdminBannerContracts.list.response.strict().parse(list).counts).toEqual({ active: 0, scheduled: 2 });

        await api.post(`/store/shop-admin/banners/${id}`, { start_date: null }, store(adminSession));
        expect((await active()).title).toBe("Eid Mubarak");
        await api.post(`/store/shop-admin/banners/${id}/deactivate`, {}, store(adminSession));
        expect(await active()).toBeNull();

        const deleted = await api.delete(`/store/shop-admin/banners/${id}`, store(adminSession));
        expect(deleted.data).toEqual({ id, object: "banner", deleted: true });
        const gone = await answer(api.get(`/store/shop-admin/banners/${id}`, store(adminSession)));
        expect(gone.status).toBe(404);
        expect((await answer(api.post(`/store/shop-admin/banners/${id}/activate`, {}, store(adminSession)))).status).toBe(404);
      });
    });

    describe("news", () => {
      it("lists published articles newest first with categories and urgent flags", async () => {
        const { data } = await api.get("/store/news", store());
        expect(data.count).toBe(newsArticles.length);
        const expected = [...newsArticles].sort((a, b) => a.daysAgo - b.daysAgo).map((a) => a.slug);
        expect(data.articles.map((a: any) => a.slug)).toEqual(expected);
        const first = data.articles[0];
        expect(first).toMatchObject({ slug: "holiday-delivery-cut-off-dates", is_urgent: true, is_featured: true, category: { name: "Delivery & Service", handle: "delivery", color: "#1d4ed8" } });
        expect(first.image_url).toMatch(/\/static\/news\/.*\.webp$/);
        expect(data.articles.filter((a: any) => a.is_urgent).length).toBe(2);
      });

      it("filters by featured, category and limit", async () => {
        const featured = (await api.get("/store/news?limit=3&featured=true", store())).data.articles;
        expect(featured).toHaveLength(3);
        expect(featured.every((a: any) => a.is_featured)).toBe(true);
        expect(featured.map((a: any) => a.slug)).toEqual(["holiday-delivery-cut-off-dates", "harmattan-glow-sale", "harmattan-skincare-guide"]);
        const delivery = (await api.get("/store/news?category=delivery", store())).data.articles;
        expect(delivery.map((a: any) => a.category.handle)).toEqual(["delivery", "delivery", "delivery"]);
        expect((await api.get("/store/news?category=no-such-category", store())).data).toMatchObject({ articles: [], count: 0 });
        for (const bad of ["limit=0", "limit=51", "featured=maybe", "category=<script>"]) {
          const response = await answer(api.get(`/store/news?${bad}`, store()));
          expect(response.status).toBe(400);
          expect(response.data.message).toEqual(expect.any(String));
        }
        const categories = (await api.get("/store/news-categories", store())).data.categories;
        expect(categories.map((c: any) => c.handle).sort()).toEqual(["delivery", "new-arrivals", "offers", "skincare-tips"]);
      });

      it("reads one article by slug; unknown and scheduled slugs are 404", async () => {
        const { data } = await api.get("/store/news/harmattan-skincare-guide", store());
        expect(data.article).toMatchObject({ title: "Your Harmattan skincare guide", category: { handle: "skincare-tips" } });
        expect(NewsArticleJsonSchema.strict().parse(data.article)).toEqual(data.article);
        expect(data.article.content).toContain("## Five steps for the dry season");
        for (const slug of ["no-such-article", "..%2Fetc", "UPPER"]) {
          const missing = await answer(api.get(`/store/news/${slug}`, store()));
          expect(missing.status).toBe(404);
          expect(missing.data.message).toBe("Article not found.");
        }
        await api.post("/admin/news", { title: "Coming soon", content: "Soon.", published_at: new Date(Date.now() + DAY).toISOString() }, staff());
        expect((await answer(api.get("/store/news/coming-soon", store()))).status).toBe(404);
        expect((await api.get("/store/news", store())).data.articles.map((a: any) => a.slug)).not.toContain("coming-soon");
        expect((await api.get("/admin/news", staff())).data.articles.map((a: any) => a.slug)).toContain("coming-soon");
      });

      it("stores Markdown exactly as written (the storefront sanitises when rendering)", async () => {
        const content = "# Hello\n\n<script>alert(1)</script>\n\n[click](javascript:alert(1)) **bold**\n";
        const created = await api.post("/admin/news", { title: "Markdown test", slug: "markdown-test", content, is_urgent: true }, staff());
        expect(created.status).toBe(201);
        const { data } = await api.get("/store/news/markdown-test", store());
        expect(data.article.content).toBe(content);
        expect(data.article.is_urgent).toBe(true);
        expect(data.article.category).toBeNull();
      });

      it("staff CRUD: slug from the title, 409 on a taken slug, link checks, category rules, 401 without staff", async () => {
        const categories = (await api.get("/admin/news-categories", staff())).data.categories;
        const skincare = categories.find((c: any) => c.handle === "skincare-tips");
        const created = await api.post("/admin/news", { title: "Sunscreen myths, busted!", content: "Text", category_id: skincare.id }, staff());
        expect(created.data.article).toMatchObject({ slug: "sunscreen-myths-busted", category: { id: skincare.id } });
        const id = created.data.article.id;

        const taken = await answer(api.post("/admin/news", { title: "Again", slug: "sunscreen-myths-busted", content: "x" }, staff()));
        expect(taken.status).toBe(409);
        expect(taken.data.message).toContain("/news/sunscreen-myths-busted");
        const badImage = await answer(api.post("/admin/news", { title: "Bad", content: "x", image_url: "javascript:alert(1)" }, staff()));
        expect(badImage.status).toBe(400);
        expect(badImage.data.message).toContain("Image URL must start with http:// or https://");
        const badCategory = await answer(api.post(`/admin/news/${id}`, { category_id: "ncat_missing" }, staff()));
        expect(badCategory.status).toBe(400);

        const updated = await api.post(`/admin/news/${id}`, { title: "Sunscreen myths", is_featured: true }, staff());
        expect(updated.data.article).toMatchObject({ title: "Sunscreen myths", slug: "sunscreen-myths-busted", is_featured: true });

        const inUse = await answer(api.delete(`/admin/news-categories/${skincare.id}`, staff()));
        expect(inUse.status).toBe(409);
        expect(inUse.data.message).toMatch(/still has \d+ articles/);
        const colour = await answer(api.post("/admin/news-categories", { name: "Events", color: "red" }, staff()));
        expect(colour.status).toBe(400);
        const events = await api.post("/admin/news-categories", { name: "Events", color: "#7C2D12" }, staff());
        expect(events.data.category).toMatchObject({ handle: "events", color: "#7c2d12" });
        expect((await api.delete(`/admin/news-categories/${events.data.category.id}`, staff())).data.deleted).toBe(true);

        expect((await api.delete(`/admin/news/${id}`, staff())).data).toEqual({ id, object: "news_article", deleted: true });
        expect((await answer(api.get("/store/news/sunscreen-myths-busted", store()))).status).toBe(404);

        for (const call of [() => api.get("/admin/news"), () => api.post("/admin/news", { title: "x", content: "x" }), () => api.delete(`/admin/news/${id}`)]) {
          expect((await answer(call())).status).toBe(401);
        }
      });

      it("seeding again adds nothing", async () => {
        await seedDemoData(getContainer(), { demoAccounts: true });
        expect((await api.get("/store/news", store())).data.count).toBe(newsArticles.length);
        expect((await api.get("/admin/banners", staff())).data.banners).toHaveLength(2);
      });
    });
  },
});
