import { medusaIntegrationTestRunner } from "@medusajs/test-utils";
import { seededShopRequests } from "../support/shop";
import { consultationContracts } from "@glow/shop-contracts";
import { DEMO_ACCOUNTS } from "../../src/scripts/seed-data/seed-demo-data";

jest.setTimeout(240_000);

/** @glow/plugin-consultations: bookings from the storefront's /consultation page, listed for staff. */
medusaIntegrationTestRunner({
  inApp: true,
  env: {},
  testSuite: ({ api, getContainer }) => {
    const { store } = seededShopRequests(api, getContainer);

    const booking = {
      name: "Abena Owusu",
      phone: "0244123456",
      // Within the plugin's 90-day booking window whenever the suite runs.
      preferred_date: new Date(Date.now() + 5 * 24 * 3600 * 1000).toISOString().slice(0, 10),
      preferred_time: "10:30",
      contact_method: "whatsapp",
      concern: "Dark spots after the Harmattan season",
    };

    it("stores a valid booking and lists it for staff only", async () => {
      const created = await api.post("/store/consultations", booking, store());
      expect(created.status).toBe(201);
      expect(created.data.consultation).toMatchObject({ id: expect.stringMatching(/^cons_/), status: "new" });

      const anonymous = await api.get("/admin/consultations").catch((e: { response: { status: number } }) => e.response);
      expect(anonymous.status).toBe(401);

      const login = await api.post("/auth/user/emailpass", { email: DEMO_ACCOUNTS.staff.email, password: DEMO_ACCOUNTS.staff.password });
      const list = await api.get("/admin/consultations", { headers: { authorization: `Bearer ${login.data.token}` } });
      expect(list.data.count).toBeGreaterThanOrEqual(1);
      expect(list.data.consultations[0]).toMatchObject({ ...booking, status: "new" });
    });

    it("lets staff move a booking along and keep a note; bad changes get a plain 400", async () => {
      const created = await api.post("/store/consultations", { ...booking, name: "Efua Asante" }, store());
      const id = created.data.consultation.id as string;
      const answer = (request: Promise<any>) => request.catch((e: { response: unknown }) => e.response);

      expect((await answer(api.post(`/admin/consultations/${id}`, { status: "booked" }))).status).toBe(401);

      const login = await api.post("/auth/user/emailpass", { email: DEMO_ACCOUNTS.staff.email, password: DEMO_ACCOUNTS.staff.password });
      const staff = { headers: { authorization: `Bearer ${login.data.token}` } };
      const updated = await api.post(`/admin/consultations/${id}`, { status: "booked", staff_note: "  Saturday 10:30 with Akosua  " }, staff);
      expect(updated.data.consultation).toMatchObject({ id, status: "booked", staff_note: "Saturday 10:30 with Akosua" });

      const booked = await api.get("/admin/consultations?status=booked", staff);
      expect(booked.data.consultations.map((c: { id: string }) => c.id)).toEqual([id]);
      const fresh = await api.get("/admin/consultations?status=new", staff);
      expect(fresh.data.consultations.map((c: { id: string }) => c.id)).not.toContain(id);

      const badStatus = await answer(api.post(`/admin/consultations/${id}`, { status: "lost" }, staff));
      expect(badStatus.status).toBe(400);
      expect(badStatus.data.message).toMatch(/^Status must be one of: new, contacted, booked, done, cancelled/);
      const empty = await answer(api.post(`/admin/consultations/${id}`, {}, staff));
      expect(empty.status).toBe(400);
      expect(empty.data.message).toBe("Nothing to change: send a status or a staff_note");
      const badFilter = await answer(api.get("/admin/consultations?status=lost", staff));
      expect(badFilter.status).toBe(400);
      const missing = await answer(api.post("/admin/consultations/cons_missing", { status: "done" }, staff));
      expect(missing.status).toBe(404);
      expect(missing.data.message).toMatch(/does not exist/);
    });

    it("lists one week by the day and time shoppers asked for, oldest slot first; a bad range is a plain 400", async () => {
      const consultations = getContainer().resolve<{ createConsultationRequests: (rows: object[]) => Promise<Array<{ id: string }>> }>("consultation");
      // Far ahead, so no other test's booking falls in this week: Monday 2027-03-01 to Sunday 2027-03-07.
      const slot = (preferred_date: string, preferred_time: string, name: string) => ({ ...booking, name, phone: "0244555111", preferred_date, preferred_time });
      const [sundayBefore, mondayLate, mondayEarly, sunday, mondayAfter] = await consultations.createConsultationRequests([
        slot("2027-02-28", "09:00", "Week Before"),
        slot("2027-03-01", "15:30", "Monday Late"),
        slot("2027-03-01", "08:15", "Monday Early"),
        slot("2027-03-07", "17:00", "Sunday Last"),
        slot("2027-03-08", "09:00", "Week After"),
      ]);
      const login = await api.post("/auth/user/emailpass", { email: DEMO_ACCOUNTS.staff.email, password: DEMO_ACCOUNTS.staff.password });
      const staff = { headers: { authorization: `Bearer ${login.data.token}` }, validateStatus: () => true };

      const week = await api.get("/admin/consultations?from=2027-03-01&to=2027-03-07&limit=200", staff);
      expect(week.status).toBe(200);
      expect(week.data.consultations.map((c: { id: string }) => c.id)).toEqual([mondayEarly!.id, mondayLate!.id, sunday!.id]);
      expect(week.data.count).toBe(3);
      const ids = week.data.consultations.map((c: { id: string }) => c.id);
      expect(ids).not.toContain(sundayBefore!.id);
      expect(ids).not.toContain(mondayAfter!.id);
      // The status filter narrows the week.
      const booked = await api.get("/admin/consultations?from=2027-03-01&to=2027-03-07&status=booked", staff);
      expect(booked.data.consultations).toEqual([]);

      for (const [query, message] of [
        ["from=2027-03-01", "to: Send both from and to, or neither"],
        ["from=2027-03-07&to=2027-03-01", "to: to must be on or after from"],
        ["from=2027-03-01&to=2027-05-01", "to: Ask for at most 31 days at a time"],
        ["from=2027-02-30&to=2027-03-07", "from: from must be a real date"],
        ["from=monday&to=2027-03-07", "from: from must be a date like 2026-11-30"],
      ] as const) {
        const refused = await api.get(`/admin/consultations?${query}`, staff);
        expect({ query, status: refused.status, message: refused.data.message }).toEqual({ query, status: 400, message });
      }
    });

    it("takes the form's rules (ADR 160): a phone typed with spaces, the 90-day window, the answer's contract", async () => {
      const created = await api.post("/store/consultations", { ...booking, phone: "024 477 7050", name: "Akua Spaces" }, store());
      expect(created.status).toBe(201);
      expect(consultationContracts.create.response.strict().parse(created.data).consultation.status).toBe("new");
      const [stored] = await getContainer().resolve<{ listConsultationRequests: (f: object) => Promise<Array<{ phone: string }>> }>("consultation").listConsultationRequests({ id: created.data.consultation.id });
      expect(stored?.phone).toBe("0244777050");
      const past = await api.post("/store/consultations", { ...booking, preferred_date: "2020-01-01" }, { ...store(), validateStatus: () => true });
      expect(past.status).toBe(400);
      expect(past.data).toEqual({ message: "Please choose today or a later date" });
    });

    it("rejects bad input with a plain 400 message", async () => {
      const response = await api.post("/store/consultations", { ...booking, phone: "12345", concern: "hi" }, store()).catch((e: { response: { status: number; data: unknown } }) => e.response);
      expect(response.status).toBe(400);
      expect(response.data).toEqual({ message: "Phone number must be in format 0XXXXXXXXX (10 digits starting with 0); Please tell us a little more (at least 10 characters)" });
    });

    it("takes at most 3 open bookings per phone per day, even from 20 parallel requests (429 in plain words)", async () => {
      const results = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          api.post("/store/consultations", { ...booking, phone: "0244777001", name: `Flood ${i}` }, { ...store(), validateStatus: () => true }),
        ),
      );
      expect(results.filter((r) => r.status === 201)).toHaveLength(3);
      const refused = results.filter((r) => r.status === 429);
      expect(refused).toHaveLength(17);
      expect(refused[0]!.data.message).toMatch(/already have consultation requests waiting/);
      expect(refused[0]!.headers["retry-after"]).toBe("3600");
      // The storefront's /consultation page reads both to answer 429 with Retry-After (issue 20).
      for (const answer of refused) expect(answer.data).toEqual({ message: expect.stringMatching(/already have consultation requests waiting/), retryAfter: 3600 });
      // Another number is not affected.
      expect((await api.post("/store/consultations", { ...booking, phone: "0244777002" }, store())).status).toBe(201);
    });

    it("one network gets 10 bookings an hour across any numbers, in parallel, and never spends the shop's hour (issue 34)", async () => {
      const network = { "x-forwarded-for": "10.81.0.1" };
      const flood = await Promise.all(
        Array.from({ length: 25 }, (_, i) =>
          api.post("/store/consultations", { ...booking, phone: `02448800${String(i).padStart(2, "0")}`, name: `Network ${i}` }, { ...store(network), validateStatus: () => true }),
        ),
      );
      expect(flood.filter((r) => r.status === 201)).toHaveLength(10);
      const refused = flood.filter((r) => r.status === 429);
      expect(refused).toHaveLength(15);
      for (const answer of refused) expect(answer.data).toEqual({ message: expect.stringMatching(/from your network/), retryAfter: 3600 });
      // The same network's IPv6 neighbours count as one /64; another network books as usual.
      expect((await api.post("/store/consultations", { ...booking, phone: "0244880100" }, { ...store({ "x-forwarded-for": "10.81.0.2" }), validateStatus: () => true })).status).toBe(201);
      const v6 = await Promise.all(
        Array.from({ length: 12 }, (_, i) =>
          api.post("/store/consultations", { ...booking, phone: `02448802${String(i).padStart(2, "0")}` }, { ...store({ "x-forwarded-for": `2001:db8:81:1::${i + 1}` }), validateStatus: () => true }),
        ),
      );
      expect(v6.filter((r) => r.status === 201)).toHaveLength(10);
    });
  },
});
