import { buttonVariants } from "@novaline/ui";
import { Link, type MetaArgs } from "react-router";
import type { ShellData } from "../root";
import { unpack, useRouteData, type PageData } from "../shared/page-data";

// Every path the route table does not know. Only /404 is prerendered (as /404.html, which static
// hosts serve for unknown paths), so the copy comes from the root's data, present on every page.
export function meta({ matches }: MetaArgs) {
  const root = unpack(matches[0]?.loaderData as PageData<ShellData> | undefined);
  return root?.notFound.meta ?? [];
}

export default function NotFound() {
  const copy = useRouteData<() => ShellData>("root")?.notFound.copy;
  if (!copy) return null;
  return (
    <section className="bg-aurora">
      <div className="mx-auto grid max-w-2xl justify-items-center gap-5 px-4 py-24 text-center sm:px-6">
        <p
          aria-hidden="true"
          className="bg-brand-text bg-clip-text font-display text-7xl font-bold text-transparent"
        >
          404
        </p>
        <h1 className="font-display text-3xl font-bold tracking-tight text-balance sm:text-4xl">
          {copy.title}
        </h1>
        <p className="text-lg text-muted-foreground">{copy.text}</p>
        <ul className="flex flex-wrap justify-center gap-3">
          {copy.links.map((link) => (
            <li key={link.href}>
              <Link to={link.href} className={buttonVariants({ variant: "outline" })}>
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
        <Link to="/" className={buttonVariants()}>
          {copy.homeLabel}
        </Link>
      </div>
    </section>
  );
}
