import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { describeOptions } from "@glow/shop-contracts";
import { loadCommerceConfig, MEDUSA_APP_ENV, RETIRED_VARIABLES } from "./env";
import { loadShopOptions, SHOP_OPTIONS } from "./options";

const write = (text: string) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "glow-options-"));
  fs.writeFileSync(path.join(dir, "shop-options.json"), text);
  return dir;
};

describe("the shop's options file (ADR 240)", () => {
  it("without one, every option has its safe default", () => {
    const options = loadShopOptions(undefined, "/nowhere");
    expect(options.phoneAuth).toMatchObject({ maxDevices: 3, codeTtlSeconds: 600, shopAdminGroup: "Shop admins" });
    expect(options.phoneAuth.limits).toMatchObject({ loginFailureWindowSeconds: 900, codesPerIpPerHour: 20 });
    expect(options.phoneAuth.sms.registration).toContain("{code}");
    expect(options.consultations).toEqual({ perPhonePerDay: 3, perHour: 60, perNetworkPerHour: 10 });
    expect(options.promotions).toEqual({ failuresPerCustomer: 10, failuresPerNetworkPerHour: 30 });
    expect(options.returns).toEqual({ windowDays: 14 });
  });

  it("a file sets only what it names, relative to the repo root; the rest keep their defaults", () => {
    const root = write(JSON.stringify({ phoneAuth: { limits: { loginFailureWindowSeconds: 8 } }, returns: { windowDays: 0 } }));
    const options = loadShopOptions("shop-options.json", root);
    expect(options.phoneAuth.limits).toMatchObject({ loginFailureWindowSeconds: 8, loginFailuresPerPhone: 5 });
    expect(options.phoneAuth.maxDevices).toBe(3);
    expect(options.returns.windowDays).toBe(0);
  });

  it("a wrong value, an unknown name, bad JSON or a missing file stop the start with what to fix", () => {
    const root = write(JSON.stringify({ phoneAuth: { maxDevices: 0, limit: {} }, returns: { windowDays: 400 }, sale: {} }));
    const error = (() => {
      try {
        loadShopOptions("shop-options.json", root);
      } catch (caught) {
        return (caught as Error).message;
      }
      return "";
    })();
    expect(error).toMatch(/phoneAuth\.maxDevices: must be at least 1 devices/);
    expect(error).toMatch(/phoneAuth: unknown option limit\./);
    expect(error).toMatch(/returns\.windowDays: must be at most 365 days/);
    expect(error).toMatch(/\(the options\): unknown option sale|: unknown option sale/);
    expect(error).toMatch(/GLOW_OPTIONS_FILE/);
    expect(() => loadShopOptions("shop-options.json", write("{ phoneAuth: "))).toThrow(/is not JSON/);
    expect(() => loadShopOptions("absent.json", root)).toThrow(/there is no such file.*unset GLOW_OPTIONS_FILE/);
  });
});

describe("retired variables (ADR 240)", () => {
  it("one still set stops Medusa and says which option replaced it", () => {
    expect(() => loadCommerceConfig({ MAX_DEVICES: "5", RETURN_WINDOW_DAYS: "30", STORE_CORS: "" }, "/nowhere")).toThrow(
      /MAX_DEVICES: use the option phoneAuth\.maxDevices instead\.\n {2}- RETURN_WINDOW_DAYS: use the option returns\.windowDays instead\.\nPut options in the JSON file GLOW_OPTIONS_FILE/,
    );
    expect(loadCommerceConfig({ STORE_CORS: "" }, "/nowhere").options.returns.windowDays).toBe(14);
  });

  it("are read by no schema, and each names an option that exists", () => {
    const options = new Set(describeOptions(SHOP_OPTIONS).map((row) => row.name));
    for (const [name, replacement] of Object.entries(RETIRED_VARIABLES)) {
      expect(Object.keys(MEDUSA_APP_ENV)).not.toContain(name);
      const option = /^the option (\S+)$/.exec(replacement)?.[1];
      if (option) expect(options, name).toContain(option);
    }
  });
});
