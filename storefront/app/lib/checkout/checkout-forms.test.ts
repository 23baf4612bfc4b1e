import { describe, expect, it } from "vitest";
import { ADDRESS_MESSAGES } from "~/lib/address/ghana-address";
import { CHECKOUT_MESSAGES, deliveryStepSchema, parseAddressStep, paymentStepSchema } from "./checkout-forms";

const form = {
  firstName: "Ama",
  lastName: "Mensah",
  phone: "0244000001",
  email: "",
  region: "Greater Accra",
  city: "Accra",
  area: "East Legon, Lagos Avenue",
  landmark: "",
  gps: "ga 183 8164",
  saveAddress: "on",
};

describe("parseAddressStep", () => {
  it("accepts a Ghana address with an optional email, and reads the save checkbox", () => {
    const parsed = parseAddressStep(form);
    expect(parsed).toEqual({
      ok: true,
      value: {
        address: { firstName: "Ama", lastName: "Mensah", phone: "0244000001", region: "Greater Accra", city: "Accra", area: "East Legon, Lagos Avenue", landmark: undefined, gps: "ga 183 8164" },
        email: undefined,
        saveToAddressBook: true,
      },
    });
    const withEmail = parseAddressStep({ ...form, email: " ama@example.com ", saveAddress: undefined });
    expect(withEmail.ok && withEmail.value).toMatchObject({ email: "ama@example.com", saveToAddressBook: false });
  });

  it("answers one plain message per wrong field", () => {
    const parsed = parseAddressStep({ ...form, phone: "+23324", region: "Lagos", city: " ", gps: "nowhere", email: "ama@" });
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.errors).toEqual({
      phone: ADDRESS_MESSAGES.phone,
      region: ADDRESS_MESSAGES.region,
      city: ADDRESS_MESSAGES.city,
      gps: ADDRESS_MESSAGES.gps,
      email: CHECKOUT_MESSAGES.email,
    });
  });

  it("refuses missing fields instead of throwing", () => {
    const parsed = parseAddressStep({});
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(Object.keys(parsed.errors)).toEqual(expect.arrayContaining(["firstName", "lastName", "phone", "region", "city", "area"]));
  });
});

describe("delivery and payment steps", () => {
  it("need an id made of safe characters", () => {
    expect(deliveryStepSchema.safeParse({ optionId: "so_01ABC" }).success).toBe(true);
    expect(deliveryStepSchema.safeParse({ optionId: "" }).success).toBe(false);
    expect(paymentStepSchema.safeParse({ providerId: "pp_pay-on-delivery_pay-on-delivery" }).success).toBe(true);
    expect(paymentStepSchema.safeParse({ providerId: "../../admin" }).success).toBe(false);
  });
});
