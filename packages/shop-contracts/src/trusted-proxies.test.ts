import { describe, expect, it } from "vitest";
import { clientAddress, parseTrustedProxies, TrustProxyError } from "./trusted-proxies";

describe("parseTrustedProxies() (TRUST_PROXY)", () => {
  it("believes loopback only when unset or empty", () => {
    for (const value of [undefined, "", "  "]) {
      const trusted = parseTrustedProxies(value);
      expect(trusted.ranges).toEqual(["127.0.0.0/8", "0:0:0:0:0:0:0:1/128"]);
      for (const peer of ["127.0.0.1", "127.9.8.7", "::1", "::ffff:127.0.0.1", "0:0:0:0:0:0:0:1"]) expect(trusted.trusts(peer), peer).toBe(true);
      // Private peers are not proxies unless listed (the rule this replaces believed all of them).
      for (const peer of ["10.0.0.5", "192.168.1.2", "172.16.0.1", "fd00::1", "8.8.8.8", "2001:db8::1", "", "not-an-ip", undefined]) {
        expect(trusted.trusts(peer), String(peer)).toBe(false);
      }
    }
  });

  it("reads addresses, CIDR ranges and keywords, separated by commas or spaces, in any case", () => {
    const trusted = parseTrustedProxies(" LoopBack, 172.30.57.0/24  10.1.2.3 2001:db8:1::/48,uniquelocal ");
    expect(trusted.trusts("172.30.57.200")).toBe(true);
    expect(trusted.trusts("::ffff:172.30.57.9")).toBe(true);
    expect(trusted.trusts("172.30.58.1")).toBe(true); // uniquelocal: 172.16.0.0/12
    expect(trusted.trusts("10.1.2.3")).toBe(true);
    expect(trusted.trusts("2001:db8:1:ffff::1")).toBe(true);
    expect(trusted.trusts("2001:db8:2::1")).toBe(false);
    expect(trusted.trusts("fd12:3456::1")).toBe(true);
    expect(trusted.trusts("fe80::1%eth0")).toBe(false);
    expect(parseTrustedProxies("linklocal").trusts("fe80::1%eth0")).toBe(true);
    expect(parseTrustedProxies("172.30.57.10").trusts("172.30.57.11")).toBe(false);
    expect(parseTrustedProxies("::ffff:10.0.0.0/104").trusts("10.200.0.1")).toBe(true);
    expect(parseTrustedProxies("1:2:3:4:5:6:7.8.9.10").trusts("1:2:3:4:5:6:708:90a")).toBe(true);
    expect(trusted.ranges).toContain("172.30.57.0/24");
    // proxy-addr's cross-family rule: only an IPv4-mapped range (::ffff:…/96 or longer) covers IPv4 peers.
    expect(parseTrustedProxies("::/64").trusts("203.0.113.9")).toBe(false);
  });

  it("`none` believes no proxy, not even loopback", () => {
    expect(parseTrustedProxies("none").trusts("127.0.0.1")).toBe(false);
    expect(parseTrustedProxies("none").ranges).toEqual([]);
  });

  it.each([
    ["1", /hop counts are not accepted/],
    ["2", /hop counts are not accepted/],
    ["true", /"true" is not an IP address/],
    ["*", /is not an IP address/],
    ["0.0.0.0/0", /would believe every address/],
    ["::/0", /would believe every address/],
    ["10.0.0.0/33", /invalid prefix length/],
    ["10.0.0.0/8/1", /is not an IP address/],
    ["256.1.1.1", /is not an IP address/],
    ["010.0.0.1", /is not an IP address/],
    ["0x7f000001", /is not an IP address/],
    ["10.0.0.0/255.0.0.0", /invalid prefix length/],
    ["::ffff:0.0.0.0/96", /would believe every address/],
    ["::ffff:0.0.0.0/95", /invalid prefix length/],
    ["1:2:3:4:5:6:7:8:9", /is not an IP address/],
    ["1::2::3", /is not an IP address/],
    ["none, loopback", /cannot be combined/],
    ["medusa-server-a", /is not an IP address/],
  ])("refuses %j and says how to write it", (value, reason) => {
    expect(() => parseTrustedProxies(value)).toThrow(TrustProxyError);
    expect(() => parseTrustedProxies(value)).toThrow(reason);
    if (!/cannot be combined/.test(reason.source)) expect(() => parseTrustedProxies(value)).toThrow(/e\.g\. TRUST_PROXY=loopback,172\.30\.57\.0\/24/);
  });
});

