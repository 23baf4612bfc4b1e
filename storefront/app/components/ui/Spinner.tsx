/** The loading indicator the spec names: a spinner labelled "Loading...". */
export function Spinner({ label = "Loading...", className = "" }: { label?: string; className?: string }) {
  return (
    <div role="status" aria-live="polite" className={`flex flex-col items-center justify-center gap-2 ${className}`}>
      <span aria-hidden="true" className="h-8 w-8 animate-spin rounded-full border-4 border-brand-200 border-t-brand-600" />
      <span className="text-sm text-gray-600">{label}</span>
    </div>
  );
}
