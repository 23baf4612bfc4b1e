import { AbstractPaymentProvider, MathBN, MedusaError, PaymentActions, PaymentSessionStatus } from "@medusajs/framework/utils";
import type {
  AuthorizePaymentInput,
  AuthorizePaymentOutput,
  CancelPaymentInput,
  CancelPaymentOutput,
  CapturePaymentInput,
  CapturePaymentOutput,
  DeletePaymentInput,
  DeletePaymentOutput,
  GetPaymentStatusInput,
  GetPaymentStatusOutput,
  InitiatePaymentInput,
  InitiatePaymentOutput,
  Logger,
  ProviderWebhookPayload,
  RefundPaymentInput,
  RefundPaymentOutput,
  RetrievePaymentInput,
  RetrievePaymentOutput,
  UpdatePaymentInput,
  UpdatePaymentOutput,
  WebhookActionResult,
} from "@medusajs/framework/types";
import { PaystackClient, type PaystackTransaction } from "../../lib/paystack-client";
import { isValidPaystackSignature, paystackEmailFor, paystackReference, toPesewas } from "../../lib/paystack-helpers";

export interface PaystackOptions {
  /** PAYSTACK_SECRET_KEY (sk_live_… / sk_test_…); the provider is only registered when it is set. */
  secret_key: string;
  /** The option payments.paystackBaseUrl: https://api.paystack.co unless a test points it at a fake. */
  base_url?: string;
  /** Where Paystack sends the shopper back: the storefront's /checkout/paystack. */
  callback_url?: string;
  /** Domain of the placeholder email for phone-only customers (the option payments.customerEmailDomain). */
  shop_domain?: string;
}

/** Session data we keep (visible to the storefront: no secrets in here). */
export interface PaystackSessionData extends Record<string, unknown> {
  reference: string;
  authorization_url: string;
  access_code: string;
  amount_pesewas: number;
  currency: "GHS";
  email: string;
  session_id?: string;
}

/** Mobile money (MTN, Telecel, AirtelTigo), cards and bank transfer: Paystack's channels for Ghana. */
export const PAYSTACK_CHANNELS = ["mobile_money", "card", "bank_transfer", "bank"];

/**
 * Paystack as a Medusa payment provider (id `pp_paystack_paystack`). Paystack charges are
 * captured at once: `authorizePayment` verifies the transaction with Paystack and reports
 * "captured" only for a successful charge of exactly the session's amount in GHS.
 */
export class PaystackProviderService extends AbstractPaymentProvider<PaystackOptions> {
  static override identifier = "paystack";
  private readonly client: PaystackClient;
  private readonly logger: Logger;

  static override validateOptions(options: Record<string, unknown>): void {
    if (typeof options.secret_key !== "string" || !options.secret_key) {
      throw new MedusaError(MedusaError.Types.INVALID_DATA, "The Paystack provider needs the secret_key option (PAYSTACK_SECRET_KEY).");
    }
  }

  constructor(container: { logger: Logger }, protected readonly options: PaystackOptions) {
    super(container, options);
    this.logger = container.logger;
    this.client = new PaystackClient({ secretKey: options.secret_key, baseUrl: options.base_url || "https://api.paystack.co" });
  }

  private async start(input: InitiatePaymentInput | UpdatePaymentInput): Promise<PaystackSessionData> {
    if (input.currency_code.toLowerCase() !== "ghs") {
      throw new MedusaError(MedusaError.Types.INVALID_DATA, "Paystack payments at Glow are in Ghana cedis (GHS) only.");
    }
    const email = paystackEmailFor(input.context?.customer, this.options.shop_domain || "glow.com.gh") ?? paystackEmailFor({ email: input.data?.email as string | undefined }, "");
    if (!email) {
      throw new MedusaError(MedusaError.Types.INVALID_DATA, "Paystack needs the customer's phone number or email: please sign in before paying.");
    }
    const sessionId = input.context?.idempotency_key ?? (input.data?.session_id as string | undefined);
    const amount = toPesewas(MathBN.convert(input.amount).toNumber());
    const reference = paystackReference(sessionId ?? "session");
    const started = await this.client.initialize({
      email,
      amount,
      currency: "GHS",
      reference,
      channels: PAYSTACK_CHANNELS,
      ...(this.options.callback_url ? { callback_url: this.options.callback_url } : {}),
      metadata: { session_id: sessionId, customer_id: input.context?.customer?.id },
    });
    return {
      reference: started.reference || reference,
      authorization_url: started.authorization_url,
      access_code: started.access_code,
      amount_pesewas: amount,
      currency: "GHS",
      email,
      ...(sessionId ? { session_id: sessionId } : {}),
    };
  }

