import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { UserFacingError, info } from "./log.ts";
import { repoRoot } from "./paths.ts";

/**
 * The shop's proxy as shipped (deploy/nginx.conf, ADR 071) run on Debian's nginx on loopback: by
 * `npm run test:scale` in front of its two storefronts (the topology's own proxy, not one of ours) and
 * by tests/nginx-config.test.ts in front of stubs. Only the addresses are changed.
 */

const NGINX_PATHS = ["/usr/sbin/nginx", "/usr/bin/nginx"];

export function findNginx(): string | undefined {
  return NGINX_PATHS.find((p) => fs.existsSync(p));
}

/** nginx, installed with apt-get when missing and allowed (root on Debian, as in CI). */
export function ensureNginx(): string {
  const found = findNginx();
  if (found) return found;
  if (process.getuid?.() === 0 && spawnSync("which", ["apt-get"]).status === 0) {
    info("No nginx found: installing Debian's nginx with apt-get…");
    execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit" });
    execFileSync("apt-get", ["install", "-y", "-qq", "--no-install-recommends", "nginx"], { stdio: "inherit", env: { ...process.env, DEBIAN_FRONTEND: "noninteractive", RUNLEVEL: "1" } });
    const installed = findNginx();
    if (installed) return installed;
  }
  throw new UserFacingError("The scale test runs the shop's proxy (deploy/nginx.conf) and needs nginx.", "Install it (`apt-get install -y nginx`) or put it at /usr/sbin/nginx.");
}

export interface ShopProxyAddresses {
  /** Ports of storefront A and B on 127.0.0.1. */
  storefronts: readonly [number, number];
  /** Ports of Medusa server A and B on 127.0.0.1. */
  medusaServers: readonly [number, number];
  /** host:port of the S3 server that stands in for MinIO. */
  files: string;
  /** Where the shop (deploy's `listen 80`) and Medusa's admin port (`listen 9000`) listen on 127.0.0.1. */
  shopPort: number;
  adminPort: number;
}

/** deploy/nginx.conf with loopback addresses for docker-compose's service names; throws if one is left. */
export function shopProxySite(addresses: ShopProxyAddresses): string {
  const [sfA, sfB] = addresses.storefronts;
  const [mA, mB] = addresses.medusaServers;
  const site = fs
    .readFileSync(path.join(repoRoot, "deploy", "nginx.conf"), "utf8")
    .replace("server storefront-a:3000", `server 127.0.0.1:${sfA}`)
    .replace("server storefront-b:3000", `server 127.0.0.1:${sfB}`)
    .replace("server medusa-server-a:9000", `server 127.0.0.1:${mA}`)
    .replace("server medusa-server-b:9000", `server 127.0.0.1:${mB}`)
    .replaceAll("minio:9000", addresses.files)
    .replace(/listen 80;/, `listen 127.0.0.1:${addresses.shopPort};`)
    .replace(/listen 9000;/, `listen 127.0.0.1:${addresses.adminPort};`);
  const left = site.match(/storefront-[ab]:|medusa-server-[ab]:|minio:|listen 80;|listen 9000;/);
  if (left) throw new Error(`deploy/nginx.conf changed: "${left[0]}" has no loopback replacement in scripts/lib/nginx.ts.`);
  return site;
}

/**
 * Writes nginx's own configuration for a prefix `dir` (pid, logs and temp files inside it, in the
 * foreground) around `site`, checks it with `nginx -t` and answers the arguments that run it.
 * `http` adds directives to the http block (e.g. a test's real-IP rules).
 */
export function prepareNginx(nginx: string, dir: string, site: string, http: string[] = []): string[] {
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, "site.conf"), site);
  const conf = path.join(dir, "nginx.conf");
  fs.writeFileSync(
    conf,
    [
      "daemon off;",
      "worker_processes 1;",
      `pid ${dir}/nginx.pid;`,
      `error_log ${dir}/error.log warn;`,
      "events { worker_connections 1024; }",
      "http {",
      "  access_log off;",
      ...["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map((t) => `  ${t}_temp_path ${dir}/${t};`),
      ...http.map((line) => `  ${line}`),
      `  include ${dir}/site.conf;`,
      "}",
    ].join("\n"),
  );
  const check = spawnSync(nginx, ["-t", "-p", dir, "-c", conf], { encoding: "utf8" });
  if (check.status !== 0) throw new Error(`nginx refused the configuration in ${dir}:\n${check.stderr}`);
  return ["-p", dir, "-c", conf];
}
