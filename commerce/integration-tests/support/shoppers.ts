import type { MedusaContainer } from "@medusajs/framework/types";

/** The `api` client medusaIntegrationTestRunner hands to a suite (axios). */
interface Api {
  post(url: string, body: unknown, config?: { headers: Record<string, string> }): Promise<{ data: any }>;
  get(url: string, config?: { headers: Record<string, string> }): Promise<{ data: any }>;
}

export interface NewShopper {
  /** Local number, e.g. "0208000001" (each suite keeps its own prefix so numbers never collide). */
  phone: string;
  firstName: string;
  lastName?: string;
  email?: string;
  password: string;
  device: string;
  /** Client address the phone-auth rate limits count (one per shopper keeps suites under the limits). */
  ip: string;
}

/**
 * Registers a phone-auth customer and signs them in the way the storefront does: a registration
 * proof issued directly (no SMS round trip), `POST /store/phone-auth/register`, then
 * `GET /store/phone-auth/session` for the customer's Medusa JWT.
 */
export async function registerShopper(api: Api, container: MedusaContainer, publishableKey: string, shopper: NewShopper) {
  const international = `+233${shopper.phone.slice(1)}`;
  const proof = await container.resolve<any>("phoneAuth").otp.issueProof("registration_proof", international);
  const headers = { "x-publishable-api-key": publishableKey, "x-forwarded-for": shopper.ip };
  const registered = await api.post(
    "/store/phone-auth/register",
    {
      phone: shopper.phone,
      password: shopper.password,
      first_name: shopper.firstName,
      last_name: shopper.lastName ?? "Test",
      ...(shopper.email ? { email: shopper.email } : {}),
      verification_token: proof,
      device_fingerprint: shopper.device,
      remember: false,
    },
    { headers },
  );
  const session = await api.get("/store/phone-auth/session", { headers: { ...headers, "x-glow-session": registered.data.session.token, "x-glow-device": shopper.device } });
  return { token: session.data.token as string, customerId: registered.data.customer.id as string, phone: international, sessionToken: registered.data.session.token as string, device: shopper.device };
}
