import type { MetaFunction } from "@remix-run/node";
import { NotFound } from "~/components/layout/NotFound";

/** Any path no other route claims: HTTP 404 with the "404 Page Not Found" page. */
export function loader() {
  throw new Response("Not Found", { status: 404 });
}

export default function CatchAll() {
  return <NotFound />;
}

export const meta: MetaFunction = () => [{ title: "404 Page Not Found — Glow" }];

export function ErrorBoundary() {
  return <NotFound />;
}
