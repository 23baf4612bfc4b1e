import { describe, expect, it } from "vitest";
import { medusaListen } from "./env.ts";

describe("medusaListen() (MEDUSA_HOST)", () => {
  it("binds Medusa to loopback unless asked, and the storefront calls that address", () => {
    expect(medusaListen(undefined)).toEqual({ host: "127.0.0.1", localHost: "127.0.0.1", public: false });
    expect(medusaListen(" ")).toEqual({ host: "127.0.0.1", localHost: "127.0.0.1", public: false });
    expect(medusaListen("::1")).toEqual({ host: "::1", localHost: "[::1]", public: false });
    expect(medusaListen("localhost")).toMatchObject({ host: "localhost", public: false });
  });

  it("opens it to the network on purpose, reached locally through loopback", () => {
    expect(medusaListen("0.0.0.0")).toEqual({ host: "0.0.0.0", localHost: "127.0.0.1", public: true });
    expect(medusaListen("::")).toEqual({ host: "::", localHost: "[::1]", public: true });
    expect(medusaListen("192.168.1.20")).toEqual({ host: "192.168.1.20", localHost: "192.168.1.20", public: true });
    expect(medusaListen("[fd00::5]")).toEqual({ host: "fd00::5", localHost: "[fd00::5]", public: true });
  });

  it.each(["http://0.0.0.0", "0.0.0.0:9000/", "a b"])("refuses %j with what to write instead", (value) => {
    expect(() => medusaListen(value)).toThrow(/is not an address to listen on/);
  });
});
