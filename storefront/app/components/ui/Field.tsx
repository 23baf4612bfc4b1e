import { useId, type InputHTMLAttributes, type ReactNode } from "react";

/** A labelled input with an optional hint and error, wired for screen readers. */
export function Field({ label, hint, error, id, className = "", ...input }: InputHTMLAttributes<HTMLInputElement> & { label: ReactNode; hint?: ReactNode; error?: string }) {
  const generated = useId();
  const inputId = id ?? generated;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <label htmlFor={inputId} className="text-sm font-medium text-gray-800">
        {label}
      </label>
      <input
        id={inputId}
        aria-describedby={[hintId, errorId].filter(Boolean).join(" ") || undefined}
        aria-invalid={error ? true : undefined}
        className="rounded-xl border border-gray-300 px-3 py-2.5 text-base text-gray-900 read-only:bg-gray-100 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-200"
        {...input}
      />
      {hint && (
        <p id={hintId} className="text-xs text-gray-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

export function PrimaryButton({ children, pending, pendingLabel, ...button }: React.ButtonHTMLAttributes<HTMLButtonElement> & { pending?: boolean; pendingLabel?: string }) {
  return (
    <button
      {...button}
      disabled={button.disabled || pending}
      className={`w-full rounded-full bg-brand-600 px-5 py-3 font-semibold text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-60 ${button.className ?? ""}`}
    >
      {pending ? (pendingLabel ?? "Please wait…") : children}
    </button>
  );
}
