import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { parseTrustedProxies } from "@glow/shop-contracts/trusted-proxies";
import { loadShopOptions } from "../commerce/src/config/options.ts";

const OPTIONS_IN_CONTAINER = "/etc/glow/shop-options.json";

// No Docker engine runs here, so the production topology is checked by reading it.
const root = path.resolve(import.meta.dirname, "..");
const compose = parse(fs.readFileSync(path.join(root, "docker-compose.yml"), "utf8"), { merge: true }) as {
  services: Record<
    string,
    { image?: string; build?: { target?: string }; environment?: Record<string, string>; healthcheck?: { test: unknown }; depends_on?: Record<string, { condition: string }>; volumes?: string[] }
  >;
  volumes: Record<string, unknown>;
  networks?: { default?: { ipam?: { config?: Array<{ subnet?: string }> } } };
};

describe("docker-compose.yml", () => {
  const LONG_RUNNING = ["postgres", "redis", "minio", "medusa-server-a", "medusa-server-b", "medusa-worker", "storefront-a", "storefront-b", "proxy"];

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

  it("puts each storefront on its own Medusa server, shares the session secret and trusts only the compose network's proxies", () => {
    const a = compose.services["storefront-a"]!.environment!;
    const b = compose.services["storefront-b"]!.environment!;
    expect(a.MEDUSA_URL).toBe("http://medusa-server-a:9000");
    expect(b.MEDUSA_URL).toBe("http://medusa-server-b:9000");
    expect(a.SESSION_SECRET).toBe(b.SESSION_SECRET);
    // TRUST_PROXY is the compose network's fixed subnet, on the storefronts (nginx in front) and on
    // every Medusa process (storefronts and nginx in front); a valid list, no hop count (ADR 085).
    const subnet = compose.networks?.default?.ipam?.config?.[0]?.subnet;
    expect(subnet).toMatch(/^\d+\.\d+\.\d+\.\d+\/\d+$/);
    for (const name of ["storefront-a", "storefront-b", "medusa-migrate", "medusa-server-a", "medusa-server-b", "medusa-worker"]) {
      expect(compose.services[name]!.environment!.TRUST_PROXY, name).toBe(subnet);
    }
    const trusted = parseTrustedProxies(a.TRUST_PROXY);
    expect(trusted.trusts("203.0.113.9")).toBe(false);
    expect(trusted.trusts("127.0.0.1")).toBe(false);
    const nginx = fs.readFileSync(path.join(root, "deploy", "nginx.conf"), "utf8");
    expect(nginx).toMatch(/server storefront-a:3000/);
    expect(nginx).toMatch(/server storefront-b:3000/);
    expect(nginx).toMatch(/proxy_set_header Host \$http_host/);
  });

  it("keeps data in named volumes", () => {
    expect(Object.keys(compose.volumes)).toEqual(expect.arrayContaining(["postgres-data", "redis-data", "minio-data"]));
    expect(compose.services.minio!.volumes).toContain("minio-data:/data");
  });

  it("puts uploads on MinIO for every Medusa process, after the bucket exists, and serves them through the proxy", () => {
    const medusa = ["medusa-migrate", "medusa-server-a", "medusa-server-b", "medusa-worker"].map((name) => [name, compose.services[name]!] as const);
    const setup = compose.services["minio-setup"]!;
    const bucket = medusa[0]![1].environment!.S3_BUCKET!;
    expect(bucket).toBeTruthy();
    for (const [name, service] of medusa) {
      const env = service.environment!;
      expect(env.S3_BUCKET, name).toBe(bucket);
      // MinIO's address and path-style URLs are options (ADR 240), in the file every container mounts.
      expect(env.GLOW_OPTIONS_FILE, name).toBe(OPTIONS_IN_CONTAINER);
      expect(service.volumes, name).toContain(`./deploy/shop-options.json:${OPTIONS_IN_CONTAINER}:ro`);
      expect(env.S3_SECRET_ACCESS_KEY, name).toMatch(/:\?/); // required, no default secret
      expect(env.S3_FILE_URL, name).toMatch(/\/files$/);
      expect(service.depends_on?.["minio-setup"]?.condition, name).toBe("service_completed_successfully");
      // No local upload volume: two hosts could not share it.
      expect((service.volumes ?? []).some((volume) => volume.includes("uploads")), name).toBe(false);
    }
    const options = loadShopOptions("deploy/shop-options.json", root);
    expect(options.fileStorage).toMatchObject({ s3Endpoint: "http://minio:9000", s3ForcePathStyle: true });
    expect(options.storefront.s3InternalUrl).toBe(`http://minio:9000/${bucket}`);
    for (const name of ["storefront-a", "storefront-b"]) {
      expect(compose.services[name]!.environment!.GLOW_OPTIONS_FILE, name).toBe(OPTIONS_IN_CONTAINER);
      expect(compose.services[name]!.volumes, name).toContain(`./deploy/shop-options.json:${OPTIONS_IN_CONTAINER}:ro`);
    }
    expect(setup.depends_on?.minio?.condition).toBe("service_healthy");
    expect(JSON.stringify(setup)).toContain(`mb --ignore-existing glow/${bucket}`);
    expect(compose.services.minio!.environment!.MINIO_ROOT_PASSWORD).toMatch(/:\?/);
    const nginx = fs.readFileSync(path.join(root, "deploy", "nginx.conf"), "utf8");
    expect(nginx).toMatch(new RegExp(`location /files/ \\{[^}]*limit_except GET HEAD \\{ deny all; \\}[^}]*proxy_pass http://minio:9000/${bucket}/;`));
  });
});

