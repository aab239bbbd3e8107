import { Link } from "react-router";

export interface Crumb {
  name: string;
  path: string;
}

/** The visible trail from the home page to this page; the last crumb is the current page. */
export function Breadcrumbs({ label, trail }: { label: string; trail: readonly Crumb[] }) {
  return (
    <nav aria-label={label}>
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted-foreground">
        {trail.map((crumb, index) => {
          const current = index === trail.length - 1;
          return (
            <li key={crumb.path} className="flex items-center gap-2">
              {index > 0 ? <span aria-hidden="true">›</span> : null}
              {current ? (
                <span aria-current="page" className="font-medium text-foreground">
                  {crumb.name}
                </span>
              ) : (
                <Link to={crumb.path} className="rounded hover:text-foreground hover:underline">
                  {crumb.name}
                </Link>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
