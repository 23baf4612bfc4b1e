import fs from "node:fs";
import path from "node:path";
import { waitFor } from "../support/poll";

export interface Sms {
  to: string;
  body: string;
  sentAt?: string;
}

/**
 * A suite's own SMS outbox (the `local` gateway appends one JSON line per message). Sets
 * SMS_OUTBOX_FILE, so call it at the spec file's top level: the shared boot applies top-level
 * environment changes to that suite only (ADR 073).
 */
export function suiteOutbox(suite: string) {
  const file = path.join(path.resolve(process.env.GLOW_DATA_DIR ?? "../.data/test-data"), `sms-outbox-${suite}-${process.pid}.jsonl`);
  process.env.SMS_OUTBOX_FILE = file;

  const read = (): Sms[] =>
    fs.existsSync(file)
      ? fs
          .readFileSync(file, "utf8")
          .split("\n")
          .filter(Boolean)
          .map((line) => JSON.parse(line) as Sms)
      : [];
  const count = (to: string) => read().filter((m) => m.to === to).length;

  /** Waits for the next SMS to a number (the subscriber sends it just after the route answers). */
  async function next(to: string, after: number): Promise<Sms> {
    return waitFor(() => read().filter((m) => m.to === to).slice(after).at(-1), `an SMS to ${to}`, { timeoutMs: 10_000 });
  }

  /**
   * Waits until every SMS asked for so far has been handled: a marker SMS goes through the same event
   * and subscriber after them, and its line in the outbox is the signal (no fixed wait). Requests
   * that were answered before this call had already handed their SMS to the event bus (the routes
   * await the emit), so a count read after it is final.
   */
  async function drained(container: { resolve: (key: string) => any }): Promise<void> {
    const marker = `drain-${process.pid}-${Date.now()}-${Math.random().toString(36).slice(2)}`;
    await container.resolve("event_bus").emit({ name: "phone-auth.sms.requested", data: { to: DRAIN_NUMBER, body: marker, purpose: "drain" } });
    await waitFor(() => read().some((m) => m.to === DRAIN_NUMBER && m.body === marker), `the SMS outbox to drain (${file})`, { timeoutMs: 10_000, intervalMs: 50 });
  }

  return { file, read, count, next, drained };
}

/** The number of the marker SMS `drained()` sends: no shopper's, so no test counts it. */
const DRAIN_NUMBER = "+233209999999";

/** The code word of an SMS body that matches `pattern` (6 digits by default). */
export const codeIn = (body: string, pattern: RegExp = /^\d{6}$/) => body.split(/\s+/).find((word) => pattern.test(word));
