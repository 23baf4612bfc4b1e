import type { SmsGateway, SmsMessage } from "./types";

export interface ArkeselOptions {
  apiKey: string;
  senderId: string;
  /** https://sms.arkesel.com by default; tests point it at a local fake server. */
  baseUrl?: string;
  timeoutMs?: number;
}

/**
 * Arkesel (Ghana), SMS API v2: `POST /api/v2/sms/send` with the `api-key` header and
 * `{ sender, message, recipients: ["233…"] }`. Answers `{ status: "success", data: [{ recipient, id }] }`.
 * Why Arkesel: docs/decisions/004-sms-gateway.md.
 */
export class ArkeselGateway implements SmsGateway {
  readonly name = "arkesel";
  constructor(private readonly options: ArkeselOptions) {
    if (!options.apiKey) throw new Error("ARKESEL_API_KEY is required for the arkesel SMS gateway");
    if (!/^[A-Za-z0-9 ]{1,11}$/.test(options.senderId)) throw new Error("The SMS sender ID must be 1-11 letters, digits or spaces");
  }

  async send(message: SmsMessage): Promise<{ id: string }> {
    const base = (this.options.baseUrl || "https://sms.arkesel.com").replace(/\/+$/, "");
    const response = await fetch(`${base}/api/v2/sms/send`, {
      method: "POST",
      headers: { "api-key": this.options.apiKey, "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify({ sender: this.options.senderId, message: message.body, recipients: [message.to.replace(/^\+/, "")] }),
      signal: AbortSignal.timeout(this.options.timeoutMs ?? 10_000),
    });
    const text = await response.text();
    let answer: any;
    try {
      answer = JSON.parse(text);
    } catch {
      answer = undefined;
    }
    if (!response.ok || answer?.status !== "success") {
      throw new Error(`Arkesel refused the SMS (HTTP ${response.status}): ${answer?.message ?? text.slice(0, 200)}`);
    }
    return { id: String(answer.data?.[0]?.id ?? `arkesel-${Date.now()}`) };
  }
}
