/**
 * Which proxies are believed about the client's address: `TRUST_PROXY`, read by the storefront's
 * server and by Medusa (phone-auth's per-network limits) with this one parser (ADR 085).
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
 * Framework-free (no Node APIs), like the rest of the package.
 */
export const TRUST_PROXY_DEFAULT = "loopback";

const KEYWORDS: Record<string, readonly string[]> = {
  loopback: ["127.0.0.0/8", "::1/128"],
  linklocal: ["169.254.0.0/16", "fe80::/10"],
  uniquelocal: ["10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16", "fc00::/7"],
};

const EXAMPLE = "e.g. TRUST_PROXY=loopback,172.30.57.0/24 (the proxies' addresses or subnets)";

export class TrustProxyError extends Error {
  override readonly name = "TrustProxyError";
}

interface Ip {
  family: 4 | 6;
  value: bigint;
}

interface Range extends Ip {
  prefix: number;
}

export interface TrustedProxies {
  /** The ranges believed, as CIDR text (for logs and error messages). */
  readonly ranges: readonly string[];
  /** Whether a peer or forwarded address is one of the trusted proxies. */
  trusts(address: string | undefined): boolean;
}

function parseIpv4(text: string): bigint | undefined {
  const parts = text.split(".");
  if (parts.length !== 4) return undefined;
  let value = 0n;
  for (const part of parts) {
    if (!/^(0|[1-9]\d{0,2})$/.test(part) || Number(part) > 255) return undefined;
    value = (value << 8n) | BigInt(Number(part));
  }
  return value;
}

function parseIpv6(text: string): bigint | undefined {
  let rest = text;
  let tail: bigint[] = [];
  // An IPv4 tail (::ffff:1.2.3.4) is two groups.
  const v4 = /^(.*:)(\d+\.\d+\.\d+\.\d+)$/.exec(rest);
  if (v4) {
    const four = parseIpv4(v4[2]!);
    if (four === undefined) return undefined;
    rest = v4[1]!.endsWith("::") ? v4[1]! : v4[1]!.slice(0, -1);
    tail = [four >> 16n, four & 0xffffn];
  }
  const halves = rest.split("::");
  if (halves.length > 2) return undefined;
  const groups = (half: string | undefined): bigint[] | undefined => {
    if (!half) return [];
    const out: bigint[] = [];
    for (const group of half.split(":")) {
      if (!/^[0-9a-f]{1,4}$/i.test(group)) return undefined;
      out.push(BigInt(`0x${group}`));
    }
    return out;
  };
  const head = groups(halves[0]);
  const after = groups(halves[1]);
  if (!head || !after) return undefined;
  const explicit = [...head, ...after, ...tail];
  let all: bigint[];
  if (halves.length === 2) {
    if (explicit.length > 7) return undefined;
    all = [...head, ...Array<bigint>(8 - explicit.length).fill(0n), ...after, ...tail];
  } else {
    if (explicit.length !== 8) return undefined;
    all = explicit;
  }
  return all.reduce((value, group) => (value << 16n) | group, 0n);
}

/** An address as IPv4 or IPv6 (IPv4-mapped IPv6 read as IPv4; a zone id such as `%eth0` ignored). */
function parseIp(text: string): Ip | undefined {
  const address = text.trim().replace(/%[\w.-]+$/, "");
  if (address.includes(":")) {
    const value = parseIpv6(address);
    if (value === undefined) return undefined;
    if (value >> 32n === 0xffffn) return { family: 4, value: value & 0xffffffffn };
    return { family: 6, value };
  }
  const value = parseIpv4(address);
  return value === undefined ? undefined : { family: 4, value };
}

/** An X-Forwarded-For entry: an address, possibly with a port (`1.2.3.4:5678`, `[2001:db8::1]:443`). */
function parseForwardedEntry(entry: string): { text: string; ip: Ip } | undefined {
  const trimmed = entry.trim();
  const isPort = (port: string) => /^\d{1,5}$/.test(port);
  let text = trimmed;
  if (trimmed.startsWith("[")) {
    const end = trimmed.indexOf("]");
    const after = trimmed.slice(end + 1);
    if (end < 0 || (after !== "" && !(after.startsWith(":") && isPort(after.slice(1))))) return undefined;
    text = trimmed.slice(1, end);
  } else if (trimmed.includes(".") && trimmed.split(":").length === 2) {
    const [host = "", port = ""] = trimmed.split(":");
    if (!isPort(port)) return undefined;
    text = host;
  }
  const ip = parseIp(text);
  return ip ? { text, ip } : undefined;
}

