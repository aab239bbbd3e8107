import type { ComingSoonCopy } from "@novaline/content";
import { badgeVariants, buttonVariants } from "@novaline/ui";
import { Link } from "react-router";

export interface InterimPageProps {
  name: string;
  description: string;
  copy: ComingSoonCopy;
}

/** The honest page of a route whose full page has not shipped: its name, a note, useful links. */
export function InterimPage({ name, description, copy }: InterimPageProps) {
  return (
    <section className="bg-aurora">
      <div className="mx-auto grid max-w-3xl justify-items-center gap-5 px-4 py-24 text-center sm:px-6">
        <span className={badgeVariants({ variant: "outline" })}>{copy.badge}</span>
        <h1 className="font-display text-4xl font-bold tracking-tight text-balance sm:text-5xl">
          {name}
        </h1>
        <p className="text-lg text-muted-foreground">{description}</p>
        <p className="text-muted-foreground">{copy.text}</p>
        <ul className="flex flex-wrap justify-center gap-3">
          {copy.links.map((link, index) => (
            <li key={link.href}>
              <Link
                to={link.href}
                className={buttonVariants({ variant: index === 0 ? "primary" : "outline" })}
              >
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
