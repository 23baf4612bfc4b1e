/**
 * A small client for Paystack's documented REST API (https://paystack.com/docs/api/):
 * initialize and verify transactions, refunds. Every answer has `{ status, message, data }`.
 */
export interface PaystackClientOptions {
  secretKey: string;
  baseUrl: string;
  timeoutMs?: number;
}

export interface PaystackTransaction {
  id: number;
  status: "success" | "failed" | "abandoned" | "ongoing" | "pending" | "processing" | "queued" | "reversed" | string;
  reference: string;
  amount: number;
  currency: string;
  channel?: string;
  gateway_response?: string;
  paid_at?: string | null;
  metadata?: Record<string, unknown> | string | null;
}

export class PaystackError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = "PaystackError";
  }
}

export class PaystackClient {
  constructor(private readonly options: PaystackClientOptions) {}

  private async request<T>(method: "GET" | "POST", path: string, body?: unknown): Promise<T> {
    const url = `${this.options.baseUrl.replace(/\/+$/, "")}${path}`;
    let response: Response;
    try {
      response = await fetch(url, {
        method,
        headers: { authorization: `Bearer ${this.options.secretKey}`, "content-type": "application/json", accept: "application/json" },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 15_000),
      });
    } catch (error) {
      throw new PaystackError(`Paystack could not be reached: ${error instanceof Error ? error.message : String(error)}`, 503);
    }
    const payload = (await response.json().catch(() => null)) as { status?: boolean; message?: string; data?: T } | null;
    if (!response.ok || !payload?.status) {
      throw new PaystackError(`Paystack: ${payload?.message ?? `HTTP ${response.status}`}`, response.status);
    }
    return payload.data as T;
  }

  initialize(input: {
    email: string;
    amount: number;
    currency: string;
    reference: string;
    callback_url?: string;
    channels?: string[];
    metadata?: Record<string, unknown>;
  }): Promise<{ authorization_url: string; access_code: string; reference: string }> {
    return this.request("POST", "/transaction/initialize", input);
  }

  verify(reference: string): Promise<PaystackTransaction> {
    return this.request("GET", `/transaction/verify/${encodeURIComponent(reference)}`);
  }

  refund(input: { transaction: string; amount?: number }): Promise<{ id: number; status: string }> {
    return this.request("POST", "/refund", input);
  }
}
