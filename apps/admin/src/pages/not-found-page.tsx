import { adminCopy, pageTitle, routes } from "@novaline/content";
import { Link } from "react-router";
import { AdminHeader } from "../shell/admin-header.js";

/** Any address the admin area has no page for. */
export function NotFoundPage() {
  const copy = adminCopy.notFound;
  return (
    <div className="min-h-dvh bg-background text-foreground">
      <title>{pageTitle(copy.heading)}</title>
      <AdminHeader />
      <main className="mx-auto max-w-xl px-4 py-12 sm:px-6 sm:py-20">
        <h1 className="text-2xl font-bold tracking-tight">{copy.heading}</h1>
        <p className="mt-4 text-muted-foreground">{copy.text}</p>
        <Link
          to={routes.adminInquiries}
          className="mt-6 inline-block font-medium text-primary underline underline-offset-4"
        >
          {copy.link}
        </Link>
      </main>
    </div>
  );
}
