import { adminCopy, pageMeta } from "@novaline/content";
import { useAuthClient, useSession } from "../auth/auth-context.js";
import { AdminHeader } from "../shell/admin-header.js";

/** The signed-in shell of /admin/maintenance-inquiries; the inquiries table fills its main region next. */
export function InquiriesPage() {
  const client = useAuthClient();
  const session = useSession();
  const copy = adminCopy.shell;
  return (
    <div className="min-h-dvh bg-background text-foreground">
      <title>{pageMeta.adminInquiries.title}</title>
      <AdminHeader
        email={session.status === "signedIn" ? session.email : undefined}
        onSignOut={() => void client.signOut()}
      />
      <main className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{copy.inquiriesHeading}</h1>
        <p className="mt-2 text-muted-foreground">{copy.inquiriesIntro}</p>
        <section
          aria-label={copy.inquiriesHeading}
          data-slot="inquiries-region"
          className="mt-8 rounded-xl border border-dashed border-border bg-card p-6 text-card-foreground sm:p-10"
        >
          <p>{copy.inquiriesNext}</p>
        </section>
      </main>
    </div>
  );
}
