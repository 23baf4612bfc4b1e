import { medusaIntegrationTestRunner } from "@medusajs/test-utils";
import { DEMO_ACCOUNTS, seedDemoData } from "../../src/scripts/seed-data/seed-demo-data";

jest.setTimeout(240_000);

/** @glow/plugin-consultations: bookings from the storefront's /consultation page, listed for staff. */
medusaIntegrationTestRunner({
  inApp: true,
  env: {},
  testSuite: ({ api, getContainer }) => {
    let publishableKey = "";
    const store = () => ({ headers: { "x-publishable-api-key": publishableKey } });

    beforeAll(async () => {
      const result = await seedDemoData(getContainer(), { demoAccounts: true });
      publishableKey = result.publishableKey;
    });

    const booking = {
      name: "Abena Owusu",
      phone: "0244123456",
      preferred_date: "2026-12-01",
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

    it("rejects bad input with a plain 400 message", async () => {
      const response = await api.post("/store/consultations", { ...booking, phone: "12345", concern: "hi" }, store()).catch((e: { response: { status: number; data: unknown } }) => e.response);
      expect(response.status).toBe(400);
      expect(response.data).toEqual({ message: "Phone number must be in format 0XXXXXXXXX (10 digits starting with 0); Please tell us a little more (at least 10 characters)" });
    });
  },
});
