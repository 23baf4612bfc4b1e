/** Provider ids registered by plugins/payments (commerce/medusa-config.ts) and how the shop names them. Shared by server and browser. */
export const PAY_ON_DELIVERY = "pp_pay-on-delivery_pay-on-delivery";
export const PAYSTACK = "pp_paystack_paystack";
export const KNOWN_PROVIDERS = [PAY_ON_DELIVERY, PAYSTACK];

export const PAYMENT_LABELS: Record<string, { title: string; description: string }> = {
  [PAY_ON_DELIVERY]: {
    title: "Pay on delivery",
    description: "Pay the rider in cash or by mobile money when your order arrives. Nothing is charged now.",
  },
  [PAYSTACK]: {
    title: "Mobile money, card or bank transfer (Paystack)",
    description: "MTN MoMo, Telecel Cash, AirtelTigo Money, Visa/Mastercard or bank transfer, in GH₵, on Paystack's secure page.",
  },
};
