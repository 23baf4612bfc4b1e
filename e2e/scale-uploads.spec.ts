import fs from "node:fs";
import path from "node:path";
import { expect, request as playwrightRequest, test, type APIRequestContext } from "@playwright/test";

/**
 * Runs only under `npm run test:scale` (scripts/test-scale.ts, ADR 091): every Medusa process keeps
 * uploads on S3-compatible storage (s3rver on loopback here, MinIO in docker-compose), so a picture
 * uploaded through server A is listed, served and deleted through server B — with Medusa's local
 * file provider, B would know nothing of A's disk. The storefronts serve the bucket's pictures at
 * /media/s3/<key>, resized like local uploads.
 */
const [MEDUSA_A, MEDUSA_B] = (process.env.SCALE_MEDUSA_URLS ?? "http://localhost:9401,http://localhost:9402").split(",") as [string, string];
const FILE_URL = process.env.SCALE_S3_FILE_URL ?? "http://127.0.0.1:9404/glow-uploads";
const STOREFRONTS = (process.env.SCALE_STOREFRONT_URLS ?? "http://localhost:3401,http://localhost:3402").split(",");
const LOCAL_UPLOADS = process.env.SCALE_LOCAL_UPLOADS ?? ".data/scale/uploads";
const STAFF = { email: process.env.SCALE_STAFF_EMAIL ?? "scale-staff@glow.local", password: process.env.SCALE_STAFF_PASSWORD ?? "Scale#Staff-2026" };

/** A real 1×1 PNG (image libraries read it), different on every run (bytes after its end). */
function png(): Buffer {
  const base = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==", "base64");
  return Buffer.concat([base, Buffer.from(`glow-scale-${Date.now()}-${Math.random()}`)]);
}

async function staff(baseURL: string): Promise<APIRequestContext> {
  const anonymous = await playwrightRequest.newContext({ baseURL });
  const signIn = await anonymous.post("/auth/user/emailpass", { data: STAFF });
  expect(signIn.status(), await signIn.text()).toBe(200);
  const { token } = (await signIn.json()) as { token: string };
  await anonymous.dispose();
  return playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { authorization: `Bearer ${token}` } });
}

const localFiles = (): string[] => (fs.existsSync(LOCAL_UPLOADS) ? fs.readdirSync(LOCAL_UPLOADS, { recursive: true }).map(String) : []);

test("a picture uploaded through one Medusa server is served and deleted through the other", async () => {
  const [a, b] = await Promise.all([staff(MEDUSA_A), staff(MEDUSA_B)]);
  const picture = png();
  const before = localFiles();

  const uploaded = await a.post("/admin/uploads", { multipart: { files: { name: "scale-pixel.png", mimeType: "image/png", buffer: picture } } });
  expect(uploaded.status(), await uploaded.text()).toBe(200);
  const [file] = ((await uploaded.json()) as { files: Array<{ id: string; url: string }> }).files;
  expect(file!.url.startsWith(`${FILE_URL}/`)).toBe(true);

  // Server B knows the file: it answers a signed download link to the same object in the bucket.
  const onB = await b.get(`/admin/uploads/${encodeURIComponent(file!.id)}`);
  expect(onB.status(), await onB.text()).toBe(200);
  const signed = new URL(((await onB.json()) as { file: { url: string } }).file.url);
  expect(`${signed.origin}${signed.pathname}`).toBe(file!.url);
  // Both addresses serve the bytes uploaded through A: the public one (what product pages show) and B's.
  for (const address of [file!.url, signed.href]) {
    const served = await fetch(address);
    expect(served.status, address).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(Buffer.from(await served.arrayBuffer()).equals(picture)).toBe(true);
  }

  // Nothing was written to the local disk of either server.
  expect(localFiles().filter((name) => !before.includes(name) && name.includes(path.parse(file!.id).name))).toEqual([]);
  expect(localFiles().some((name) => name.startsWith("scale-pixel"))).toBe(false);

  // Every storefront serves it on the shop's own origin, as uploaded and resized, like a local upload.
  const key = file!.url.slice(FILE_URL.length + 1);
  for (const shop of STOREFRONTS) {
    const original = await fetch(`${shop}/media/s3/${key}`);
    expect(original.status, shop).toBe(200);
    expect(Buffer.from(await original.arrayBuffer()).equals(picture)).toBe(true);
    const resized = await fetch(`${shop}/media/s3/${key}?w=160&fm=webp`);
    expect(resized.status, shop).toBe(200);
    expect(resized.headers.get("content-type")).toBe("image/webp");
    expect(Buffer.from(await resized.arrayBuffer()).subarray(8, 12).toString("latin1")).toBe("WEBP");
  }
  // What is not in the bucket is not found, and an escaped way out stays a name inside the bucket.
  expect((await fetch(`${STOREFRONTS[0]}/media/s3/missing-01JD8ZQ.png`)).status).toBe(404);
  expect((await fetch(`${STOREFRONTS[0]}/media/s3/..%2F..%2Fpackage.json`)).status).toBe(404);

  // Server B deletes what A uploaded: it is gone from the shared storage.
  const deleted = await b.delete(`/admin/uploads/${encodeURIComponent(file!.id)}`);
  expect(deleted.status(), await deleted.text()).toBe(200);
  expect((await fetch(file!.url)).status).toBe(404);

  await Promise.all([a.dispose(), b.dispose()]);
});