describe("Dockerfile", () => {
  const dockerfile = fs.readFileSync(path.join(root, "Dockerfile"), "utf8");
  /** The instructions of one stage, from its FROM to the next. */
  const stage = (name: string) => {
    const match = new RegExp(`^FROM \\S+ AS ${name}$([\\s\\S]*?)(?=^FROM |(?![\\s\\S]))`, "m").exec(dockerfile);
    if (!match) throw new Error(`no stage ${name}`);
    return match[1]!
      .split("\n")
      .filter((line) => !line.startsWith("#"))
      .join("\n");
  };

  it.each(["commerce", "storefront"])("the %s image runs as a non-root user, without tsx", (name) => {
    const lines = stage(name).split("\n");
    const user = lines.findIndex((line) => /^USER node$/.test(line));
    const cmd = lines.findIndex((line) => line.startsWith("CMD "));
    expect(user).toBeGreaterThan(-1);
    expect(cmd).toBeGreaterThan(user);
    expect(lines.slice(user).some((line) => /^USER root/.test(line))).toBe(false);
    expect(stage(name)).not.toMatch(/tsx/);
  });

  it.each([
    ["commerce", "commerce-deps", "commerce"],
    ["storefront", "storefront-deps", "storefront"],
  ])("the %s image holds production dependencies only (from %s) and build output, never the build stage's tree", (name, deps, workspace) => {
    expect(stage(deps)).toMatch(new RegExp(`npm ci --omit=dev --workspace ${workspace}\\b`));
    expect(stage(name)).toMatch(new RegExp(`COPY --from=${deps} /app/node_modules node_modules`));
    expect(stage(name)).not.toMatch(/COPY --from=build \/app \/app|COPY --from=build \/app\/node_modules/);
  });

  it("copies every workspace's package.json before installing, found rather than listed (ADR 241)", () => {
    const files = stage("manifest-files");
    expect(files).toMatch(/^COPY \. \.$/m);
    for (const pattern of ["package.json package-lock.json", "commerce/package.json", "storefront/package.json", "packages/*/package.json", "plugins/*/package.json"]) {
      expect(files).toContain(pattern);
    }
    // The install stage sees the manifests only, so a source change does not redo `npm ci`.
    expect(stage("manifests")).toMatch(/^COPY --from=manifest-files \/manifests\/ \.\/$/m);
    expect(stage("manifests")).not.toMatch(/^COPY \. /m);
  });

  it("type-checks every plugin in the solution (npm run typecheck writes the references from plugins/)", () => {
    const solution = JSON.parse(fs.readFileSync(path.join(root, "tsconfig.json"), "utf8")) as { references: Array<{ path: string }> };
    for (const name of fs.readdirSync(path.join(root, "plugins"))) {
      if (!fs.existsSync(path.join(root, "plugins", name, "package.json"))) continue;
      expect(solution.references.map((reference) => reference.path)).toContain(`plugins/${name}/tsconfig.check.json`);
    }
  });

  it("keeps the host's dependencies, builds, data and secrets out of the build context", () => {
    const ignored = fs.readFileSync(path.join(root, ".dockerignore"), "utf8").split("\n");
    for (const entry of ["**/node_modules", ".data", "**/.medusa", "storefront/build", "packages/*/dist", ".env"]) expect(ignored).toContain(entry);
  });

  it("the storefront runs its compiled server", () => {
    expect(stage("storefront")).toMatch(/^CMD \["node", "build\/server\.js"\]$/m);
    const pkg = JSON.parse(fs.readFileSync(path.join(root, "storefront", "package.json"), "utf8")) as { scripts: Record<string, string> };
    expect(pkg.scripts.build).toMatch(/esbuild server\.ts .*--outfile=build\/server\.js/);
  });
});
