/**
 * Facts about the shop shown on pages and in the chat link. The WhatsApp number can be changed at
 * build time with VITE_WHATSAPP_NUMBER (international format, e.g. 233244000000).
 */
export const SHOP = {
  name: "Glow",
  legalName: "Glow Beauty Ghana",
  phoneDisplay: "024 400 0000",
  phoneHref: "tel:+233244000000",
  whatsappNumber: (import.meta.env.VITE_WHATSAPP_NUMBER as string | undefined) || "233244000000",
  whatsappGreeting: "Hello Glow! I'd like some help with my beauty shopping.",
  email: "hello@glow.com.gh",
} as const;
