import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";

// No Docker engine runs here, so the production topology is checked by reading it.
const root = path.resolve(import.meta.dirname, "..");
const compose = parse(fs.readFileSync(path.join(root, "docker-compose.yml"), "utf8"), { merge: true }) as {
  services: Record<string, { image?: string; build?: { target?: string }; environment?: Record<string, string>; healthcheck?: { test: unknown }; depends_on?: Record<string, { condition: string }> }>;
  volumes: Record<string, unknown>;
};

describe("docker-compose.yml", () => {
  const LONG_RUNNING = ["postgres", "redis", "medusa-server-a", "medusa-server-b", "medusa-worker", "storefront-a", "storefront-b", "proxy"];

  it("describes the scale topology: postgres, redis, two Medusa servers, a worker, two storefronts and a proxy", () => {
    expect(Object.keys(compose.services)).toEqual(expect.arrayContaining(LONG_RUNNING));
  });

  it("gives every long-running service a health check", () => {
    for (const name of LONG_RUNNING) {
      expect(compose.services[name]?.healthcheck?.test, name).toBeTruthy();
    }
  });

  it("splits Medusa into server and worker modes sharing Redis and Postgres", () => {
    const servers = [compose.services["medusa-server-a"]!, compose.services["medusa-server-b"]!];
    const worker = compose.services["medusa-worker"]!;
    for (const server of servers) expect(server.environment?.MEDUSA_WORKER_MODE).toBe("server");
    expect(worker.environment?.MEDUSA_WORKER_MODE).toBe("worker");
    for (const service of [...servers, worker]) {
      expect(service.environment?.REDIS_URL).toBe("redis://redis:6379");
      expect(service.environment?.DATABASE_URL).toMatch(/@postgres:5432\/glow$/);
      expect(service.environment?.JWT_SECRET).toMatch(/:\?/); // required, no default secret
      expect(service.depends_on?.postgres?.condition).toBe("service_healthy");
    }
  });

  it("builds images from Dockerfile targets that exist", () => {
    const dockerfile = fs.readFileSync(path.join(root, "Dockerfile"), "utf8");
    for (const service of Object.values(compose.services)) {
      if (service.build?.target) expect(dockerfile).toMatch(new RegExp(`^FROM .* AS ${service.build.target}$`, "m"));
    }
  });

  it("puts each storefront on its own Medusa server, shares the session secret and trusts one proxy hop", () => {
    const a = compose.services["storefront-a"]!.environment!;
    const b = compose.services["storefront-b"]!.environment!;
    expect(a.MEDUSA_URL).toBe("http://medusa-server-a:9000");
    expect(b.MEDUSA_URL).toBe("http://medusa-server-b:9000");
    expect(a.SESSION_SECRET).toBe(b.SESSION_SECRET);
    expect(a.TRUST_PROXY).toBe("1");
    const nginx = fs.readFileSync(path.join(root, "deploy", "nginx.conf"), "utf8");
    expect(nginx).toMatch(/server storefront-a:3000/);
    expect(nginx).toMatch(/server storefront-b:3000/);
    expect(nginx).toMatch(/proxy_set_header Host \$http_host/);
  });

  it("keeps data in named volumes", () => {
    expect(Object.keys(compose.volumes)).toEqual(expect.arrayContaining(["postgres-data", "uploads"]));
  });
});
