import { useId } from "react";
import { GHANA_REGIONS } from "~/lib/address/ghana-address";

/**
 * The Ghana region of a delivery address (checkout and the profile's address book): a labelled,
 * required `<select>` of the 16 regions, with its error announced and tied to it.
 */
export function RegionSelect({ defaultValue, error }: { defaultValue?: string; error?: string }) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-gray-800">
        Region
      </label>
      <select
        id={id}
        name="region"
        required
        defaultValue={defaultValue}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className="rounded-xl border border-gray-300 bg-white px-3 py-2.5 text-base focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-200"
      >
        <option value="">Choose a region</option>
        {GHANA_REGIONS.map((region) => (
          <option key={region} value={region}>
            {region}
          </option>
        ))}
      </select>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
