import type { MetaFunction } from "@remix-run/node";
import { PasswordResetFlow } from "~/components/auth/PasswordResetFlow";

export default function PasswordResetPage() {
  return (
    <div className="mx-auto max-w-md px-4 py-12">
      <section className="rounded-3xl border border-gray-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="font-display text-3xl font-bold">Reset your password</h1>
        <div className="mt-6">
          <PasswordResetFlow />
        </div>
      </section>
    </div>
  );
}

export const meta: MetaFunction = () => [
  { title: "Reset your password — Glow" },
  { name: "description", content: "Get a code by SMS and choose a new password." },
  { name: "robots", content: "noindex" },
];
