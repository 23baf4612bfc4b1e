import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, describe, expect, it } from "vitest";
import { startRoundRobinProxy } from "./round-robin-proxy.ts";

const servers: http.Server[] = [];
afterAll(() => servers.forEach((s) => s.close()));

function upstream(name: string): Promise<number> {
  const server = http.createServer((req, res) => res.end(JSON.stringify({ name, host: req.headers.host, xff: req.headers["x-forwarded-for"], method: req.method })));
  servers.push(server);
  return new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve((server.address() as AddressInfo).port)));
}

describe("round-robin proxy (scale test)", () => {
  it("alternates upstreams, keeps Host, appends X-Forwarded-For and names the upstream", async () => {
    const [a, b] = await Promise.all([upstream("A"), upstream("B")]);
    const proxy = await startRoundRobinProxy(0, [
      { name: "A", port: a },
      { name: "B", port: b },
    ]);
    servers.push(proxy);
    const port = (proxy.address() as AddressInfo).port;
    const answers = [];
    for (let i = 0; i < 4; i++) {
      const response = await fetch(`http://127.0.0.1:${port}/x`, { headers: { "x-forwarded-for": "10.1.2.3" } });
      answers.push({ tag: response.headers.get("x-glow-upstream"), body: (await response.json()) as { name: string; host: string; xff: string } });
    }
    expect(answers.map((a) => a.tag)).toEqual(["A", "B", "A", "B"]);
    expect(answers[0]!.body.host).toBe(`127.0.0.1:${port}`);
    expect(answers[0]!.body.xff).toBe("10.1.2.3, 127.0.0.1");
  });

  it("skips an upstream that refuses connections", async () => {
    const a = await upstream("A");
    const proxy = await startRoundRobinProxy(0, [
      { name: "dead", port: 1 },
      { name: "A", port: a },
    ]);
    servers.push(proxy);
    const port = (proxy.address() as AddressInfo).port;
    for (let i = 0; i < 3; i++) expect((await fetch(`http://127.0.0.1:${port}/`)).headers.get("x-glow-upstream")).toBe("A");
  });
});
