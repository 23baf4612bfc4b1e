import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { binDir, pluginsDir, repoRoot } from "./paths.ts";
import { readTurboLine } from "./turbo.ts";

describe("readTurboLine", () => {
  it("reads a task restored from the cache, one being built, one forced, and a failed one", () => {
    expect(readTurboLine("@glow/storefront:build: cache hit, replaying logs 2ec9aa1b")).toEqual({ task: "@glow/storefront#build", cached: true });
    expect(readTurboLine("@glow/commerce:build:admin: cache miss, executing 9c481d00")).toEqual({ task: "@glow/commerce#build:admin", cached: false });
    expect(readTurboLine("@glow/plugin-news:build: cache bypass, force executing b8562200")).toEqual({ task: "@glow/plugin-news#build", cached: false });
    expect(readTurboLine("@glow/commerce#build: command (/repo/commerce) /usr/bin/npm run build exited (1)")).toEqual({ failedTask: "@glow/commerce#build" });
  });

  it("ignores a build's own output, even when it quotes turbo", () => {
    expect(readTurboLine("@glow/commerce:build: > MEDUSA_DISABLE_ADMIN=true medusa build")).toBeUndefined();
    expect(readTurboLine("@glow/commerce:build: a line saying cache hit")).toBeUndefined();
  });
});

interface DryTask {
  taskId: string;
  dependencies: string[];
}

/** turbo's own plan for `npm start`'s two runs, without running anything. */
function plan(task: string): DryTask[] {
  const out = execFileSync(path.join(binDir, "turbo"), ["run", task, "--dry=json", "--env-mode=loose"], {
    cwd: repoRoot,
    env: { ...process.env, TURBO_TELEMETRY_DISABLED: "1" },
    encoding: "utf8",
    stdio: ["ignore", "pipe", "ignore"],
  });
  return (JSON.parse(out) as { tasks: DryTask[] }).tasks;
}

describe("the build graph (turbo.json, ADR 245)", () => {
  it("builds every plugin before the Medusa backend, so a new plugin needs no list", () => {
    const tasks = plan("build");
    const backend = tasks.find((task) => task.taskId === "@glow/commerce#build");
    const plugins = fs
      .readdirSync(pluginsDir)
      .filter((dir) => fs.existsSync(path.join(pluginsDir, dir, "package.json")))
      .map((dir) => (JSON.parse(fs.readFileSync(path.join(pluginsDir, dir, "package.json"), "utf8")) as { name: string }).name);
    expect(plugins.length).toBeGreaterThan(5);
    for (const plugin of plugins) expect(backend?.dependencies).toContain(`${plugin}#build`);
    // The storefront needs the shared contracts only: it may build beside the plugin chain.
    expect(tasks.find((task) => task.taskId === "@glow/storefront#build")?.dependencies).toEqual(["@glow/shop-contracts#build"]);
  });

  it("keys the admin dashboard on its own sources, not on the backend build (ADR 130)", () => {
    const [admin] = plan("build:admin");
    expect(admin?.taskId).toBe("@glow/commerce#build:admin");
    expect(admin?.dependencies).toEqual([]);
  });
});
