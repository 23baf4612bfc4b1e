/**
 * Which proxies are believed about the client's address: `TRUST_PROXY`, read by the storefront's
 * server and by Medusa (phone-auth's per-network limits) with this one parser (ADR 085). The
 * matching is `proxy-addr`'s (what Express uses); this module only reads our spelling of the list.
 *
 * The value lists the proxies' addresses: IPv4/IPv6 addresses, CIDR ranges and the keywords
 * `loopback` (127.0.0.0/8, ::1), `linklocal` (169.254.0.0/16, fe80::/10) and `uniquelocal`
 * (10.0.0.0/8, 172.16.0.0/12, 192.168.0.0/16, fc00::/7), separated by commas or spaces; `none`
 * believes no proxy. Unset or empty means `loopback`. Hop counts (`1`) and ranges that cover every
 * address are refused: "whoever connects" is not a list of proxies.
 *
 * The client is the right-most address that is not a trusted proxy, walking from the connection's
 * peer leftwards through `X-Forwarded-For`: a load balancer appends what it saw, so entries left
 * of it are whatever the client sent and are never believed.
 *
 * Server-only (`@glow/shop-contracts/trusted-proxies`): proxy-addr and ipaddr.js are CommonJS and
 * have no place in the storefront's browser bundle.
 */
import "./zod-setup.js";
import ipaddr from "ipaddr.js";
import proxyaddr from "proxy-addr";
import { z } from "zod";

export const TRUST_PROXY_DEFAULT = "loopback";

/** proxy-addr's keywords, expanded here so `ranges` can list them (its loopback 127.0.0.1/8 is this range). */
const KEYWORDS: Record<string, readonly string[]> = {
  loopback: ["127.0.0.0/8", "::1/128"],
  linklocal: ["169.254.0.0/16", "fe80::/10"],
  uniquelocal: ["10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16", "fc00::/7"],
};
const EXAMPLE = "e.g. TRUST_PROXY=loopback,172.30.57.0/24 (the proxies' addresses or subnets)";

export class TrustProxyError extends Error {
  override readonly name = "TrustProxyError";
}

export interface TrustedProxies {
  /** The ranges believed, as CIDR text (for logs and error messages). */
  readonly ranges: readonly string[];
  /** Whether a peer or forwarded address is one of the trusted proxies. */
  trusts(address: string | undefined): boolean;
}

/** A plain IP address: dotted-quad decimal IPv4 (no octal, hex or short forms) or IPv6, zone id allowed. */
const isPlainIp = (text: string): boolean => (text.includes(":") ? ipaddr.IPv6.isValid(text) : ipaddr.IPv4.isValidFourPartDecimal(text));

/** One list entry (address or CIDR range) as proxy-addr reads it, or our words on why not. */
function checkRange(token: string, text: string): string {
  const fail = (why: string) => new TrustProxyError(`TRUST_PROXY=${JSON.stringify(text)}: ${JSON.stringify(token)} ${why}`);
  const [address = "", prefix, extra] = token.split("/");
  if (!isPlainIp(address) || extra !== undefined) {
    throw fail(`is not an IP address, CIDR range or one of loopback, linklocal, uniquelocal, none; ${EXAMPLE}.`);
  }
  const invalidPrefix = fail(`has an invalid prefix length; ${EXAMPLE}.`);
  if (prefix !== undefined && !/^\d{1,3}$/.test(prefix)) throw invalidPrefix;
  const ip = ipaddr.parse(address);
  const bits = ip.kind() === "ipv4" ? 32 : 128;
  const length = prefix === undefined ? bits : Number(prefix);
  // ::ffff:0.0.0.0/96 is every IPv4 address; shorter IPv4-mapped ranges match nothing in proxy-addr.
  const mapped = ip.kind() === "ipv6" && (ip as ipaddr.IPv6).isIPv4MappedAddress() && prefix !== undefined;
  if (length === 0 || (mapped && length === 96)) throw fail(`would believe every address; list only your proxies, ${EXAMPLE}.`);
  if (length > bits || (mapped && length < 96)) throw invalidPrefix;
  return token;
}

/** A range as CIDR text, IPv6 in full groups (for `ranges`). */
function describeRange(range: string): string {
  const [address = "", prefix] = range.split("/");
  const ip = ipaddr.parse(address);
  return ip.kind() === "ipv6" ? `${ip.toNormalizedString()}/${prefix ?? 128}` : `${ip.toString()}/${prefix ?? 32}`;
}

