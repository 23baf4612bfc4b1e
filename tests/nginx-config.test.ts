import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findNginx, prepareNginx, shopProxySite } from "../scripts/lib/nginx.ts";

/**
 * deploy/nginx.conf on a real nginx (Debian's, no Docker engine here): the file as shipped, with the
 * compose host names and ports swapped for loopback stubs, answering on loopback only. The admin port
 * forwards only what the dashboard needs, however a path is spelled or whichever method it uses
 * (issues 14 and 20): Medusa's router is case-insensitive and decodes its parameters, so
 * `/auth/customer/%70hone` would be its customer sign-in.
 */
const NGINX = findNginx();

/** Every request a stub Medusa received, as method + path as sent to it. */
const medusaSaw: string[] = [];

function stub(name: string): Promise<http.Server> {
  const server = http.createServer((req, res) => {
    if (name.startsWith("medusa")) medusaSaw.push(`${req.method} ${req.url}`);
    res.setHeader("content-type", "application/json");
    // A weaker policy than the shop's, which nginx must replace rather than pass beside its own.
    if (name.startsWith("medusa")) res.setHeader("x-frame-options", "SAMEORIGIN");
    res.end(JSON.stringify({ upstream: name, method: req.method, url: req.url, forwardedFor: req.headers["x-forwarded-for"] ?? null }));
  });
  return new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(server)));
}
const portOf = (server: http.Server) => (server.address() as AddressInfo).port;

function freePort(): Promise<number> {
  const server = http.createServer();
  return new Promise((resolve) => server.listen(0, "127.0.0.1", () => {
    const { port } = server.address() as AddressInfo;
    server.close(() => resolve(port));
  }));
}

/** A raw request (fetch would normalise the path; an attacker's client does not), with a JSON body when given. */
function send(port: number, method: string, rawPath: string, body?: unknown): Promise<{ status: number; body: string; headers: http.IncomingHttpHeaders }> {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const headers = payload === undefined ? {} : { "content-type": "application/json", "content-length": String(Buffer.byteLength(payload)) };
    const req = http.request({ host: "127.0.0.1", port, path: rawPath, method, headers, agent: false }, (res) => {
      let text = "";
      res.on("data", (c) => (text += c));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body: text, headers: res.headers }));
    });
    req.on("error", reject);
    req.end(payload);
  });
}
const get = (port: number, rawPath: string) => send(port, "GET", rawPath);

const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE", "OPTIONS", "HEAD"];
const SIGN_IN = { phone: "0244000001", password: "Shopper#2026" };

