import { adminCopy, pageTitle, routes } from "@novaline/content";
import { Button, buttonVariants } from "@novaline/ui";
import { useEffect } from "react";
import { Link, useRouteError } from "react-router";
import { useSession } from "../auth/auth-context.js";

/**
 * Shown in place of a page that threw while rendering: a staff-facing message without the error's
 * details, a reload and a way back. It leaves out the page's header, which may be what threw.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  const session = useSession();
  const copy = adminCopy.routeError;
  const signedIn = session.status === "signedIn";

  useEffect(() => {
    // For the developers: the page shows none of it.
    console.error(error);
  }, [error]);

  return (
    <div className="min-h-dvh bg-background text-foreground">
      <title>{pageTitle(copy.heading)}</title>
      <main className="mx-auto max-w-xl px-4 py-12 sm:px-6 sm:py-20">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{copy.heading}</h1>
        <p className="mt-4 text-muted-foreground">{copy.text}</p>
        <div className="mt-8 flex flex-wrap gap-3">
          <Button
            onClick={() => {
              window.location.reload();
            }}
          >
            {copy.tryAgain}
          </Button>
          <Link
            to={signedIn ? routes.adminInquiries : routes.adminLogin}
            className={buttonVariants({ variant: "outline" })}
            reloadDocument
          >
            {signedIn ? copy.toInquiries : copy.toSignIn}
          </Link>
        </div>
      </main>
    </div>
  );
}
