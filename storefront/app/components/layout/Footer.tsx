import { Link } from "@remix-run/react";
import { SLOGAN } from "./nav";

export const PAYMENT_METHODS = ["MTN Mobile Money", "Telecel Cash", "AirtelTigo Money", "Visa & Mastercard", "Bank transfer"] as const;

export function Footer() {
  const year = new Date().getFullYear();
  return (
    <footer className="below-fold mt-16 bg-brand-900 text-brand-50">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 sm:grid-cols-2 lg:grid-cols-5">
        <div className="lg:col-span-1">
          <p className="font-display text-2xl font-bold">Glow</p>
          <p className="mt-2 text-sm text-brand-100">{SLOGAN}. Makeup, skincare, nail care and hair care delivered across all 16 regions.</p>
        </div>
        <nav aria-label="Quick navigation">
          <h2 className="text-sm font-semibold uppercase tracking-wide">Quick navigation</h2>
          <ul className="mt-3 space-y-2 text-sm text-brand-100">
            <li><a href="/#categories" className="hover:text-white">Shop by Category</a></li>
            <li><a href="/#featured" className="hover:text-white">Featured Products</a></li>
            <li><a href="/#newsletter" className="hover:text-white">Newsletter</a></li>
            <li><Link to="/products" className="hover:text-white">All Products</Link></li>
          </ul>
        </nav>
        <nav aria-label="Support">
          <h2 className="text-sm font-semibold uppercase tracking-wide">Support</h2>
          <ul className="mt-3 space-y-2 text-sm text-brand-100">
            <li><Link to="/contact" className="hover:text-white">Contact us</Link></li>
            <li><Link to="/returns" className="hover:text-white">Returns</Link></li>
            <li><Link to="/shipping" className="hover:text-white">Shipping</Link></li>
            <li><Link to="/help" className="hover:text-white">FAQ</Link></li>
          </ul>
        </nav>
        <nav aria-label="Company">
          <h2 className="text-sm font-semibold uppercase tracking-wide">Company</h2>
          <ul className="mt-3 space-y-2 text-sm text-brand-100">
            <li><Link to="/about" className="hover:text-white">About us</Link></li>
            <li><Link to="/privacy" className="hover:text-white">Privacy policy</Link></li>
            <li><Link to="/terms" className="hover:text-white">Terms of service</Link></li>
          </ul>
        </nav>
        <div>
          <h2 className="text-sm font-semibold uppercase tracking-wide">We accept</h2>
          <ul className="mt-3 space-y-2 text-sm text-brand-100" aria-label="Accepted payments">
            {PAYMENT_METHODS.map((method) => (
              <li key={method}>{method}</li>
            ))}
          </ul>
        </div>
      </div>
      <div className="border-t border-brand-700">
        <div className="mx-auto flex max-w-7xl flex-col gap-1 px-4 py-4 text-xs text-brand-100 sm:flex-row sm:justify-between">
          <p>© {year} Glow Beauty Ghana. All rights reserved.</p>
          <p>Built by the Glow open-source team with Medusa and Remix.</p>
        </div>
      </div>
    </footer>
  );
}
