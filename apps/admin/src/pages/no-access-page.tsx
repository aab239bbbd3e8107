import { adminCopy, pageTitle } from "@novaline/content";
import { Button } from "@novaline/ui";
import { useState } from "react";
import { useAuthClient } from "../auth/auth-context.js";
import { AdminHeader } from "../shell/admin-header.js";

/** For a signed-in account without the admin claim: says so, lets it check again or sign out. */
export function NoAccessPage({ email }: { email: string }) {
  const client = useAuthClient();
  const [checking, setChecking] = useState(false);
  const [checked, setChecked] = useState(false);
  const copy = adminCopy.noAccess;

  const checkAgain = async () => {
    setChecking(true);
    try {
      await client.recheckAccess();
    } catch {
      // The message below says access is still missing; signing out and in again is the way on.
    } finally {
      setChecking(false);
      setChecked(true);
    }
  };

  return (
    <div className="min-h-dvh bg-background text-foreground">
      <title>{pageTitle(copy.heading)}</title>
      <AdminHeader />
      <main className="mx-auto max-w-xl px-4 py-12 sm:px-6 sm:py-20">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{copy.heading}</h1>
        <p className="mt-4 text-muted-foreground">
          {copy.text.split("{email}").flatMap((part, index) =>
            index === 0
              ? [part]
              : [
                  <strong key={index} className="font-semibold break-all text-foreground">
                    {email}
                  </strong>,
                  part,
                ],
          )}
        </p>
        <div className="mt-8 flex flex-wrap gap-3">
          <Button loading={checking} onClick={() => void checkAgain()}>
            {copy.checkAgain}
          </Button>
          <Button variant="outline" onClick={() => void client.signOut()}>
            {copy.signOut}
          </Button>
        </div>
        <p role="status" className="mt-4 min-h-6 text-sm text-muted-foreground">
          {checked && !checking ? copy.stillNoAccess : ""}
        </p>
      </main>
    </div>
  );
}
