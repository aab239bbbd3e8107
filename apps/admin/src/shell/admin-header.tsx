import { adminCopy, routes } from "@novaline/content";
import { Button, ThemeToggle, Wordmark } from "@novaline/ui";
import { Link, NavLink } from "react-router";

export interface AdminHeaderProps {
  /** The signed-in e-mail address, shown with a sign-out button; none on the sign-in page. */
  email?: string;
  onSignOut?: () => void;
}

/** The admin area's top bar: wordmark, the signed-in account with sign-out, theme toggle. */
export function AdminHeader({ email, onSignOut }: AdminHeaderProps) {
  return (
    <header className="border-b border-border bg-card">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3 sm:px-6">
        <Wordmark asChild size="sm">
          <Link to={routes.adminInquiries} />
        </Wordmark>
        <span className="rounded-md bg-muted px-2 py-0.5 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
          {adminCopy.areaName}
        </span>
        {email !== undefined && (
          <nav aria-label={adminCopy.shell.navLabel} className="flex gap-1">
            {(
              [
                [routes.adminInquiries, adminCopy.shell.nav.inquiries],
                [routes.adminInsights, adminCopy.shell.nav.insights],
                [routes.adminDoNotCall, adminCopy.shell.nav.doNotCall],
              ] as const
            ).map(([to, label]) => (
              <NavLink
                key={to}
                to={to}
                className={({ isActive }) =>
                  `rounded-md px-2.5 py-1.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring ${isActive ? "bg-muted text-foreground" : "text-muted-foreground hover:text-foreground"}`
                }
              >
                {label}
              </NavLink>
            ))}
          </nav>
        )}
        <div className="ml-auto flex min-w-0 items-center gap-2">
          {email !== undefined && (
            <p className="hidden min-w-0 truncate text-sm text-muted-foreground sm:block">
              {adminCopy.shell.signedInAs}{" "}
              <span className="font-medium text-foreground">{email}</span>
            </p>
          )}
          <ThemeToggle />
          {onSignOut && (
            <Button variant="outline" size="sm" onClick={onSignOut}>
              {adminCopy.shell.signOut}
            </Button>
          )}
        </div>
        {email !== undefined && (
          <p className="w-full truncate text-sm text-muted-foreground sm:hidden">
            {adminCopy.shell.signedInAs}{" "}
            <span className="font-medium text-foreground">{email}</span>
          </p>
        )}
      </div>
    </header>
  );
}
