import http from "node:http";

/**
 * A tiny HTTP load balancer for the scale test: each request goes to the next upstream in turn
 * (round robin), with the Host header kept (so the storefront's same-origin checks see the public
 * host) and the client address appended to X-Forwarded-For. `x-glow-upstream` on the answer names
 * the process that served it, so tests can see both were used. Upstreams that refuse connections
 * are skipped for that request.
 */
export function startRoundRobinProxy(port: number, upstreams: Array<{ name: string; port: number }>): Promise<http.Server> {
  let next = 0;
  const server = http.createServer((req, res) => {
    const attempt = (tried: number): void => {
      const upstream = upstreams[next++ % upstreams.length]!;
      const forwardedFor = [req.headers["x-forwarded-for"], req.socket.remoteAddress].filter(Boolean).join(", ");
      const proxied = http.request(
        // A fresh connection per request: no race with an upstream closing an idle keep-alive socket.
        { host: "127.0.0.1", port: upstream.port, method: req.method, path: req.url, headers: { ...req.headers, "x-forwarded-for": forwardedFor }, agent: false },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, { ...answer.headers, "x-glow-upstream": upstream.name });
          answer.pipe(res);
        },
      );
      proxied.on("error", (error: NodeJS.ErrnoException) => {
        if (error.code === "ECONNREFUSED" && tried + 1 < upstreams.length && !res.headersSent) return attempt(tried + 1);
        if (!res.headersSent) res.writeHead(502, { "content-type": "application/json" });
        res.end(JSON.stringify({ message: "The shop is not reachable right now." }));
      });
      req.pipe(proxied);
    };
    attempt(0);
  });
  // Longer than clients' idle timeouts, so the proxy is never the side closing a socket a client reuses.
  server.keepAliveTimeout = 65_000;
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve(server));
  });
}
