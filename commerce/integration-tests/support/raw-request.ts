import http from "node:http";

/** An answer as the server sent it: the status, the body parsed as JSON when it is JSON, the headers. */
export interface RawAnswer {
  status: number;
  body: any;
  headers: http.IncomingHttpHeaders;
}

/**
 * Requests with the path exactly as written (percent-encodings, case and dots kept: no client-side
 * normalising), for the suites that try Medusa's routes the way scripts do. `freshConnections`: each
 * request on a connection of its own (a kept-alive socket the server closes during a long wait, as
 * SMS tests do, would answer "socket hang up").
 */
export function rawRequester(baseUrl: () => URL, options: { freshConnections?: boolean } = {}) {
  return function raw(method: string, path: string, body: unknown, headers: Record<string, string> = {}): Promise<RawAnswer> {
    const base = baseUrl();
    const payload = body === undefined ? undefined : JSON.stringify(body);
    return new Promise((resolve, reject) => {
      const req = http.request(
        {
          host: base.hostname,
          port: base.port,
          method,
          path,
          ...(options.freshConnections ? { agent: false } : {}),
          headers: { ...(payload ? { "content-type": "application/json", "content-length": String(Buffer.byteLength(payload)) } : {}), "user-agent": "jest", ...headers },
        },
        (res) => {
          let text = "";
          res.setEncoding("utf8");
          res.on("data", (chunk) => (text += chunk));
          res.on("end", () => {
            let parsed: any = text;
            try {
              parsed = text ? JSON.parse(text) : {};
            } catch {
              // Not JSON: kept as text.
            }
            resolve({ status: res.statusCode ?? 0, body: parsed, headers: res.headers });
          });
        },
      );
      req.on("error", reject);
      if (payload) req.write(payload);
      req.end();
    });
  };
}
