import { z } from "zod/mini";
import { ghanaAddressSchema, type GhanaAddress } from "~/lib/address/ghana-address";

/**
 * The checkout's form steps, validated on the server (the page's action) with the shared Ghana
 * address schema. Forms post plain strings (they work before JavaScript loads).
 */
export const CHECKOUT_MESSAGES = {
  email: "Please enter a valid email address, or leave it empty.",
  addressId: "Please choose one of your saved addresses.",
  deliveryOption: "Please choose a delivery method.",
  payment: "Please choose how you want to pay.",
  intent: "Unknown checkout step.",
} as const;

const optionalEmail = z.optional(
  z.string().check(
    z.trim(),
    z.maxLength(254, CHECKOUT_MESSAGES.email),
    z.refine((value) => value === "" || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value), CHECKOUT_MESSAGES.email),
  ),
);
const id = (message: string) => z.string().check(z.trim(), z.minLength(1, message), z.maxLength(100, message), z.regex(/^[A-Za-z0-9_-]+$/, message));

export const addressStepSchema = z.object({
  ...ghanaAddressSchema.shape,
  email: optionalEmail,
  saveAddress: z.optional(z.string()),
});

export const savedAddressStepSchema = z.object({ addressId: id(CHECKOUT_MESSAGES.addressId), email: optionalEmail });
export const deliveryStepSchema = z.object({ optionId: id(CHECKOUT_MESSAGES.deliveryOption) });
export const paymentStepSchema = z.object({ providerId: id(CHECKOUT_MESSAGES.payment) });

export type CheckoutIntent = "address" | "saved-address" | "delivery" | "payment" | "place";
export const CHECKOUT_INTENTS: readonly CheckoutIntent[] = ["address", "saved-address", "delivery", "payment", "place"];

export type FieldErrors = Partial<Record<keyof GhanaAddress | "email" | "addressId" | "optionId" | "providerId", string>>;

/** Zod issues → one message per field (the first), for the form to show next to each input. */
export function fieldErrorsOf(issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>): FieldErrors {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const key = String(issue.path[0] ?? "form");
    if (!errors[key]) errors[key] = issue.message;
  }
  return errors as FieldErrors;
}

export interface AddressStepInput {
  address: GhanaAddress;
  email?: string;
  saveToAddressBook: boolean;
}

export function parseAddressStep(form: Record<string, unknown>): { ok: true; value: AddressStepInput } | { ok: false; errors: FieldErrors } {
  const parsed = addressStepSchema.safeParse(form);
  if (!parsed.success) return { ok: false, errors: fieldErrorsOf(parsed.error.issues) };
  const { email, saveAddress, ...address } = parsed.data;
  return {
    ok: true,
    value: {
      address: { ...address, landmark: address.landmark || undefined, gps: address.gps || undefined },
      email: email || undefined,
      saveToAddressBook: saveAddress === "on" || saveAddress === "true",
    },
  };
}
