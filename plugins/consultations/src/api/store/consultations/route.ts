import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http";
import { CONSULTATION_MODULE } from "../../../modules/consultation";
import type ConsultationModuleService from "../../../modules/consultation/service";
import { CreateConsultationSchema } from "./validators";
import { clientAddress, networkKey, parseTrustedProxies, type TrustedProxies } from "@glow/shop-contracts/trusted-proxies";

const REFUSALS = {
  phone: { message: "You already have consultation requests waiting for us. We will contact you soon; please try again tomorrow.", retryAfter: 3600 },
  network: { message: "Many consultation requests came from your network in the last hour. Please try again later, or call or WhatsApp us.", retryAfter: 3600 },
  shop: { message: "We are receiving a lot of consultation requests right now. Please try again in a few minutes.", retryAfter: 600 },
} as const;

let trusted: { value: string | undefined; proxies: TrustedProxies } | undefined;
/** TRUST_PROXY's proxies (default loopback: the storefront under `npm start`), parsed once per value. */
function trustedProxies(value: string | undefined = process.env.TRUST_PROXY): TrustedProxies {
  if (!trusted || trusted.value !== value) trusted = { value, proxies: parseTrustedProxies(value) };
  return trusted.proxies;
}

/**
 * POST /store/consultations — a shopper books a free consultation. Limits (ADR 085, issue 34): 3 open
 * bookings per phone number per 24 hours, 10 new bookings per client network per hour and 60 for the
 * whole shop per hour (the plugin's options `perPhonePerDay`, `perNetworkPerHour`, `perHour`, ADR 240);
 * above them a 429 in plain words. The network is the client address the
 * storefront forwards, believed only from TRUST_PROXY's proxies (as phone-auth's limits do).
 */
export async function POST(req: MedusaRequest, res: MedusaResponse): Promise<void> {
  const parsed = CreateConsultationSchema.safeParse(req.body ?? {});
  if (!parsed.success) {
    res.status(400).json({ message: parsed.error.issues.map((i) => i.message).join("; ") });
    return;
  }
  const service = req.scope.resolve<ConsultationModuleService>(CONSULTATION_MODULE);
  const network = networkKey(clientAddress(req.socket?.remoteAddress, req.headers["x-forwarded-for"], trustedProxies())) ?? null;
  const outcome = await service.createWithinLimits({ ...parsed.data, network }, service.limits);
  if (!outcome.ok) {
    const refusal = REFUSALS[outcome.reason];
    res.setHeader("Retry-After", String(refusal.retryAfter));
    res.status(429).json(refusal);
    return;
  }
  res.status(201).json({ consultation: { id: outcome.id, status: outcome.status } });
}
