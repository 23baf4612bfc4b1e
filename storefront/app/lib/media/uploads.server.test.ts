import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { toStorefrontImageUrl } from "./media";
import { uploadSourceUrl } from "./uploads.server";

describe("pictures on S3-compatible storage (S3_FILE_URL, ADR 091)", () => {
  afterEach(() => vi.unstubAllEnvs());

  it("maps the bucket's public address to /media/s3/<key>, and reads the key there", () => {
    vi.stubEnv("S3_FILE_URL", "https://shop.example.com/files/");
    const url = toStorefrontImageUrl("https://shop.example.com/files/lip%20gloss-01JD8ZQ.png");
    expect(url).toBe("/media/s3/lip%20gloss-01JD8ZQ.png");
    // The router hands the route the decoded key; the bucket is asked for it encoded again.
    expect(uploadSourceUrl("s3/lip gloss-01JD8ZQ.png")).toBe("https://shop.example.com/files/lip%20gloss-01JD8ZQ.png");
    expect(uploadSourceUrl("s3/products/serum-01JD8ZQ.jpg")).toBe("https://shop.example.com/files/products/serum-01JD8ZQ.jpg");
  });

  it("reads the bucket at the option storefront.s3InternalUrl when the storefront reaches it elsewhere", () => {
    const optionsFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "glow-options-")), "shop-options.json");
    fs.writeFileSync(optionsFile, JSON.stringify({ storefront: { s3InternalUrl: "http://minio:9000/glow-uploads/" } }));
    vi.stubEnv("GLOW_OPTIONS_FILE", optionsFile);
    vi.stubEnv("S3_FILE_URL", "http://localhost:3000/files");
    expect(uploadSourceUrl("s3/serum-01JD8ZQ.jpg")).toBe("http://minio:9000/glow-uploads/serum-01JD8ZQ.jpg");
  });

  it("refuses keys that could leave the bucket or end its URL", () => {
    vi.stubEnv("S3_FILE_URL", "https://shop.example.com/files");
    for (const path of ["s3/", "s3/../secret", "s3/a/../../b", "s3//a.png", "s3/./a.png", "s3/a\\b.png", "s3/a.png?x=1", "s3/a#b", "s3/a\u0000.png", `s3/${"a".repeat(1025)}`]) {
      expect(uploadSourceUrl(path), path).toBeNull();
    }
  });

  it("without S3_FILE_URL: other addresses stay as they are, and /media reads Medusa's /static only", () => {
    vi.stubEnv("MEDUSA_URL", "http://medusa.internal:9000");
    vi.stubEnv("MEDUSA_PUBLISHABLE_KEY", "pk_test");
    expect(toStorefrontImageUrl("https://shop.example.com/files/a.png")).toBe("https://shop.example.com/files/a.png");
    expect(uploadSourceUrl("s3/a.png")).toBe("http://medusa.internal:9000/static/s3/a.png");
    expect(uploadSourceUrl("products/a b.png")).toBeNull();
    expect(uploadSourceUrl("../a.png")).toBeNull();
  });
});
