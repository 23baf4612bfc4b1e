import crypto from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A local stand-in for Paystack's REST API (https://paystack.com/docs/api/): initialize,
 * verify and refund, with Bearer-key checks and Paystack's `{ status, message, data }` answers.
 * It records every request so tests can assert what Glow sent, and lets a test "pay" a
 * transaction and build the signed `charge.success` webhook Paystack would send.
 */
export interface FakeTransaction {
  id: number;
  reference: string;
  access_code: string;
  amount: number;
  currency: string;
  email: string;
  channels?: string[];
  callback_url?: string;
  metadata: Record<string, unknown>;
  status: "ongoing" | "success" | "failed" | "abandoned";
  paid_at: string | null;
  channel: string | null;
}

export interface RecordedRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  body: any;
}

export class FakePaystack {
  readonly requests: RecordedRequest[] = [];
  readonly transactions = new Map<string, FakeTransaction>();
  private server?: http.Server;
  private nextId = 1000;
  url = "";

  constructor(readonly secretKey: string) {}

  async start(port: number): Promise<string> {
    this.server = http.createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve, reject) => {
      this.server!.once("error", reject);
      this.server!.listen(port, "127.0.0.1", () => resolve());
    });
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this.url;
  }

  /**
   * Binds an ephemeral port synchronously, so the URL is known before Medusa reads its config
   * (the option payments.paystackBaseUrl) at the start of the test run.
   */
  listenNow(): string {
    this.server = http.createServer((req, res) => void this.handle(req, res));
    this.server.listen(Number(process.env.FAKE_PAYSTACK_PORT ?? 0));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this.url;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  private send(res: http.ServerResponse, status: number, body: unknown) {
    res.writeHead(status, { "content-type": "application/json" });
    res.end(JSON.stringify(body));
  }

  private async handle(req: http.IncomingMessage, res: http.ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString("utf8");
    const body = raw ? JSON.parse(raw) : undefined;
    const path = (req.url ?? "/").split("?")[0]!;
    this.requests.push({ method: req.method ?? "", path, authorization: req.headers.authorization, body });

    if (req.headers.authorization !== `Bearer ${this.secretKey}`) return this.send(res, 401, { status: false, message: "Invalid key" });

    if (req.method === "POST" && path === "/transaction/initialize") {
      if (!body?.email || !Number.isInteger(body.amount) || body.amount <= 0) {
        return this.send(res, 400, { status: false, message: "Invalid email or amount" });
      }
      if (this.transactions.has(body.reference)) return this.send(res, 400, { status: false, message: "Duplicate Transaction Reference" });
      const access_code = crypto.randomBytes(8).toString("hex");
      const tx: FakeTransaction = {
        id: this.nextId++,
        reference: body.reference,
        access_code,
        amount: body.amount,
        currency: body.currency ?? "GHS",
        email: body.email,
        channels: body.channels,
        callback_url: body.callback_url,
        metadata: body.metadata ?? {},
        status: "ongoing",
        paid_at: null,
        channel: null,
      };
      this.transactions.set(tx.reference, tx);
      return this.send(res, 200, {
        status: true,
        message: "Authorization URL created",
        data: { authorization_url: `${this.url}/checkout/${access_code}`, access_code, reference: tx.reference },
      });
    }
    const verify = /^\/transaction\/verify\/(.+)$/.exec(path);
    if (req.method === "GET" && verify) {
      const tx = this.transactions.get(decodeURIComponent(verify[1]!));
      if (!tx) return this.send(res, 400, { status: false, message: "Transaction reference not found" });
      return this.send(res, 200, { status: true, message: "Verification successful", data: { ...tx } });
    }
    if (req.method === "POST" && path === "/refund") {
      const tx = this.transactions.get(body?.transaction);
      if (!tx || tx.status !== "success") return this.send(res, 400, { status: false, message: "Transaction not found or not successful" });
      return this.send(res, 200, { status: true, message: "Refund has been queued for processing", data: { id: this.nextId++, status: "pending" } });
    }
    this.send(res, 404, { status: false, message: "Not found" });
  }

  /** The shopper pays on Paystack's page (MoMo by default). */
  pay(reference: string, overrides: Partial<FakeTransaction> = {}): FakeTransaction {
    const tx = this.transactions.get(reference);
    if (!tx) throw new Error(`No fake transaction ${reference}`);
    Object.assign(tx, { status: "success", paid_at: new Date().toISOString(), channel: "mobile_money" }, overrides);
    return tx;
  }

  /** The `charge.success` webhook for a transaction: raw body and its signature header. */
  webhook(reference: string, key = this.secretKey): { body: string; signature: string } {
    const tx = this.transactions.get(reference);
    if (!tx) throw new Error(`No fake transaction ${reference}`);
    const body = JSON.stringify({
      event: "charge.success",
      data: { id: tx.id, status: tx.status, reference: tx.reference, amount: tx.amount, currency: tx.currency, channel: tx.channel, paid_at: tx.paid_at, metadata: tx.metadata, customer: { email: tx.email } },
    });
    return { body, signature: crypto.createHmac("sha512", key).update(body).digest("hex") };
  }
}
