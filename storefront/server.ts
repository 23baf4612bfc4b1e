/**
 * The storefront's production entry (compiled to build/server.js). With STOREFRONT_WORKERS > 1
 * (`npm start` sets it from the cores, ADR 096) this process is the cluster primary and forks the
 * workers; otherwise, and in each worker, it is the server itself (server-app.ts).
 */
import cluster from "node:cluster";
import { runClusterPrimary, storefrontWorkersFromEnv } from "./app/lib/cluster/primary.server";

const workers = storefrontWorkersFromEnv();
if (cluster.isPrimary && workers > 1) runClusterPrimary(workers);
else await import("./server-app");
