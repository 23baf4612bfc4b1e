import { useEffect, useId, useState } from "react";
import { ACCEPT_ALL, CHOICE_ATTRIBUTE, NECESSARY_ONLY, readConsent, saveConsent, SHOW_BANNER_ATTRIBUTE, type ConsentChoice } from "~/lib/shared/consent";

/**
 * Spec §4: shows when no consent is saved; Accept All, Necessary Only, or Customize → Save Preferences.
 * Rendered on the server and shown or hidden before the first paint by CONSENT_HEAD_SCRIPT (root.tsx),
 * which also handles the buttons until React has hydrated (ADR 076).
 */
export function CookieBanner() {
  const [visible, setVisible] = useState(true);
  const [customizing, setCustomizing] = useState(false);
  const [choice, setChoice] = useState<ConsentChoice>(NECESSARY_ONLY);
  const headingId = useId();

  // Local storage exists only in the browser: React decides after hydration (the head script already
  // hid the banner for a stored choice; a stored record that does not parse shows it again).
  useEffect(() => {
    window.__glowBannerHydrated = true;
    const show = readConsent() === null;
    document.documentElement.toggleAttribute(SHOW_BANNER_ATTRIBUTE, show);
    setVisible(show);
    if (show && window.__glowConsentCustomize) setCustomizing(true);
  }, []);

  if (!visible) return null;
  const save = (value: ConsentChoice) => {
    saveConsent(value);
    document.documentElement.removeAttribute(SHOW_BANNER_ATTRIBUTE);
    setVisible(false);
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
          <button type="button" {...{ [CHOICE_ATTRIBUTE]: "all" }} onClick={() => save(ACCEPT_ALL)} className="rounded-full bg-brand-600 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-700">
            Accept All
          </button>
          <button type="button" {...{ [CHOICE_ATTRIBUTE]: "necessary" }} onClick={() => save(NECESSARY_ONLY)} className="rounded-full border border-gray-400 px-5 py-2.5 text-sm font-semibold text-gray-900 hover:bg-gray-50">
            Necessary Only
          </button>
          {customizing ? (
            <button type="button" onClick={() => save(choice)} className="rounded-full border border-brand-600 px-5 py-2.5 text-sm font-semibold text-brand-700 hover:bg-brand-50">
              Save Preferences
            </button>
          ) : (
            <button type="button" {...{ [CHOICE_ATTRIBUTE]: "customize" }} onClick={() => setCustomizing(true)} className="rounded-full px-5 py-2.5 text-sm font-semibold text-brand-700 underline">
              Customize
            </button>
          )}
        </div>
      </div>
    </section>
  );
}
