import { AbstractPaymentProvider, PaymentActions, PaymentSessionStatus } from "@medusajs/framework/utils";
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
  ProviderWebhookPayload,
  RefundPaymentInput,
  RefundPaymentOutput,
  RetrievePaymentInput,
  RetrievePaymentOutput,
  UpdatePaymentInput,
  UpdatePaymentOutput,
  WebhookActionResult,
} from "@medusajs/framework/types";
import crypto from "node:crypto";

/**
 * "Pay on delivery": the customer pays the rider (cash or mobile money) when the order
 * arrives. Authorising succeeds at once and captures nothing; staff capture the payment in
 * the Medusa admin once the money is in. Always available.
 */
export class PayOnDeliveryProviderService extends AbstractPaymentProvider<Record<string, never>> {
  static override identifier = "pay-on-delivery";

  constructor(container: Record<string, unknown>, options: Record<string, never>) {
    super(container, options);
  }

  override async initiatePayment(input: InitiatePaymentInput): Promise<InitiatePaymentOutput> {
    return { id: `pod_${crypto.randomUUID()}`, data: { ...(input.data ?? {}), method: "pay_on_delivery" }, status: PaymentSessionStatus.PENDING } as InitiatePaymentOutput;
  }
  override async updatePayment(input: UpdatePaymentInput): Promise<UpdatePaymentOutput> {
    return { data: input.data ?? {} };
  }
  override async authorizePayment(input: AuthorizePaymentInput): Promise<AuthorizePaymentOutput> {
    return { status: PaymentSessionStatus.AUTHORIZED, data: { ...(input.data ?? {}), authorized_at: new Date().toISOString() } };
  }
  override async capturePayment(input: CapturePaymentInput): Promise<CapturePaymentOutput> {
    return { data: { ...(input.data ?? {}), collected_at: new Date().toISOString() } };
  }
  override async cancelPayment(input: CancelPaymentInput): Promise<CancelPaymentOutput> {
    return { data: input.data ?? {} };
  }
  override async deletePayment(input: DeletePaymentInput): Promise<DeletePaymentOutput> {
    return { data: input.data ?? {} };
  }
  override async refundPayment(input: RefundPaymentInput): Promise<RefundPaymentOutput> {
    // Money collected on delivery is refunded by hand (cash or a MoMo transfer); Medusa records the refund.
    return { data: input.data ?? {} };
  }
  override async retrievePayment(input: RetrievePaymentInput): Promise<RetrievePaymentOutput> {
    return { data: input.data ?? {} };
  }
  override async getPaymentStatus(input: GetPaymentStatusInput): Promise<GetPaymentStatusOutput> {
    return { status: input.data?.authorized_at ? PaymentSessionStatus.AUTHORIZED : PaymentSessionStatus.PENDING, data: input.data ?? {} };
  }
  override async getWebhookActionAndData(_payload: ProviderWebhookPayload["payload"]): Promise<WebhookActionResult> {
    return { action: PaymentActions.NOT_SUPPORTED };
  }
}
