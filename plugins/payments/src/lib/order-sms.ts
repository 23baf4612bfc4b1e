/** The order confirmation SMS text (unit-tested; the subscriber sends it through the `sms` channel). */
export interface OrderSmsInput {
  displayId: number | string;
  firstName?: string | null;
  total: number;
  paymentProviderId?: string | null;
  deliveryName?: string | null;
}

export const formatCedis = (amount: number): string =>
  `GH₵ ${amount.toLocaleString("en-GH", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

export function orderConfirmationSms(input: OrderSmsInput): string {
  const greeting = input.firstName ? `Thank you, ${input.firstName}!` : "Thank you!";
  const payment = input.paymentProviderId?.includes("paystack")
    ? "Paid with Paystack."
    : `Please pay ${formatCedis(input.total)} on delivery (cash or MoMo).`;
  const delivery = input.deliveryName ? ` ${input.deliveryName}:` : "";
  return `Glow: ${greeting} Order #${input.displayId} is confirmed, total ${formatCedis(input.total)}. ${payment}${delivery} we will call you before we deliver.`;
}

/** Where the SMS goes: the customer's own number, else the delivery contact. */
export function smsRecipient(customerPhone?: string | null, deliveryPhone?: string | null): string | null {
  for (const phone of [customerPhone, deliveryPhone]) {
    const trimmed = phone?.replace(/[\s-]/g, "");
    if (trimmed && /^(\+233|0)\d{9}$/.test(trimmed)) return trimmed;
  }
  return null;
}
