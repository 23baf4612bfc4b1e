import type { MedusaRequest } from "@medusajs/framework/http";
import { afterEach, describe, expect, it, vi } from "vitest";
import { clientIp, trustedProxies } from "./http";

/** What phone-auth's limits key on (ADR 085): the peer, or what a TRUST_PROXY-listed proxy forwarded. */
const request = (peer: string, forwardedFor?: string) =>
  ({ socket: { remoteAddress: peer }, headers: forwardedFor === undefined ? {} : { "x-forwarded-for": forwardedFor }, ip: "6.6.6.6" }) as unknown as MedusaRequest;

describe("clientIp()", () => {
  afterEach(() => vi.unstubAllEnvs());

  it("believes the storefront on loopback by default, and no private peer", () => {
    vi.stubEnv("TRUST_PROXY", "");
    expect(clientIp(request("127.0.0.1", "10.7.255.1"))).toBe("10.7.255.1");
    expect(clientIp(request("::ffff:127.0.0.1", "10.7.255.1"))).toBe("10.7.255.1");
    // A container or LAN peer is not a proxy unless listed: it is counted by its own address.
    expect(clientIp(request("10.0.0.5", "203.0.113.9"))).toBe("10.0.0.5");
    expect(clientIp(request("192.168.1.20", "203.0.113.9"))).toBe("192.168.1.20");
  });

  it("takes the right-most address a listed proxy appended, not the client's spoofed left entries", () => {
    vi.stubEnv("TRUST_PROXY", "172.30.57.0/24");
    expect(clientIp(request("172.30.57.10", "1.1.1.1, 203.0.113.9"))).toBe("203.0.113.9");
    expect(clientIp(request("127.0.0.1", "203.0.113.9"))).toBe("127.0.0.1");
  });

  it("refuses a TRUST_PROXY that is not a list of proxies, saying what to write", () => {
    expect(() => trustedProxies("1")).toThrow(/hop counts are not accepted.*TRUST_PROXY=loopback,172\.30\.57\.0\/24/);
  });
});
