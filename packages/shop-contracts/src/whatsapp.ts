/** The chat link's number when the shop names none (and on an error page, which has no loader data). */
export const DEFAULT_WHATSAPP_NUMBER = "233244000000";