describe("clientAddress()", () => {
  const loopback = parseTrustedProxies(undefined);
  const compose = parseTrustedProxies("172.30.57.0/24");

  it("is the peer itself when the peer is not a trusted proxy, whatever it forwards", () => {
    expect(clientAddress("203.0.113.7", "10.9.9.9", loopback)).toBe("203.0.113.7");
    // A private peer is a client like any other unless listed.
    expect(clientAddress("10.0.0.5", "198.51.100.1", loopback)).toBe("10.0.0.5");
    expect(clientAddress("::ffff:192.168.1.9", "198.51.100.1", loopback)).toBe("::ffff:192.168.1.9");
  });

  it("believes X-Forwarded-For from a trusted peer (the storefront's single entry)", () => {
    expect(clientAddress("127.0.0.1", "10.7.255.1", loopback)).toBe("10.7.255.1");
    expect(clientAddress("::1", " 2001:db8::5 ", loopback)).toBe("2001:db8::5");
    expect(clientAddress("::ffff:127.0.0.1", ["198.51.100.1"], loopback)).toBe("198.51.100.1");
  });

  it("takes the right-most untrusted entry: spoofed entries on the left are ignored", () => {
    // The client sent "X-Forwarded-For: 1.1.1.1, 2.2.2.2"; the load balancer appended what it saw.
    expect(clientAddress("172.30.57.10", "1.1.1.1, 2.2.2.2, 198.51.100.23", compose)).toBe("198.51.100.23");
    // Two trusted hops (LB 172.30.57.2 appended by the next proxy), then the client.
    expect(clientAddress("172.30.57.10", "1.1.1.1, 198.51.100.23, 172.30.57.2", compose)).toBe("198.51.100.23");
    // Several headers are one list, in order.
    expect(clientAddress("172.30.57.10", ["6.6.6.6", "198.51.100.23"], compose)).toBe("198.51.100.23");
    // A client cannot pose as a trusted proxy to reach further left: the walk stops at the first untrusted hop.
    expect(clientAddress("172.30.57.10", "9.9.9.9, 172.30.57.99, 198.51.100.23", compose)).toBe("198.51.100.23");
  });

  it("reads entries with ports, and ends at the proxy before a malformed entry", () => {
    expect(clientAddress("127.0.0.1", "198.51.100.1:50312", loopback)).toBe("198.51.100.1");
    expect(clientAddress("127.0.0.1", "[2001:db8::9]:443", loopback)).toBe("2001:db8::9");
    expect(clientAddress("127.0.0.1", "1.2.3.4, garbage", loopback)).toBe("127.0.0.1");
    expect(clientAddress("172.30.57.10", "1.2.3.4, unknown, 172.30.57.3", compose)).toBe("172.30.57.3");
    // Octal, hex and short IPv4 forms are not addresses in X-Forwarded-For either.
    expect(clientAddress("127.0.0.1", "1.2.3.4, 0177.0.0.1", loopback)).toBe("127.0.0.1");
  });

  it("is the left-most address when every hop is trusted, and the peer without a header", () => {
    expect(clientAddress("127.0.0.1", "127.0.0.2, 127.0.0.3", loopback)).toBe("127.0.0.2");
    expect(clientAddress("127.0.0.1", undefined, loopback)).toBe("127.0.0.1");
    expect(clientAddress("127.0.0.1", "", loopback)).toBe("127.0.0.1");
    expect(clientAddress(undefined, "1.2.3.4", loopback)).toBeUndefined();
  });

  it("believes nothing forwarded with TRUST_PROXY=none", () => {
    expect(clientAddress("127.0.0.1", "198.51.100.1", parseTrustedProxies("none"))).toBe("127.0.0.1");
  });
});
