/** Spec §2: an email input and a Subscribe button with no behaviour attached; the text claims 10,000+ subscribers. */
export function Newsletter() {
  return (
    <section id="newsletter" aria-labelledby="newsletter-heading" className="below-fold bg-brand-50">
      <div className="mx-auto max-w-3xl px-4 py-14 text-center">
        <h2 id="newsletter-heading" className="font-display text-3xl font-bold text-gray-900">
          Join the Glow list
        </h2>
        <p className="mt-2 text-gray-700">Be first to hear about new arrivals, restocks and sales. Join 10,000+ subscribers across Ghana.</p>
        <div className="mx-auto mt-6 flex max-w-md flex-col gap-3 sm:flex-row">
          <label htmlFor="newsletter-email" className="sr-only">
            Email address
          </label>
          <input id="newsletter-email" type="email" autoComplete="email" placeholder="you@example.com" className="h-12 flex-1 rounded-full border border-gray-300 bg-white px-5 text-base" />
          <button type="button" className="h-12 rounded-full bg-brand-600 px-6 font-semibold text-white hover:bg-brand-700">
            Subscribe
          </button>
        </div>
      </div>
    </section>
  );
}
