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
  it("describes postgres, redis, a Medusa server, a Medusa worker and the storefront", () => {
    expect(Object.keys(compose.services)).toEqual(expect.arrayContaining(["postgres", "redis", "medusa-server", "medusa-worker", "storefront"]));
  });

  it("gives every long-running service a health check", () => {
    for (const name of ["postgres", "redis", "medusa-server", "medusa-worker", "storefront"]) {
      expect(compose.services[name]?.healthcheck?.test, name).toBeTruthy();
    }
  });

  it("splits Medusa into server and worker modes sharing Redis and Postgres", () => {
    const server = compose.services["medusa-server"]!;
    const worker = compose.services["medusa-worker"]!;
    expect(server.environment?.MEDUSA_WORKER_MODE).toBe("server");
    expect(worker.environment?.MEDUSA_WORKER_MODE).toBe("worker");
    for (const service of [server, worker]) {
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

  it("keeps data in named volumes", () => {
    expect(Object.keys(compose.volumes)).toEqual(expect.arrayContaining(["postgres-data", "uploads"]));
  });
});
