/** WhatsApp's share link with a prefilled message (works in the app on phones and in WhatsApp Web). */
export function whatsappShareUrl(text: string): string {
  return `https://wa.me/?text=${encodeURIComponent(text)}`;
}

/** A chat with the shop's number: digits only, international format without "+" (wa.me rule). */
export function whatsappChatUrl(number: string, greeting: string): string {
  return `https://wa.me/${number.replace(/\D/g, "")}?text=${encodeURIComponent(greeting)}`;
}

/** The older copy method: a hidden textarea and execCommand("copy"), for browsers without the Clipboard API or permission. */
export function legacyCopy(text: string, doc: Document = document): boolean {
  const area = doc.createElement("textarea");
  area.value = text;
  area.setAttribute("readonly", "");
  area.style.position = "fixed";
  area.style.top = "-1000px";
  area.style.opacity = "0";
  doc.body.appendChild(area);
  area.select();
  let ok = false;
  try {
    ok = doc.execCommand("copy");
  } catch {
    ok = false;
  } finally {
    area.remove();
  }
  return ok;
}

/** Spec §8: a clipboard failure on Copy Link falls back to the older copy method. */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (typeof navigator !== "undefined" && navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Permission denied or insecure context: try the older method.
  }
  return legacyCopy(text);
}
