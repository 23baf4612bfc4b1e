/** Keeps a quantity inside 1..max (spec §5: in the product dialog, between 1 and the stock quantity). */
export function clampQuantity(value: number, max: number | null): number {
  const upper = Math.max(1, max ?? 1);
  if (!Number.isFinite(value)) return 1;
  return Math.min(upper, Math.max(1, Math.floor(value)));
}

/** `form`: the id of a form elsewhere on the page the number field belongs to (posted with it without JavaScript). */
export function QuantityStepper({
  value,
  max,
  onChange,
  name = "quantity",
  disabled = false,
  form,
}: {
  value: number;
  max: number | null;
  onChange: (value: number) => void;
  name?: string;
  disabled?: boolean;
  form?: string;
}) {
  const upper = Math.max(1, max ?? 1);
  return (
    <div className="inline-flex items-center rounded-full border border-gray-300" role="group" aria-label="Quantity">
      <button type="button" className="h-11 w-11 rounded-l-full text-xl font-bold text-gray-800 hover:bg-gray-100 disabled:text-gray-400" aria-label="Decrease quantity" disabled={disabled || value <= 1} onClick={() => onChange(clampQuantity(value - 1, max))}>
        −
      </button>
      <input
        type="number"
        inputMode="numeric"
        name={name}
        form={form}
        min={1}
        max={upper}
        value={value}
        disabled={disabled}
        aria-label="Quantity"
        data-testid="quantity"
        onChange={(event) => onChange(clampQuantity(Number(event.target.value), max))}
        className="h-11 w-14 appearance-none border-x border-gray-300 text-center font-semibold [-moz-appearance:textfield] [&::-webkit-inner-spin-button]:appearance-none"
      />
      <button type="button" className="h-11 w-11 rounded-r-full text-xl font-bold text-gray-800 hover:bg-gray-100 disabled:text-gray-400" aria-label="Increase quantity" disabled={disabled || value >= upper} onClick={() => onChange(clampQuantity(value + 1, max))}>
        +
      </button>
    </div>
  );
}
