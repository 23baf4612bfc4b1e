import { describe, expect, it } from "vitest";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { ConfigError, loadStorefrontOptions, parseStorefrontEnv } from "./config.server";

const errorOf = (env: Record<string, string>) => {
  try {
    parseStorefrontEnv(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error("expected a ConfigError");
};

describe("storefront configuration (ADR 170)", () => {
  it("runs with nothing set: the defaults", () => {
    const config = parseStorefrontEnv({});
    expect(config).toMatchObject({
      production: false,
      port: 3000,
      medusa: { url: "http://localhost:9000", publishableKey: "", timeoutMs: 10_000 },
      bodyLimitBytes: 262_144,
      pageCacheMs: 10_000,
      secureCookies: false,
      storefrontWorkers: 1,
      dataDir: ".data",
      trustedOrigins: [],
    });
    expect(config.trustedProxies.trusts("127.0.0.1")).toBe(true);
  });

  it("treats an empty value as unset, and derives what depends on another variable", () => {
    const config = parseStorefrontEnv({ PORT: "", MEDUSA_BACKEND_URL: "http://medusa.example:9000/", STOREFRONT_URL: "https://shop.example/", S3_FILE_URL: "https://files.example/b/" });
    expect(config.port).toBe(3000);
    expect(config.medusa.url).toBe("http://medusa.example:9000");
    expect(config.publicUrl).toBe("https://shop.example");
    expect(config.medusa.publicUrl).toBe("http://medusa.example:9000/");
    expect(config.s3).toEqual({ fileUrl: "https://files.example/b", internalUrl: undefined });
    expect(parseStorefrontEnv({ MEDUSA_URL: "http://127.0.0.1:9000", MEDUSA_BACKEND_URL: "http://x:1" }).medusa.url).toBe("http://127.0.0.1:9000");
  });

  it("Secure cookies in production unless the shop is on http:// other than localhost", () => {
    const production = { NODE_ENV: "production", SESSION_SECRET: "a, b", MEDUSA_PUBLISHABLE_KEY: "pk_1" };
    expect(parseStorefrontEnv(production)).toMatchObject({ secureCookies: true, sessionSecrets: ["a", "b"] });
    expect(parseStorefrontEnv({ ...production, STOREFRONT_URL: "https://glow.example" }).secureCookies).toBe(true);
    // Browsers keep Secure cookies on http://localhost (npm start), not on another plain-http host.
    expect(parseStorefrontEnv({ ...production, STOREFRONT_URL: "http://localhost:3000" }).secureCookies).toBe(true);
    expect(parseStorefrontEnv({ ...production, STOREFRONT_URL: "http://192.168.1.20:3000" }).secureCookies).toBe(false);
  });

  it("refuses a retired variable, naming what replaced it (ADR 240)", () => {
    const message = errorOf({ PAGE_CACHE_SECONDS: "0", PUBLIC_URL: "https://glow.example" });
    expect(message).toMatch(/^The storefront no longer reads these variables/);
    expect(message).toContain("PAGE_CACHE_SECONDS: use the option storefront.pageCacheSeconds instead.");
    expect(message).toContain("PUBLIC_URL: use STOREFRONT_URL");
  });

  it("reads its section of the shop's options file, and names a wrong option and the file", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "glow-options-"));
    fs.writeFileSync(path.join(dir, "shop.json"), JSON.stringify({ phoneAuth: { maxDevices: 5 }, storefront: { pageCacheSeconds: 0, trustedOrigins: ["https://pay.example"] } }));
    const config = parseStorefrontEnv({ GLOW_OPTIONS_FILE: path.join(dir, "shop.json") });
    expect(config).toMatchObject({ pageCacheMs: 0, trustedOrigins: ["https://pay.example"], bodyLimitBytes: 262_144 });
    expect(loadStorefrontOptions("shop.json", dir).pageCacheSeconds).toBe(0);
    fs.writeFileSync(path.join(dir, "wrong.json"), JSON.stringify({ storefront: { pageCacheSecond: 0, bodyLimitBytes: 10 } }));
    expect(() => loadStorefrontOptions("wrong.json", dir)).toThrow(/wrong\.json[\s\S]*storefront\.bodyLimitBytes: must be at least 1024 bytes[\s\S]*storefront: unknown option pageCacheSecond/);
    expect(() => loadStorefrontOptions("absent.json", dir)).toThrow(/there is no such file/);
  });

  it("names every wrong variable, what is wrong, its default and what to do", () => {
    const message = errorOf({ PORT: "ten", STOREFRONT_WORKERS: "60", MEDUSA_URL: "medusa:9000", TRUST_PROXY: "1" });
    expect(message).toMatch(/^The storefront's configuration is wrong/);
    expect(message).toContain('PORT="ten": must be a whole number of (a port). Default: 3000.');
    expect(message).toContain('STOREFRONT_WORKERS="60": must be at most 16 processes.');
    expect(message).toContain('MEDUSA_URL="medusa:9000": must be a URL starting with http:// or https://.');
    expect(message).toMatch(/TRUST_PROXY="1": hop counts are not accepted/);
    expect(message).toMatch(/Fix these in the environment or in \.env/);
  });

  it("production needs the session secret and the publishable key, and never prints a secret", () => {
    const message = errorOf({ NODE_ENV: "production" });
    expect(message).toContain("SESSION_SECRET (not set): must be set in production");
    expect(message).toContain("MEDUSA_PUBLISHABLE_KEY (not set): must be set in production");
    expect(errorOf({ NODE_ENV: "production", SESSION_SECRET: "s3cret", MEDUSA_PUBLISHABLE_KEY: "pk", STOREFRONT_WORKERS: "0" })).not.toContain("s3cret");
  });
});
