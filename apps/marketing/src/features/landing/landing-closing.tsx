import type { Link as LinkCopy, SectionIntro } from "@novaline/content";
import { buttonVariants } from "@novaline/ui";
import { ArrowRight } from "lucide-react";
import { BookingLink } from "./booking-link";

/** The landing page's last word: one button back to the booking section. */
export default function LandingClosing({ intro, cta }: { intro: SectionIntro; cta: LinkCopy }) {
  return (
    <section className="px-4 py-16 sm:px-6 sm:py-24">
      <div className="mx-auto grid max-w-5xl justify-items-center gap-6 overflow-hidden rounded-[2rem] bg-brand px-6 py-14 text-center text-brand-foreground shadow-glow sm:px-12">
        <h2 className="font-display text-3xl font-bold tracking-tight text-balance sm:text-5xl">
          {intro.title}
        </h2>
        {intro.description ? (
          <p className="max-w-2xl text-lg text-pretty opacity-90">{intro.description}</p>
        ) : null}
        <BookingLink
          href={cta.href}
          className={buttonVariants({ size: "lg", variant: "secondary" })}
        >
          {cta.label} <ArrowRight aria-hidden="true" />
        </BookingLink>
      </div>
    </section>
  );
}