describe.skipIf(!NGINX)("deploy/nginx.conf on a real nginx", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "glow-nginx-"));
  const stubs: http.Server[] = [];
  let nginx: ChildProcess | undefined;
  let shopPort = 0;
  let adminPort = 0;

  beforeAll(async () => {
    const [sfA, sfB, mA, mB, minio] = await Promise.all([
      stub("storefront-a"), stub("storefront-b"), stub("medusa-server-a"), stub("medusa-server-b"), stub("minio"),
    ]);
    stubs.push(sfA!, sfB!, mA!, mB!, minio!);
    [shopPort, adminPort] = [await freePort(), await freePort()];
    const site = shopProxySite({
      storefronts: [portOf(sfA!), portOf(sfB!)],
      medusaServers: [portOf(mA!), portOf(mB!)],
      files: `127.0.0.1:${portOf(minio!)}`,
      shopPort,
      adminPort,
    });
    expect(site).not.toMatch(/storefront-a:|medusa-server-a:|minio:|listen 80;|listen 9000;/);
    const args = prepareNginx(NGINX!, dir, site);
    nginx = spawn(NGINX!, args, { stdio: "ignore" });
    const deadline = Date.now() + 10_000;
    for (;;) {
      try {
        await get(adminPort, "/health");
        break;
      } catch (error) {
        if (Date.now() > deadline) throw error;
        await new Promise((r) => setTimeout(r, 100));
      }
    }
  });

  afterAll(async () => {
    nginx?.kill("SIGTERM");
    await Promise.all(stubs.map((s) => new Promise((r) => s.close(r))));
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("answers 404 for Medusa's store API on the admin port, however the path is spelled", async () => {
    for (const spelling of ["/store/products", "/STORE/products", "/Store/Products", "/sToRe/customers/me", "/%73tore/products", "/%53TORE/products", "//store/products", "/store", "/STORE"]) {
      const answer = await get(adminPort, spelling);
      expect(answer.status, spelling).toBe(404);
      expect(answer.body, spelling).not.toMatch(/upstream/);
    }
  });

  it("refuses Medusa's customer auth on the admin port in every spelling and method, before Medusa sees it", async () => {
    const spellings = [
      "/auth/customer/phone",
      "/auth/customer/%70hone",
      "/auth/customer/phon%65",
      "/auth/customer/%70%68%6f%6e%65",
      "/auth/Customer/phone",
      "/auth/Customer/%70hone",
      "/AUTH/CUSTOMER/PHONE",
      "/auth/%63ustomer/phone",
      "/%61uth/customer/phone",
      "/auth/customer/phone/",
      "/auth/customer/phone/register",
      "/auth/customer/%70hone/register",
      "/auth/customer/phone/callback",
      "/auth/customer/phone/reset-password",
      "/auth/customer/phone/update",
      "/auth/customer/providers",
      "//auth/customer/phone",
      "/auth//customer/phone",
      "/./auth/customer/phone",
      "/auth/user/../customer/phone",
      "/auth/user/%2e%2e/customer/phone",
      "/auth/user/%2E%2E%2Fcustomer%2Fphone",
      "/admin/../auth/customer/phone",
      "/app/%2e%2e/auth/customer/%70hone",
      // Not what the dashboard calls: Medusa's generic routes for any actor, and spellings of staff
      // routes the dashboard never sends (Medusa would still route them).
      "/auth/verification/request",
      "/auth/phone/user",
      "/Auth/user/emailpass",
      "/auth/USER/emailpass",
      "/auth/Session",
      "/health",
      "/static/x.webp",
    ];
    medusaSaw.length = 0;
    for (const spelling of spellings) {
      // One spelling's methods at a time: the test nginx has 64 connections.
      const answers = await Promise.all(METHODS.map(async (method) => ({ method, answer: await send(adminPort, method, spelling, method === "HEAD" ? undefined : SIGN_IN) })));
      for (const { method, answer } of answers) {
        expect(answer.status, `${method} ${spelling}`).toBe(404);
        expect(answer.body, `${method} ${spelling}`).not.toMatch(/upstream/);
      }
    }
    expect(medusaSaw).toEqual([]);
  });

  it("passes staff sign-in, the admin API and the dashboard, with the path nginx matched", async () => {
    medusaSaw.length = 0;
    const signIn = await send(adminPort, "POST", "/auth/user/emailpass", { email: "admin@glow.local", password: "x" });
    expect(signIn.status).toBe(200);
    expect(JSON.parse(signIn.body)).toMatchObject({ upstream: "medusa-server-a", method: "POST", url: "/auth/user/emailpass", forwardedFor: "127.0.0.1" });
    // Everything the dashboard calls (@medusajs/dashboard 2.21 + js-sdk), with its methods.
    const dashboard: Array<[string, string]> = [
      ["GET", "/app"],
      ["GET", "/app/"],
      ["GET", "/app/orders"],
      ["GET", "/app/assets/index-abc123.js"],
      ["GET", "/admin/products?limit=20&offset=0"],
      ["POST", "/admin/products"],
      ["DELETE", "/admin/products/prod_1"],
      ["GET", "/auth/user/emailpass"],
      ["POST", "/auth/user/emailpass/register"],
      ["POST", "/auth/user/emailpass/reset-password"],
      ["POST", "/auth/user/emailpass/update?token=abc"],
      ["GET", "/auth/user/providers"],
      ["POST", "/auth/session"],
      ["DELETE", "/auth/session"],
      ["POST", "/auth/token/refresh"],
      ["GET", "/auth/mfa/factors"],
      ["POST", "/auth/mfa/challenges/ch_1/verify"],
      ["POST", "/auth/emailpass/user"],
    ];
    for (const [method, path] of dashboard) {
      const answer = await send(adminPort, method, path, method === "GET" ? undefined : {});
      expect(answer.status, `${method} ${path}`).toBe(200);
      expect(JSON.parse(answer.body), `${method} ${path}`).toMatchObject({ method, url: path });
    }
    expect(medusaSaw).toHaveLength(dashboard.length + 1);
  });

  it("serves every admin-port answer, the dashboard's and its own 404s, unframeable and unsniffed (issue 34)", async () => {
    for (const path of ["/app", "/app/", "/app/login", "/app/invite?token=abc", "/admin/users/me", "/auth/user/emailpass", "/store/products", "/nowhere"]) {
      const answer = await get(adminPort, path);
      expect(answer.headers["x-frame-options"], path).toBe("DENY");
      expect(answer.headers["content-security-policy"], path).toBe("frame-ancestors 'none'; object-src 'none'; base-uri 'self'");
      expect(answer.headers["x-content-type-options"], path).toBe("nosniff");
      expect(answer.headers["referrer-policy"], path).toBe("same-origin");
    }
  });

  it("hands Medusa the normalised path it matched, never the client's raw spelling", async () => {
    const seen = async (rawPath: string) => (JSON.parse((await get(adminPort, rawPath)).body) as { url: string }).url;
    expect(await seen("/auth/user/emailpas%73")).toBe("/auth/user/emailpass");
    expect(await seen("/admin//products/%70rod_1?fields=%2Btitle")).toBe("/admin/products/prod_1?fields=%2Btitle");
    expect(await seen("/admin/products/../customers")).toBe("/admin/customers");
    // Escaped again where a decoded character would change the request.
    expect(await seen("/admin/products/a%20b%3Fc")).toBe("/admin/products/a%20b%3Fc");
  });

  it("still proxies the shop to the storefronts and pictures to the bucket", async () => {
    const shop = JSON.parse((await get(shopPort, "/products")).body) as { upstream: string };
    expect(shop.upstream).toMatch(/^storefront-[ab]$/);
    // Uploaded pictures come from the shared object store's bucket (ADR 091).
    const file = JSON.parse((await get(shopPort, "/files/p/lipstick.webp")).body) as { upstream: string; url: string };
    expect(file).toMatchObject({ upstream: "minio", url: "/glow-uploads/p/lipstick.webp" });
  });
});
