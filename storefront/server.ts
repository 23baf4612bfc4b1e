/**
 * The storefront's production server: Remix's request handler on Express, with compression,
 * long-lived caching for fingerprinted assets, and the shopper's IP handed to the app in a
 * header only this server sets (rate limits are per IP; a client-sent value is never trusted).
 * TRUST_PROXY=<hops> makes Express read the IP from X-Forwarded-For behind a load balancer.
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createRequestHandler } from "@remix-run/express";
import type { ServerBuild } from "@remix-run/node";
import compression from "compression";
import express from "express";
import morgan from "morgan";

export const CLIENT_IP_HEADER = "x-glow-client-ip";

const root = path.dirname(fileURLToPath(import.meta.url));
const port = Number(process.env.PORT ?? 3000);
const build = (await import(path.join(root, "build", "server", "index.js"))) as ServerBuild;

const app = express();
app.disable("x-powered-by");
const trustProxy = process.env.TRUST_PROXY;
app.set("trust proxy", trustProxy ? (/^\d+$/.test(trustProxy) ? Number(trustProxy) : trustProxy) : false);
app.use(compression());
app.use("/assets", express.static(path.join(root, "build", "client", "assets"), { immutable: true, maxAge: "1y" }));
app.use(express.static(path.join(root, "build", "client"), { maxAge: "1h" }));
app.use(morgan(process.env.NODE_ENV === "production" ? "tiny" : "dev"));
app.use((req, _res, next) => {
  req.headers[CLIENT_IP_HEADER] = req.ip ?? req.socket.remoteAddress ?? "";
  next();
});
app.all("*", createRequestHandler({ build, mode: process.env.NODE_ENV }));

const server = app.listen(port, () => console.log(`[storefront] http://localhost:${port}`));
for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
