import fs from "node:fs";
import path from "node:path";
import { expect, type APIRequestContext } from "@playwright/test";
import { workerSlot, WORKER_SLOTS } from "./worker.ts";

/** The SMS outbox of the shop under test (contracts: one JSON line per message); test:scale names its own. */
export const OUTBOX = path.resolve(process.env.SCALE_OUTBOX ?? process.env.SMS_OUTBOX_FILE ?? path.join(".data", "e2e", "sms-outbox.jsonl"));

export interface Sms {
  to: string;
  body: string;
  sentAt: string;
}

export function readOutbox(): Sms[] {
  if (!fs.existsSync(OUTBOX)) return [];
  return fs
    .readFileSync(OUTBOX, "utf8")
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Sms);
}

const sameNumber = (to: string, localPhone: string) => to === localPhone || to === `+233${localPhone.slice(1)}`;

/** Every SMS sent to this number so far, oldest first. */
export const smsTo = (localPhone: string): Sms[] => readOutbox().filter((sms) => sameNumber(sms.to, localPhone));

/** The code word of an SMS body, if it has one that matches. */
export const codeIn = (body: string, pattern: RegExp): string | undefined =>
  body.split(/\s+/).map((word) => word.replace(/[.,;:!]+$/, "")).find((word) => pattern.test(word));

/** Waits for the newest SMS to this number after the first `after` and returns its code word. */
export async function codeAfter(localPhone: string, after: number, pattern: RegExp): Promise<string> {
  for (let i = 0; i < 100; i++) {
    const message = smsTo(localPhone).slice(after).at(-1);
    const code = message && codeIn(message.body, pattern);
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`No SMS with a code reached ${localPhone} (outbox ${OUTBOX})`);
}

/** Waits for a new SMS to this number (sent after `since`) and returns its code word. */
export async function waitForCode(localPhone: string, pattern: RegExp, since: number, timeoutMs = 10_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const message = readOutbox()
      .filter((sms) => sameNumber(sms.to, localPhone) && Date.parse(sms.sentAt) >= since - 1000)
      .at(-1);
    const code = message && codeIn(message.body, pattern);
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No SMS with a code reached ${localPhone} within ${timeoutMs} ms (outbox: ${OUTBOX}).`);
}

export const REGISTRATION_CODE = /^[A-Z0-9]{6}$/;
export const DIGIT_CODE = /^\d{6}$/;

let phoneCounter = 0;
/**
 * A fresh Ghana number (`prefix` + 7 digits from the clock and a counter), so tests never collide with
 * earlier data or each other: each Playwright worker takes the numbers ending in its own residue
 * modulo WORKER_SLOTS, so two workers asking in the same millisecond get different numbers (ADR 180).
 */
export function freshPhone(prefix = "020"): string {
  const n = ((Date.now() + phoneCounter++) * WORKER_SLOTS + workerSlot()) % 10_000_000;
  return `${prefix}${String(n).padStart(7, "0")}`;
}

/**
 * Waits until every SMS the shop was asked for so far is in the outbox, so that a count read next is
 * final (absence proven by a signal, not a sleep): a registration code for a fresh marker number is
 * asked after them, and its SMS arriving is the signal. The routes hand each SMS to the event bus
 * before they answer, and one subscriber (or worker queue) sends them in order.
 */
export async function outboxDrained(request: APIRequestContext, options: { baseUrl?: string; headers?: Record<string, string> } = {}): Promise<void> {
  const marker = freshPhone("059");
  const asked = await request.post(`${options.baseUrl ?? ""}/api/auth/send-registration-otp`, { data: { phoneNumber: marker }, headers: options.headers });
  expect(asked.status(), await asked.text()).toBe(200);
  await codeAfter(marker, 0, REGISTRATION_CODE);
}
