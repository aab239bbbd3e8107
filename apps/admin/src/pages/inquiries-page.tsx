import { adminCopy, pageMeta } from "@novaline/content";
import { useAuthClient, useSession } from "../auth/auth-context.js";
import { InquiriesRegion } from "../inquiries/inquiries-region.js";
import { forgetAllNoteDrafts } from "../inquiries/note-drafts.js";
import { AdminHeader } from "../shell/admin-header.js";

/** /admin/inquiries: the signed-in shell around the inquiries list. */
export function InquiriesPage() {
  const client = useAuthClient();
  const session = useSession();
  const copy = adminCopy.shell;
  return (
    <div className="min-h-dvh bg-background text-foreground">
      <title>{pageMeta.adminInquiries.title}</title>
      <AdminHeader
        email={session.status === "signedIn" ? session.email : undefined}
        onSignOut={() => {
          // Unsaved team notes are not left for whoever uses this tab next.
          forgetAllNoteDrafts();
          void client.signOut();
        }}
      />
      <main className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
        {/* Focusable from script: where focus goes when a closed panel's inquiry left the list. */}
        <h1
          id="inquiries-heading"
          tabIndex={-1}
          className="text-2xl font-bold tracking-tight focus:outline-none sm:text-3xl"
        >
          {copy.inquiriesHeading}
        </h1>
        {/* Staff read it daily: on a phone its two lines would push the first inquiry down. */}
        <p className="mt-2 text-muted-foreground max-sm:sr-only">{copy.inquiriesIntro}</p>
        <InquiriesRegion />
      </main>
    </div>
  );
}
