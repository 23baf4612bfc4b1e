import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import fc from "fast-check";
import sharp from "sharp";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { loader } from "~/routes/media.$";
import { toStorefrontImageUrl } from "./media";
import { canonicalMediaPathname, isCanonicalMediaPath, isRewrittenMediaRequest, mediaPathOf } from "./media-path";

describe("one address per picture", () => {
  it("reads the canonical spelling, decoded", () => {
    expect(mediaPathOf("/media/products/1700-serum.webp")).toBe("products/1700-serum.webp");
    expect(mediaPathOf("/media/s3/lip%20gloss-01JD8ZQ.png")).toBe("s3/lip gloss-01JD8ZQ.png");
    expect(mediaPathOf("/media/s3/100%25-shea.png")).toBe("s3/100%-shea.png");
    expect(canonicalMediaPathname("s3/lip gloss-01JD8ZQ.png")).toBe("/media/s3/lip%20gloss-01JD8ZQ.png");
  });

  it("refuses every other spelling of the same file", () => {
    for (const pathname of [
      "/media//products/1700-serum.webp",
      "/media/products//1700-serum.webp",
      "/media///////products/1700-serum.webp",
      "/media/products/1700-serum.webp/",
      "/media/./products/1700-serum.webp",
      "/media/products/../products/1700-serum.webp",
      "/media/%2e/products/1700-serum.webp",
      "/media/products%2F1700-serum.webp",
      "/media/products%2f1700-serum.webp",
      "/media/products%5C1700-serum.webp",
      "/media/products\\1700-serum.webp",
      "/media/products/1700-serum%2Ewebp",
      "/media/%70roducts/1700-serum.webp",
      "/MEDIA/products/1700-serum.webp",
      "/Media/products/1700-serum.webp",
      "/media/s3/lip gloss-01JD8ZQ.png",
      "/media/s3/lip%2520gloss.png%00",
      "/media/products/%00.webp",
      "/media/products/%E0%A4%A.webp",
      "/media/",
      "/media",
    ]) {
      expect(mediaPathOf(pathname), pathname).toBeNull();
    }
  });

  it("never reads two different spellings as the same file (generated)", () => {
    const segment = fc.stringMatching(/^[A-Za-z0-9._ %()'-]{1,12}$/);
    fc.assert(
      fc.property(fc.array(segment, { minLength: 1, maxLength: 4 }), fc.string({ maxLength: 3 }), fc.nat(40), (segments, noise, at) => {
        const canonical = canonicalMediaPathname(segments.join("/"));
        const other = canonical.slice(0, Math.min(at, canonical.length)) + noise + canonical.slice(Math.min(at, canonical.length));
        const read = mediaPathOf(other);
        // A spelling is read only when it is the canonical one of what it decodes to.
        if (read !== null) expect(canonicalMediaPathname(read)).toBe(other);
      }),
      { numRuns: 500, seed: 20 },
    );
  });

  it("checks decoded paths: no empty, dot or dot-dot segment, backslash or control character", () => {
    expect(isCanonicalMediaPath("products/serum.webp")).toBe(true);
    for (const bad of ["", "/products/a.webp", "products//a.webp", "products/a.webp/", "./a.webp", "a/../b", "a\\b", "a\u0000b", "a\u0085b", "x".repeat(1025)]) {
      expect(isCanonicalMediaPath(bad), JSON.stringify(bad)).toBe(false);
    }
  });

  it("spots raw request paths the URL parser would rewrite into a /media path", () => {
    for (const raw of ["/media/./products/a.webp", "/media/products/../products/a.webp", "/media/%2e/products/a.webp", "/media/%2E%2E/media/a.webp", "/media\\products\\a.webp", "/x/../media/products/a.webp", "/media/a b.webp"]) {
      expect(isRewrittenMediaRequest(raw), raw).toBe(true);
    }
    for (const raw of ["/media/products/a.webp", "/media/s3/lip%20gloss.png", "/products/./x", "/"]) {
      expect(isRewrittenMediaRequest(raw), raw).toBe(false);
    }
  });

  it("writes picture URLs in that spelling, whichever way the upload's URL encoded them", () => {
    vi.stubEnv("S3_FILE_URL", "https://shop.example.com/files");
    try {
      expect(toStorefrontImageUrl("https://shop.example.com/files/lip%20gloss-01JD8ZQ.png")).toBe("/media/s3/lip%20gloss-01JD8ZQ.png");
      expect(toStorefrontImageUrl("https://shop.example.com/files/shea%2Bcocoa-01JD8ZQ.png")).toBe("/media/s3/shea%2Bcocoa-01JD8ZQ.png");
      expect(toStorefrontImageUrl("https://shop.example.com/files/%6Cip-01JD8ZQ.png")).toBe("/media/s3/lip-01JD8ZQ.png");
      expect(toStorefrontImageUrl("http://localhost:9000/static/products/1700-serum.webp")).toBe("/media/products/1700-serum.webp");
    } finally {
      vi.unstubAllEnvs();
    }
  });
});

describe("GET /media/* (routes/media.$.ts)", () => {
  let dir = "";
  let photo: Buffer;
  // Like a file server: extra slashes, encoded letters and letter case all find the file.
  const fetchMock = vi.fn(async (url: string | URL | Request) => {
    const file = decodeURIComponent(new URL(String(url)).pathname).replace(/[/\\]+/g, "/").toLowerCase();
    return file === "/static/products/1700-serum.webp" ? new Response(new Uint8Array(photo), { headers: { "Content-Type": "image/webp" } }) : new Response("nope", { status: 404 });
  });
  const cacheFiles = (): string[] => {
    const root = path.join(dir, "image-cache");
    return fs.existsSync(root) ? fs.readdirSync(root, { recursive: true, encoding: "utf8" }).filter((name) => /\.(avif|webp)$/.test(name)) : [];
  };
  const get = (pathname: string, search = "?w=320&fm=webp") => loader({ request: new Request(`http://shop.test${pathname}${search}`), params: { "*": pathname.replace(/^\/media\//i, "") }, context: {} });

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "glow-media-route-"));
    photo = await sharp({ create: { width: 700, height: 700, channels: 3, background: "#c8788c" } }).webp().toBuffer();
  });
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.unstubAllGlobals();
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("resizes the canonical address once; other spellings are 404 and start no fetch, resize or cache file", async () => {
    vi.stubEnv("GLOW_DATA_DIR", dir);
    vi.stubEnv("MEDUSA_URL", "http://medusa.test");
    vi.stubEnv("MEDUSA_PUBLISHABLE_KEY", "pk_test");
    vi.stubGlobal("fetch", fetchMock);

    const first = await get("/media/products/1700-serum.webp");
    expect(first.status).toBe(200);
    expect(first.headers.get("Content-Type")).toBe("image/webp");
    expect(cacheFiles()).toHaveLength(1);
    expect(fetchMock).toHaveBeenCalledTimes(1);

    const spellings = [
      ...Array.from({ length: 8 }, (_, n) => `/media/${"/".repeat(n + 1)}products/1700-serum.webp`),
      "/media/products//1700-serum.webp",
      "/media/products/1700-serum.webp/",
      "/media/products%2F1700-serum.webp",
      "/media/products%5C1700-serum.webp",
      "/media/%70roducts/1700-serum.webp",
      "/media/products/1700-serum%2Ewebp",
      "/MEDIA/products/1700-serum.webp",
    ];
    for (const spelling of spellings) {
      const response = await get(spelling);
      expect(response.status, spelling).toBe(404);
    }
    // The width has one spelling too.
    for (const search of ["?w=320.0&fm=webp", "?w=0320&fm=webp", "?w=+320&fm=webp", "?w=3.2e2&fm=webp"]) {
      expect((await get("/media/products/1700-serum.webp", search)).status, search).toBe(400);
    }
    expect(cacheFiles()).toHaveLength(1);
    expect(fetchMock).toHaveBeenCalledTimes(1);

    // The canonical address again: from the disk cache, no fetch.
    expect((await get("/media/products/1700-serum.webp")).status).toBe(200);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
