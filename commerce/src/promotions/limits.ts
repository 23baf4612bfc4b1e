import type { MedusaRequest } from "@medusajs/framework/http";
import { envObject } from "@glow/shop-contracts";
import { clientAddress, networkKey, parseTrustedProxies, type TrustedProxies } from "@glow/shop-contracts/trusted-proxies";
import { COMMERCE_ENV } from "../config/env";
import { shopOptions } from "../config/options";
import { consumeAll } from "@glow/medusa-http";
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";

/**
 * How many promo codes may fail before the shop stops looking codes up (ADR 201), built like every
 * other limit of the shop (ADR 085): `rate-limiter-flexible`, in memory or in Redis with REDIS_URL
 * (one atomic script per consume), consumed FIRST — before Medusa looks the code up — so 60
 * parallel guesses cannot all pass a check that reads then writes; a code that applies gives its
 * attempt back, so only failures add up. Keys: the customer, and the network (`networkKey`: the
 * IPv4 address or IPv6 /64, as phone-auth counts) that the storefront reports through
 * X-Forwarded-For, believed only from TRUST_PROXY's proxies.
 */
export interface PromoCodeLimitSettings {
  failuresPerCustomer: number;
  customerWindowSeconds: number;
  failuresPerNetworkPerHour: number;
}

export class PromoCodeLimitError extends Error {
  constructor(
    message: string,
    readonly retryAfter: number,
  ) {
    super(message);
    this.name = "PromoCodeLimitError";
  }
}

const minutes = (seconds: number) => Math.max(1, Math.ceil(seconds / 60));
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

export class PromoCodeLimits {
  private readonly perCustomer: RateLimiterAbstract;
  private readonly perNetwork: RateLimiterAbstract;

  constructor(settings: PromoCodeLimitSettings, redis?: unknown) {
    const make = (keyPrefix: string, points: number, duration: number): RateLimiterAbstract =>
      redis ? new RateLimiterRedis({ storeClient: redis, keyPrefix: `glow_promo_${keyPrefix}`, points, duration }) : new RateLimiterMemory({ keyPrefix: `promo_${keyPrefix}`, points, duration });
    this.perCustomer = make("customer", settings.failuresPerCustomer, settings.customerWindowSeconds);
    this.perNetwork = make("ip_hour", settings.failuresPerNetworkPerHour, 3600);
  }

  /**
   * Reserves one attempt for the customer and for the network before a code is looked up, or throws a
   * PromoCodeLimitError (a refused attempt counts nowhere: what the first limit took is given back).
   */
  async begin(customerId: string, ip: string | undefined): Promise<void> {
    const network = networkKey(ip);
    const checks: Array<{ limiter: RateLimiterAbstract; key: string; message: (s: number) => string }> = [
      {
        limiter: this.perCustomer,
        key: customerId,
        message: (s) => `Too many promo codes did not work. Please wait ${plural(minutes(s), "minute")} and try again.`,
      },
    ];
    if (network) {
      checks.push({
        limiter: this.perNetwork,
        key: network,
        message: (s) => `Too many promo codes did not work from your network. Please wait ${plural(minutes(s), "minute")} and try again.`,
      });
    }
    await consumeAll(
      checks,
      (error): error is RateLimiterRes => error instanceof RateLimiterRes,
      (check, waited) => {
        const seconds = Math.max(1, Math.ceil(waited));
        return new PromoCodeLimitError(check.message(seconds), seconds);
      },
    );
  }

  /** The code applied: its attempt is given back to the customer and the network. */
  async succeeded(customerId: string, ip: string | undefined): Promise<void> {
    const network = networkKey(ip);
    await Promise.all([this.perCustomer.reward(customerId, 1), network ? this.perNetwork.reward(network, 1) : undefined].map((p) => p?.catch(() => undefined)));
  }
}

let trusted: { value: string | undefined; proxies: TrustedProxies } | undefined;

/** The shopper's address: the peer, or the right-most X-Forwarded-For entry that is not a TRUST_PROXY proxy (ADR 085). */
export function shopperIp(req: MedusaRequest, trustProxy: string | undefined = process.env.TRUST_PROXY): string | undefined {
  if (!trusted || trusted.value !== trustProxy) trusted = { value: trustProxy, proxies: parseTrustedProxies(trustProxy) };
  return clientAddress(req.socket?.remoteAddress, req.headers["x-forwarded-for"], trusted.proxies);
}

let shared: PromoCodeLimits | undefined;

/**
 * The process's limits, made on first use from the shop's options (`promotions`, ADR 240; checked at
 * start): in Redis when REDIS_URL is set, so every Medusa server counts together.
 */
export function promoCodeLimits(env: Record<string, string | undefined> = process.env): PromoCodeLimits {
  if (shared) return shared;
  const settings = envObject({ REDIS_URL: COMMERCE_ENV.REDIS_URL }).parse(env);
  const { failuresPerCustomer, failuresPerNetworkPerHour } = shopOptions(env).promotions;
  let redis: unknown;
  if (settings.REDIS_URL) {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded only when Redis is configured
    const Redis = require("ioredis");
    redis = new Redis(settings.REDIS_URL, { enableOfflineQueue: true, maxRetriesPerRequest: 2 });
  }
  shared = new PromoCodeLimits(
    {
      failuresPerCustomer,
      customerWindowSeconds: CUSTOMER_WINDOW_SECONDS,
      failuresPerNetworkPerHour,
    },
    redis,
  );
  return shared;
}

/** The window of the per-customer count (option `promotions.failuresPerCustomer`), like a phone's sign-in failures. */
export const CUSTOMER_WINDOW_SECONDS = 15 * 60;
