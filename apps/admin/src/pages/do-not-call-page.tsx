import { adminCopy, pageMeta } from "@novaline/content";
import { useAuthClient, useSession } from "../auth/auth-context.js";
import { DoNotCallRegion } from "../do-not-call/do-not-call-region.js";
import { forgetAllNoteDrafts } from "../inquiries/note-drafts.js";
import { AdminHeader } from "../shell/admin-header.js";

/** /admin/do-not-call: the numbers the phone demo never calls. */
export function DoNotCallPage() {
  const client = useAuthClient();
  const session = useSession();
  const copy = adminCopy.doNotCall;
  return (
    <div className="min-h-dvh bg-background text-foreground">
      <title>{pageMeta.adminDoNotCall.title}</title>
      <AdminHeader
        email={session.status === "signedIn" ? session.email : undefined}
        onSignOut={() => {
          // Unsaved team notes are not left for whoever uses this tab next.
          forgetAllNoteDrafts();
          void client.signOut();
        }}
      />
      <main className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{copy.heading}</h1>
        <p className="mt-2 max-w-3xl text-muted-foreground">{copy.intro}</p>
        <DoNotCallRegion />
      </main>
    </div>
  );
}
