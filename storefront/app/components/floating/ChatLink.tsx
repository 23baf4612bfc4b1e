import { useRouteLoaderData } from "@remix-run/react";
import { whatsappChatUrl } from "~/lib/shared/share";
import { SHOP } from "~/lib/shared/shop";

/** Spec §1/§2: a floating chat link that opens WhatsApp with a prefilled greeting. */
export function ChatLink() {
  // The shop's number (option storefront.whatsappNumber), from the root loader.
  const number = useRouteLoaderData<{ whatsappNumber?: string }>("root")?.whatsappNumber ?? SHOP.whatsappNumber;
  return (
    <a
      href={whatsappChatUrl(number, SHOP.whatsappGreeting)}
      target="_blank"
      rel="noopener noreferrer"
      aria-label="Chat with us on WhatsApp (opens in a new tab)"
      data-testid="chat-link"
      className="fixed bottom-6 right-4 z-30 flex h-14 w-14 items-center justify-center rounded-full bg-[#1f7a4d] text-white shadow-lg hover:bg-[#17603c]"
    >
      <svg viewBox="0 0 24 24" aria-hidden="true" className="h-7 w-7" fill="currentColor">
        <path d="M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2zm0 18.2c-1.5 0-3-.4-4.3-1.2l-.3-.2-3 .8.8-2.9-.2-.3A8.2 8.2 0 1 1 12 20.2zm4.5-6.1c-.2-.1-1.5-.7-1.7-.8-.2-.1-.4-.1-.6.1l-.8 1c-.1.2-.3.2-.5.1a6.7 6.7 0 0 1-3.3-2.9c-.3-.4.3-.4.7-1.3.1-.2 0-.3 0-.4l-.8-1.8c-.2-.5-.4-.4-.6-.4h-.5a1 1 0 0 0-.7.3 3 3 0 0 0-.9 2.2 5.1 5.1 0 0 0 1.1 2.7 11.6 11.6 0 0 0 4.4 3.9c1.6.7 2.3.8 3.1.6.5-.1 1.5-.6 1.7-1.2.2-.6.2-1.1.2-1.2-.1-.1-.3-.2-.6-.3z" />
      </svg>
    </a>
  );
}
