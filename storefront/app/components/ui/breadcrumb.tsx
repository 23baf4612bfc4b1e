import { Link } from "@remix-run/react";

export interface Crumb {
  label: string;
  /** Absent for the page itself (the trail's last entry). */
  to?: string;
}

/** Where a page sits in the shop: links up the trail, separated by slashes. */
export function Breadcrumb({ trail }: { trail: Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb" className="text-sm text-gray-700">
      <ol className="flex flex-wrap gap-1">
        {trail.map((crumb, index) => (
          <li key={`${index}:${crumb.label}`}>
            {crumb.to ? (
              <Link to={crumb.to} className="hover:underline">
                {crumb.label}
              </Link>
            ) : (
              <span aria-current="page">{crumb.label}</span>
            )}
            {index < trail.length - 1 && " /"}
          </li>
        ))}
      </ol>
    </nav>
  );
}
