import { adminCopy, pageMeta } from "@novaline/content";
import { Wordmark, ThemeToggle } from "@novaline/ui";
import { TriangleAlert } from "lucide-react";
import { useEffect, useState } from "react";
import { Navigate, useLocation } from "react-router";
import { returnPath } from "../auth/admin-gate.js";
import { useSession } from "../auth/auth-context.js";
import { forgetSessionEnded, sessionEndedReason } from "../auth/session-ended.js";
import { FullScreenSpinner } from "../shell/full-screen-spinner.js";
import { PasswordResetForm } from "./password-reset-form.js";
import { SignInForm } from "./sign-in-form.js";

/**
 * /admin/login: the sign-in form, or the password reset. Once signed in it goes back to the page
 * that sent the staff member here (or the inquiries), replacing itself in the history.
 */
export function LoginPage() {
  const session = useSession();
  const location = useLocation();
  // `back`: the sign-in form came back from the password reset (focus goes to its e-mail field).
  const [view, setView] = useState<{ mode: "signIn" | "reset"; email: string; back?: boolean }>({
    mode: "signIn",
    email: "",
  });
  // Why the last session was ended, when the API ended it: shown on this visit, then forgotten.
  const [ended] = useState(sessionEndedReason);
  useEffect(() => {
    if (session.status === "signedIn") forgetSessionEnded();
  }, [session.status]);

  if (session.status === "unknown") return <FullScreenSpinner />;
  if (session.status === "signedIn") return <Navigate to={returnPath(location.state)} replace />;

  const resetting = view.mode === "reset";
  return (
    <div className="flex min-h-dvh flex-col bg-background text-foreground">
      <title>{pageMeta.adminLogin.title}</title>
      <header className="flex justify-end p-3">
        <ThemeToggle />
      </header>
      <main className="mx-auto w-full max-w-md flex-1 px-4 pb-16 sm:pt-8">
        <div className="rounded-2xl border border-border bg-card p-6 text-card-foreground shadow-sm sm:p-8">
          <p className="flex items-center gap-2">
            <Wordmark size="sm" />
            <span className="rounded-md bg-muted px-2 py-0.5 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
              {adminCopy.areaName}
            </span>
          </p>
          <h1 className="mt-6 text-2xl font-bold tracking-tight">
            {resetting ? adminCopy.passwordReset.heading : adminCopy.login.heading}
          </h1>
          {!resetting && <p className="mt-2 text-muted-foreground">{adminCopy.login.intro}</p>}
          {!resetting && ended ? (
            <div
              role="status"
              className="mt-4 flex gap-2 rounded-lg border border-warning/50 bg-warning/10 p-3 text-sm"
            >
              <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-warning" />
              <p>{adminCopy.login.sessionEnded[ended]}</p>
            </div>
          ) : null}
          <div className="mt-6">
            {resetting ? (
              <PasswordResetForm
                defaultEmail={view.email}
                onBack={(email) => {
                  setView({ mode: "signIn", email, back: true });
                }}
              />
            ) : (
              <SignInForm
                defaultEmail={view.email}
                focusEmail={view.back === true}
                onForgotPassword={(email) => {
                  setView({ mode: "reset", email });
                }}
              />
            )}
          </div>
        </div>
      </main>
    </div>
  );
}