/**
 * Reads `TRUST_PROXY`. Throws a `TrustProxyError` that says how to write it when the value is not a
 * list of proxies; call it at start-up so a wrong value stops the server instead of every request.
 */
export function parseTrustedProxies(value: string | undefined): TrustedProxies {
  const text = value?.trim() ? value.trim() : TRUST_PROXY_DEFAULT;
  const entries = text.split(/[\s,]+/).filter(Boolean).map((t) => t.toLowerCase());
  if (entries.includes("none")) {
    if (entries.length > 1) throw new TrustProxyError(`TRUST_PROXY=${JSON.stringify(text)}: "none" cannot be combined with addresses.`);
    entries.length = 0;
  }
  for (const entry of entries) {
    if (/^\d+$/.test(entry)) {
      throw new TrustProxyError(
        `TRUST_PROXY=${JSON.stringify(text)}: hop counts are not accepted, because they believe whichever peer connects; list the proxies in front instead, ${EXAMPLE}.`,
      );
    }
  }
  const ranges = entries.flatMap((entry) => KEYWORDS[entry] ?? [checkRange(entry, text)]);
  const trust = proxyaddr.compile(ranges);
  return {
    ranges: ranges.map(describeRange),
    trusts: (address) => !!address && trust(address.trim(), 0),
  };
}

/**
 * The `TRUST_PROXY` environment variable as both apps' configuration schemas read it (ADR 085, ADR 170):
 * the same parser decides, and its words become the message without its "TRUST_PROXY=…:" prefix
 * (the configuration error line names the variable itself).
 */
export const trustProxySetting = () =>
  z
    .string()
    .trim()
    .superRefine((value, ctx) => {
      try {
        parseTrustedProxies(value);
      } catch (error) {
        ctx.addIssue({ code: "custom", message: (error instanceof Error ? error.message : String(error)).replace(/^TRUST_PROXY=("[^"]*"|\S+):\s*/, "").replace(/\.$/, "") });
      }
    })
    .default(TRUST_PROXY_DEFAULT);

/** An X-Forwarded-For entry without its port (`1.2.3.4:5678`, `[2001:db8::1]:443`), or undefined when it is no address. */
function forwardedAddress(entry: string): string | undefined {
  let address = entry;
  if (entry.startsWith("[")) {
    const end = entry.indexOf("]");
    const port = entry.slice(end + 1);
    if (end < 0 || (port && !/^:\d{1,5}$/.test(port))) return undefined;
    address = entry.slice(1, end);
  } else if (/^[\d.]+:\d{1,5}$/.test(entry)) {
    address = entry.slice(0, entry.indexOf(":"));
  }
  return isPlainIp(address) ? address : undefined;
}

/**
 * The client's address (`proxyaddr(req, trust)`): the connection's peer when it is not a trusted
 * proxy, otherwise the right-most `X-Forwarded-For` entry that is not one (entries left of it are
 * the client's own words). Ports on entries are dropped first, and a malformed entry ends the walk at
 * the proxy that passed it on (proxy-addr would answer the malformed text). Undefined without a peer.
 */
export function clientAddress(peer: string | undefined, forwardedFor: string | readonly string[] | undefined, trusted: TrustedProxies): string | undefined {
  if (!peer?.trim()) return undefined;
  const list = typeof forwardedFor === "string" ? forwardedFor : (forwardedFor ?? []).join(",");
  const entries = list
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  const kept: string[] = [];
  for (const entry of entries.reverse()) {
    const address = forwardedAddress(entry);
    if (!address) break;
    kept.unshift(address);
  }
  const req = { headers: { "x-forwarded-for": kept.join(",") }, socket: { remoteAddress: peer.trim() } };
  return proxyaddr(req as unknown as Parameters<typeof proxyaddr>[0], (address) => trusted.trusts(address));
}

/**
 * The key a client address is counted under by per-network limits (ADR 085): IPv4 as is (IPv4-mapped
 * IPv6 unwrapped), IPv6 by its /64 (one customer line usually gets a whole /64, so counting single
 * addresses would be free to dodge). Shared by phone-auth's limits, consultation bookings and the
 * promo-code limits of the commerce app (ADR 201).
 */
export function networkKey(ip: string | null | undefined): string | undefined {
  if (!ip) return undefined;
  const text = ip.trim().toLowerCase();
  if (!text.includes(":") || !ipaddr.IPv6.isValid(text)) return text;
  const address = ipaddr.IPv6.parse(text);
  if (address.isIPv4MappedAddress()) return address.toIPv4Address().toString();
  return `${address.parts
    .slice(0, 4)
    .map((part) => part.toString(16))
    .join(":")}::/64`;
}