  override async initiatePayment(input: InitiatePaymentInput): Promise<InitiatePaymentOutput> {
    const data = await this.start(input);
    return { id: data.reference, data, status: PaymentSessionStatus.PENDING } as InitiatePaymentOutput;
  }

  /** A new amount needs a new Paystack transaction (a reference is single-use). */
  override async updatePayment(input: UpdatePaymentInput): Promise<UpdatePaymentOutput> {
    const data = await this.start(input);
    return { data, status: PaymentSessionStatus.PENDING };
  }

  private statusOf(transaction: PaystackTransaction, data: Partial<PaystackSessionData>): PaymentSessionStatus {
    switch (transaction.status) {
      case "success":
        if (transaction.amount !== data.amount_pesewas || transaction.currency?.toUpperCase() !== "GHS") {
          this.logger.error(`paystack: ${transaction.reference} paid ${transaction.amount} ${transaction.currency}, expected ${data.amount_pesewas} GHS`);
          return PaymentSessionStatus.ERROR;
        }
        return PaymentSessionStatus.CAPTURED;
      case "failed":
      case "reversed":
        return PaymentSessionStatus.ERROR;
      case "abandoned":
        return PaymentSessionStatus.REQUIRES_MORE;
      default:
        return PaymentSessionStatus.PENDING;
    }
  }

  override async authorizePayment(input: AuthorizePaymentInput): Promise<AuthorizePaymentOutput> {
    const data = (input.data ?? {}) as Partial<PaystackSessionData>;
    if (!data.reference) return { status: PaymentSessionStatus.ERROR, data: input.data ?? {} };
    const transaction = await this.client.verify(data.reference);
    const status = this.statusOf(transaction, data);
    return {
      status,
      data: { ...data, transaction_id: transaction.id, paystack_status: transaction.status, channel: transaction.channel ?? null, paid_at: transaction.paid_at ?? null },
    };
  }

  override async getPaymentStatus(input: GetPaymentStatusInput): Promise<GetPaymentStatusOutput> {
    const data = (input.data ?? {}) as Partial<PaystackSessionData>;
    if (!data.reference) return { status: PaymentSessionStatus.PENDING, data: input.data ?? {} };
    const transaction = await this.client.verify(data.reference);
    return { status: this.statusOf(transaction, data), data: input.data ?? {} };
  }

  /** Already captured when the shopper paid. */
  override async capturePayment(input: CapturePaymentInput): Promise<CapturePaymentOutput> {
    return { data: input.data ?? {} };
  }

  override async refundPayment(input: RefundPaymentInput): Promise<RefundPaymentOutput> {
    const data = (input.data ?? {}) as Partial<PaystackSessionData>;
    if (!data.reference) throw new MedusaError(MedusaError.Types.INVALID_DATA, "This payment has no Paystack reference to refund.");
    const refund = await this.client.refund({ transaction: data.reference, amount: toPesewas(MathBN.convert(input.amount).toNumber()) });
    return { data: { ...data, refunds: [...((data.refunds as unknown[]) ?? []), { id: refund.id, status: refund.status }] } };
  }

  override async cancelPayment(input: CancelPaymentInput): Promise<CancelPaymentOutput> {
    return { data: input.data ?? {} };
  }
  override async deletePayment(input: DeletePaymentInput): Promise<DeletePaymentOutput> {
    return { data: input.data ?? {} };
  }
  override async retrievePayment(input: RetrievePaymentInput): Promise<RetrievePaymentOutput> {
    const data = (input.data ?? {}) as Partial<PaystackSessionData>;
    if (!data.reference) return { data: input.data ?? {} };
    return { data: { ...data, transaction: await this.client.verify(data.reference) } };
  }

  /**
   * For Medusa's generic `/hooks/payment/paystack_paystack` route. Glow points Paystack at its
   * own `/hooks/paystack` (plugins/payments/src/api/hooks/paystack), which refuses bad signatures with 401.
   */
  override async getWebhookActionAndData(payload: ProviderWebhookPayload["payload"]): Promise<WebhookActionResult> {
    const headers = payload.headers as Record<string, unknown>;
    if (!isValidPaystackSignature(payload.rawData as Buffer, headers["x-paystack-signature"], this.options.secret_key)) {
      return { action: PaymentActions.NOT_SUPPORTED };
    }
    const event = payload.data as { event?: string; data?: { metadata?: { session_id?: string }; amount?: number } };
    const sessionId = event.data?.metadata?.session_id;
    if (event.event !== "charge.success" || !sessionId) return { action: PaymentActions.NOT_SUPPORTED };
    return { action: PaymentActions.SUCCESSFUL, data: { session_id: sessionId, amount: (event.data?.amount ?? 0) / 100 } };
  }
}
