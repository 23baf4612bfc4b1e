import { Link } from "@remix-run/react";

export function NotFound() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <p aria-hidden="true" className="text-6xl">🌸</p>
      <h1 className="mt-4 font-display text-3xl font-bold text-gray-900">404 Page Not Found</h1>
      <p className="mt-3 text-gray-600">The page you are looking for does not exist or has moved.</p>
      <div className="mt-8 flex gap-3">
        <Link to="/" className="rounded-full bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700">
          Go home
        </Link>
        <Link to="/products" className="rounded-full border border-brand-600 px-5 py-2.5 font-semibold text-brand-700 hover:bg-brand-50">
          Browse products
        </Link>
      </div>
    </section>
  );
}
