import { DEFAULT_WHATSAPP_NUMBER } from "@glow/shop-contracts/constants";

/**
 * Facts about the shop shown on pages and in the chat link. The chat link's WhatsApp number is the
 * option storefront.whatsappNumber (the root loader passes it; this default serves error pages).
 */
export const SHOP = {
  name: "Glow",
  legalName: "Glow Beauty Ghana",
  phoneDisplay: "024 400 0000",
  phoneHref: "tel:+233244000000",
  whatsappNumber: DEFAULT_WHATSAPP_NUMBER,
  whatsappGreeting: "Hello Glow! I'd like some help with my beauty shopping.",
  email: "hello@glow.com.gh",
} as const;