function parseRange(token: string, value: string): Range {
  const [address = "", prefixText, extra] = token.split("/");
  const ip = parseIp(address);
  if (!ip || extra !== undefined) {
    throw new TrustProxyError(`TRUST_PROXY=${JSON.stringify(value)}: ${JSON.stringify(token)} is not an IP address, CIDR range or one of loopback, linklocal, uniquelocal, none; ${EXAMPLE}.`);
  }
  const bits = ip.family === 4 ? 32 : 128;
  // A range written in IPv4-mapped form (::ffff:10.0.0.0/104) is the IPv4 range.
  const mappedOffset = ip.family === 4 && address.includes(":") ? 96 : 0;
  const prefix = prefixText === undefined ? bits : /^\d{1,3}$/.test(prefixText) ? Number(prefixText) - mappedOffset : NaN;
  if (!Number.isInteger(prefix) || prefix < 0 || prefix > bits) {
    throw new TrustProxyError(`TRUST_PROXY=${JSON.stringify(value)}: ${JSON.stringify(token)} has an invalid prefix length; ${EXAMPLE}.`);
  }
  if (prefix === 0) {
    throw new TrustProxyError(`TRUST_PROXY=${JSON.stringify(value)}: ${JSON.stringify(token)} would believe every address; list only your proxies, ${EXAMPLE}.`);
  }
  return { ...ip, prefix };
}

const inRange = (ip: Ip, range: Range): boolean => {
  if (ip.family !== range.family) return false;
  const shift = BigInt((ip.family === 4 ? 32 : 128) - range.prefix);
  return ip.value >> shift === range.value >> shift;
};

const formatRange = (range: Range): string => {
  if (range.family === 4) {
    const octets = [24n, 16n, 8n, 0n].map((s) => String((range.value >> s) & 0xffn));
    return `${octets.join(".")}/${range.prefix}`;
  }
  const groups = Array.from({ length: 8 }, (_, i) => ((range.value >> BigInt(112 - 16 * i)) & 0xffffn).toString(16));
  return `${groups.join(":")}/${range.prefix}`;
};

/**
 * Reads `TRUST_PROXY`. Throws a `TrustProxyError` that says how to write it when the value is not a
 * list of proxies; call it at start-up so a wrong value stops the server instead of every request.
 */
export function parseTrustedProxies(value: string | undefined): TrustedProxies {
  const text = value?.trim() ? value.trim() : TRUST_PROXY_DEFAULT;
  const entries = text.split(/[\s,]+/).filter(Boolean).map((t) => t.toLowerCase());
  const ranges: Range[] = [];
  for (const entry of entries) {
    if (entry === "none") {
      if (entries.length > 1) throw new TrustProxyError(`TRUST_PROXY=${JSON.stringify(text)}: "none" cannot be combined with addresses.`);
      continue;
    }
    if (/^\d+$/.test(entry)) {
      throw new TrustProxyError(
        `TRUST_PROXY=${JSON.stringify(text)}: hop counts are not accepted, because they believe whichever peer connects; list the proxies in front instead, ${EXAMPLE}.`,
      );
    }
    const keyword = KEYWORDS[entry];
    for (const range of keyword ?? [entry]) ranges.push(parseRange(range, text));
  }
  return {
    ranges: ranges.map(formatRange),
    trusts(address) {
      const ip = address ? parseIp(address) : undefined;
      return !!ip && ranges.some((range) => inRange(ip, range));
    },
  };
}

/**
 * The client's address: the connection's peer when it is not a trusted proxy, otherwise the
 * right-most `X-Forwarded-For` entry that is not one (entries left of it are the client's own
 * words). A malformed entry ends the walk at the proxy that passed it on. Undefined without a peer.
 */
export function clientAddress(peer: string | undefined, forwardedFor: string | readonly string[] | undefined, trusted: TrustedProxies): string | undefined {
  const start = peer ? parseIp(peer) : undefined;
  if (!peer || !start) return peer || undefined;
  let current = peer.trim();
  if (!trusted.trusts(current)) return current;
  const list = typeof forwardedFor === "string" ? forwardedFor : (forwardedFor ?? []).join(",");
  const entries = list.split(",").filter((entry) => entry.trim());
  for (let i = entries.length - 1; i >= 0; i -= 1) {
    const hop = parseForwardedEntry(entries[i]!);
    if (!hop) return current;
    current = hop.text;
    if (!trusted.trusts(current)) return current;
  }
  return current;
}

/**
 * The key a client address is counted under by per-network limits (ADR 085): IPv4 as is (IPv4-mapped
 * IPv6 unwrapped), IPv6 by its /64 (one customer line usually gets a whole /64, so counting single
 * addresses would be free to dodge). Shared by phone-auth's limits, consultation bookings and the
 * promo-code limits of the commerce app (ADR 201).
 */
export function networkKey(ip: string | null | undefined): string | undefined {
  if (!ip) return undefined;
  const trimmed = ip.trim().toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(trimmed);
  if (mapped) return mapped[1];
  if (!trimmed.includes(":")) return trimmed;
  // Expand "::" and keep the first four hextets.
  const [head = "", tail = ""] = trimmed.split("::");
  const left = head ? head.split(":") : [];
  const right = trimmed.includes("::") ? (tail ? tail.split(":") : []) : [];
  const groups = trimmed.includes("::") ? [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill("0"), ...right] : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ""))
    .join(":")}::/64`;
}
