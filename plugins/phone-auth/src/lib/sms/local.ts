import fs from "node:fs";
import path from "node:path";
import { findRepoRoot } from "@glow/shop-contracts/options-file";
import type { Log, SmsGateway, SmsMessage } from "./types";

/** `SMS_OUTBOX_FILE`, else `$GLOW_DATA_DIR/sms-outbox.jsonl`, else `<repo>/.data/sms-outbox.jsonl`. */
export function outboxPath(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): string {
  if (env.SMS_OUTBOX_FILE) return path.resolve(env.SMS_OUTBOX_FILE);
  const root = findRepoRoot(cwd);
  return path.join(env.GLOW_DATA_DIR ? path.resolve(root, env.GLOW_DATA_DIR) : path.join(root, ".data"), "sms-outbox.jsonl");
}

/**
 * Development gateway: appends `{"to","body","sentAt"}` as one JSON line to the outbox file and logs it,
 * so developers, e2e tests and newcomers can read the codes. Never used when a real gateway is configured.
 */
export class LocalOutboxGateway implements SmsGateway {
  readonly name = "local";
  /** A path, or a function read at every send (tests that share one Medusa switch outboxes per suite). */
  constructor(
    private readonly file: string | (() => string),
    private readonly log?: Log,
  ) {}

  async send(message: SmsMessage): Promise<{ id: string }> {
    const sentAt = new Date().toISOString();
    const file = typeof this.file === "function" ? this.file() : this.file;
    await fs.promises.mkdir(path.dirname(file), { recursive: true });
    await fs.promises.appendFile(file, `${JSON.stringify({ to: message.to, body: message.body, sentAt })}\n`, "utf8");
    this.log?.info(`[sms:local] to ${message.to}: ${message.body} (written to ${file})`);
    return { id: `local-${Date.parse(sentAt)}` };
  }
}
