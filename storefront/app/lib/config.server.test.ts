import { describe, expect, it } from "vitest";
import { ConfigError, parseStorefrontEnv } from "./config.server";

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
    expect(config.s3).toEqual({ fileUrl: "https://files.example/b", internalUrl: undefined });
    expect(parseStorefrontEnv({ MEDUSA_URL: "http://127.0.0.1:9000", MEDUSA_BACKEND_URL: "http://x:1" }).medusa.url).toBe("http://127.0.0.1:9000");
  });

  it("Secure cookies in production unless COOKIE_SECURE=false or the shop is on http://", () => {
    const production = { NODE_ENV: "production", SESSION_SECRET: "a, b", MEDUSA_PUBLISHABLE_KEY: "pk_1" };
    expect(parseStorefrontEnv(production)).toMatchObject({ secureCookies: true, sessionSecrets: ["a", "b"] });
    expect(parseStorefrontEnv({ ...production, COOKIE_SECURE: "false" }).secureCookies).toBe(false);
    expect(parseStorefrontEnv({ ...production, STOREFRONT_URL: "http://localhost:3000" }).secureCookies).toBe(false);
  });

  it("names every wrong variable, what is wrong, its default and what to do", () => {
    const message = errorOf({ PAGE_CACHE_SECONDS: "ten", STOREFRONT_WORKERS: "60", COOKIE_SECURE: "no", MEDUSA_URL: "medusa:9000", TRUST_PROXY: "1" });
    expect(message).toMatch(/^The storefront's configuration is wrong/);
    expect(message).toContain('PAGE_CACHE_SECONDS="ten": must be a whole number of seconds. Default: 10.');
    expect(message).toContain('STOREFRONT_WORKERS="60": must be at most 16 processes.');
    expect(message).toContain('COOKIE_SECURE="no": must be true or false.');
    expect(message).toContain('MEDUSA_URL="medusa:9000": must be an http:// or https:// URL.');
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
