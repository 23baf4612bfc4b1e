/**
 * The key a client address is counted under by the shop's per-network limits (ADR 085): IPv4 as is
 * (IPv4-mapped IPv6 unwrapped), IPv6 by its /64 (one customer line usually gets a whole /64, so
 * counting single addresses would be free to dodge). Shared by phone-auth's limits and the promo
 * code limits of the commerce app (ADR 201).
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
