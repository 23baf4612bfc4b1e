import fs from "node:fs";
import path from "node:path";

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
    for (let i = 0; i < 100; i++) {
      const found = read().filter((m) => m.to === to);
      if (found.length > after) return found[found.length - 1]!;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`No SMS to ${to}`);
  }

  return { file, read, count, next };
}

/** The code word of an SMS body that matches `pattern` (6 digits by default). */
export const codeIn = (body: string, pattern: RegExp = /^\d{6}$/) => body.split(/\s+/).find((word) => pattern.test(word));
