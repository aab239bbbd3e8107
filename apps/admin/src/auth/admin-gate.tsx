import { routes } from "@novaline/content";
import type { ReactNode } from "react";
import { Navigate, useLocation } from "react-router";
import { NoAccessPage } from "../pages/no-access-page.js";
import { FullScreenSpinner } from "../shell/full-screen-spinner.js";
import { useSession } from "./auth-context.js";

/** What the sign-in page gets in the history state: the page to return to. */
export interface ReturnTo {
  from: string;
}

/**
 * Shows `children` to admins only: a spinner while the session is unknown, the sign-in page
 * (replacing this history entry, remembering the page) when signed out, and a no-access page
 * to accounts without the `admin` claim.
 */
export function AdminGate({ children }: { children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  switch (session.status) {
    case "unknown":
      return <FullScreenSpinner />;
    case "signedOut":
      return (
        <Navigate
          to={routes.adminLogin}
          replace
          state={{ from: location.pathname + location.search + location.hash } satisfies ReturnTo}
        />
      );
    case "signedIn":
      return session.admin ? children : <NoAccessPage email={session.email} />;
  }
}

/** The page to go to after signing in: the one asked for, if it is a path of this site. */
export function returnPath(state: unknown): string {
  const from = (state as Partial<ReturnTo> | null)?.from;
  return typeof from === "string" && from.startsWith("/") && !from.startsWith("//")
    ? from
    : routes.adminInquiries;
}
