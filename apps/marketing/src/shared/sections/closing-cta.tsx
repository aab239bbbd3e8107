import type { Link as LinkCopy, SectionIntro } from "@novaline/content";
import { Button } from "@novaline/ui";
import { ArrowRight } from "lucide-react";
import { Link } from "react-router";

export interface ClosingCtaProps {
  intro: SectionIntro;
  primary: LinkCopy;
  secondary: LinkCopy;
}

/** The last word of a page: a bold band with the next step and an alternative. */
export default function ClosingCta({ intro, primary, secondary }: ClosingCtaProps) {
  return (
    <section className="px-4 py-16 sm:px-6 sm:py-24">
      <div className="mx-auto grid max-w-5xl justify-items-center gap-6 overflow-hidden rounded-[2rem] bg-brand px-6 py-14 text-center text-brand-foreground shadow-glow sm:px-12">
        <h2 className="font-display text-3xl font-bold tracking-tight text-balance sm:text-5xl">
          {intro.title}
        </h2>
        {intro.description ? (
          <p className="max-w-2xl text-lg text-pretty opacity-90">{intro.description}</p>
        ) : null}
        <div className="flex flex-wrap justify-center gap-3">
          <Button asChild size="lg" variant="secondary">
            <Link to={primary.href}>
              {primary.label} <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
          <Button
            asChild
            size="lg"
            variant="outline"
            className="border-brand-foreground/50 text-brand-foreground hover:bg-white/10"
          >
            <Link to={secondary.href}>{secondary.label}</Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
