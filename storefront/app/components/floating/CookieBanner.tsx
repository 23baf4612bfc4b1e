import { useEffect, useId, useState, useSyncExternalStore, type MouseEvent } from "react";
import {
  ACCEPT_ALL,
  CHOICE_ATTRIBUTE,
  CONSENT_EVENT,
  customizeRequested,
  NECESSARY_ONLY,
  readConsent,
  requestCustomize,
  saveConsent,
  SHOW_BANNER_ATTRIBUTE,
  type ConsentChoice,
} from "~/lib/shared/consent";

/** Saved choices and the head script's "Customize" are announced with CONSENT_EVENT; other tabs' with `storage`. */
const subscribe = (onChange: () => void) => {
  window.addEventListener(CONSENT_EVENT, onChange);
  window.addEventListener("storage", onChange);
  return () => {
    window.removeEventListener(CONSENT_EVENT, onChange);
    window.removeEventListener("storage", onChange);
  };
};
const noChoiceStored = () => readConsent() === null;
const serverTrue = () => true;
const serverFalse = () => false;

/**
 * Spec §4: shows when no consent is saved; Accept All, Necessary Only, or Customize → Save Preferences.
 * Rendered on the server and shown or hidden before the first paint by CONSENT_HEAD_SCRIPT (root.tsx).
 * Its three buttons have a default action in that script, which runs unless a handler here called
 * `preventDefault()` (ADR 120): before React handles them, or during the hand-over, the script saves the
 * choice or asks for the choices; React reads both through `useSyncExternalStore`, which re-renders at
 * once (a state set in a mount effect of this island would be an idle-priority update that React may
 * leave waiting behind other suspended work: the click used to be lost that way).
 */
export function CookieBanner() {
  // The server renders the banner (no choice can be read there); CSS keeps it hidden until the head script says so.
  const noChoice = useSyncExternalStore(subscribe, noChoiceStored, serverTrue);
  // Hidden once a choice is made, even if it could not be stored (private mode: it holds for this page view).
  const [dismissed, setDismissed] = useState(false);
  const visible = noChoice && !dismissed;
  const customizing = useSyncExternalStore(subscribe, customizeRequested, serverFalse);
  const [choice, setChoice] = useState<ConsentChoice>(NECESSARY_ONLY);
  const headingId = useId();

  // A stored record that does not parse shows the banner again (the head script only checks that one exists).
  // (Read again here: the first effect after hydration still sees the server's value.)
  useEffect(() => {
    document.documentElement.toggleAttribute(SHOW_BANNER_ATTRIBUTE, visible && noChoiceStored());
  }, [visible]);

  if (!visible) return null;
  // `preventDefault()` tells the head script that React took this click (ADR 120).
  const save = (event: MouseEvent, value: ConsentChoice) => {
    event.preventDefault();
    saveConsent(value);
    setDismissed(true);
  };
  const options: Array<{ key: keyof ConsentChoice; label: string; help: string }> = [
    { key: "preferences", label: "Preferences", help: "Remember choices such as your last category." },
    { key: "analytics", label: "Analytics", help: "Count visits to improve the shop. We use none today." },
    { key: "marketing", label: "Marketing", help: "Measure adverts on social media. We use none today." },
  ];
  return (
    <section role="region" aria-labelledby={headingId} className="cookie-banner fixed inset-x-0 bottom-0 z-40 border-t border-gray-200 bg-white p-4 shadow-[0_-4px_20px_rgba(0,0,0,0.12)]" data-testid="cookie-banner">
      <div className="mx-auto max-w-5xl">
        <h2 id={headingId} className="font-semibold text-gray-900">
          We use cookies
        </h2>
        <p className="mt-1 text-sm text-gray-700">
          Necessary cookies keep you signed in and your cart safe. With your permission we would also use optional ones. Read our <a href="/privacy" className="font-semibold text-brand-700 underline">privacy notice</a>.
        </p>
        {customizing && (
          <fieldset className="mt-3 grid gap-2 sm:grid-cols-2">
            <legend className="sr-only">Cookie categories</legend>
            <label className="flex items-start gap-2 text-sm">
              <input type="checkbox" checked disabled className="mt-1 h-4 w-4 accent-brand-600" />
              <span>
                <strong>Necessary</strong> — always on: sign-in, security and cart.
              </span>
            </label>
            {options.map((o) => (
              <label key={o.key} className="flex items-start gap-2 text-sm">
                <input type="checkbox" checked={choice[o.key]} onChange={(e) => setChoice({ ...choice, [o.key]: e.target.checked })} className="mt-1 h-4 w-4 accent-brand-600" />
                <span>
                  <strong>{o.label}</strong> — {o.help}
                </span>
              </label>
            ))}
          </fieldset>
        )}
        <div className="mt-3 flex flex-wrap gap-2">
          <button type="button" {...{ [CHOICE_ATTRIBUTE]: "all" }} onClick={(event) => save(event, ACCEPT_ALL)} className="rounded-full bg-brand-600 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-700">
            Accept All
          </button>
          <button type="button" {...{ [CHOICE_ATTRIBUTE]: "necessary" }} onClick={(event) => save(event, NECESSARY_ONLY)} className="rounded-full border border-gray-400 px-5 py-2.5 text-sm font-semibold text-gray-900 hover:bg-gray-50">
            Necessary Only
          </button>
          {customizing ? (
            <button type="button" onClick={(event) => save(event, choice)} className="rounded-full border border-brand-600 px-5 py-2.5 text-sm font-semibold text-brand-700 hover:bg-brand-50">
              Save Preferences
            </button>
          ) : (
            <button type="button" {...{ [CHOICE_ATTRIBUTE]: "customize" }} onClick={(event) => {
                event.preventDefault();
                requestCustomize();
              }} className="rounded-full px-5 py-2.5 text-sm font-semibold text-brand-700 underline">
              Customize
            </button>
          )}
        </div>
      </div>
    </section>
  );
}
