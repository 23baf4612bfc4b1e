import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

/**
 * deploy/nginx.conf on a real nginx (Debian's, no Docker engine here): the file as shipped, with the
 * compose host names and ports swapped for loopback stubs, answering on loopback only. Medusa's store
 * API must stay internal however the path is spelled (issue 14): Medusa's router is case-insensitive.
 */
const root = path.resolve(import.meta.dirname, "..");
const NGINX = ["/usr/sbin/nginx", "/usr/bin/nginx"].find((p) => fs.existsSync(p));

function stub(name: string): Promise<http.Server> {
  const server = http.createServer((req, res) => {
    res.setHeader("content-type", "application/json");
    res.end(JSON.stringify({ upstream: name, url: req.url, forwardedFor: req.headers["x-forwarded-for"] ?? null }));
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

/** A raw GET (fetch would normalise the path; an attacker's client does not). */
function get(port: number, rawPath: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: "127.0.0.1", port, path: rawPath, method: "GET", agent: false }, (res) => {
      let body = "";
      res.on("data", (c) => (body += c));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on("error", reject);
    req.end();
  });
}

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
    const site = fs
      .readFileSync(path.join(root, "deploy", "nginx.conf"), "utf8")
      .replace("server storefront-a:3000", `server 127.0.0.1:${portOf(sfA!)}`)
      .replace("server storefront-b:3000", `server 127.0.0.1:${portOf(sfB!)}`)
      .replace("server medusa-server-a:9000", `server 127.0.0.1:${portOf(mA!)}`)
      .replace("server medusa-server-b:9000", `server 127.0.0.1:${portOf(mB!)}`)
      .replaceAll("minio:9000", `127.0.0.1:${portOf(minio!)}`)
      .replace(/listen 80;/, `listen 127.0.0.1:${shopPort};`)
      .replace(/listen 9000;/, `listen 127.0.0.1:${adminPort};`);
    expect(site).not.toMatch(/storefront-a:|medusa-server-a:|minio:|listen 80;|listen 9000;/);
    fs.writeFileSync(path.join(dir, "site.conf"), site);
    fs.writeFileSync(
      path.join(dir, "nginx.conf"),
      [
        "daemon off;",
        "worker_processes 1;",
        `pid ${dir}/nginx.pid;`,
        `error_log ${dir}/error.log warn;`,
        "events { worker_connections 64; }",
        "http {",
        "  access_log off;",
        ...["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map((t) => `  ${t}_temp_path ${dir}/${t};`),
        `  include ${dir}/site.conf;`,
        "}",
      ].join("\n"),
    );
    const check = spawnSync(NGINX!, ["-t", "-p", dir, "-c", path.join(dir, "nginx.conf")], { encoding: "utf8" });
    expect(check.status, check.stderr).toBe(0);
    nginx = spawn(NGINX!, ["-p", dir, "-c", path.join(dir, "nginx.conf")], { stdio: "ignore" });
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

  it("still proxies the admin API and dashboard, and the shop to the storefronts", async () => {
    const admin = await get(adminPort, "/admin/products");
    expect(admin.status).toBe(200);
    expect(JSON.parse(admin.body)).toMatchObject({ upstream: "medusa-server-a", url: "/admin/products", forwardedFor: "127.0.0.1" });
    expect((await get(adminPort, "/app")).status).toBe(200);
    // A path that merely starts with the letters is not the store API.
    expect((await get(adminPort, "/storefront-assets")).status).toBe(200);
    const shop = JSON.parse((await get(shopPort, "/products")).body) as { upstream: string };
    expect(shop.upstream).toMatch(/^storefront-[ab]$/);
    // Uploaded pictures come from the shared object store's bucket (ADR 091).
    const file = JSON.parse((await get(shopPort, "/files/p/lipstick.webp")).body) as { upstream: string; url: string };
    expect(file).toMatchObject({ upstream: "minio", url: "/glow-uploads/p/lipstick.webp" });
  });
});
