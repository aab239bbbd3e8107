import type { BookingContent, SectionIntro } from "@novaline/content";
import { buttonVariants } from "@novaline/ui";
import { CalendarCheck } from "lucide-react";
import type { ReactNode } from "react";
import { Section } from "../section";

export interface LandingBookingProps {
  id: string;
  intro: SectionIntro;
  /** The way to book when the calendar is not there: the provider's own page. */
  fallback: BookingContent["fallback"];
  /** The embedded calendar; the fallback link shows until one is given. */
  children?: ReactNode;
}

/**
 * The booking section every call to action of the landing page leads to. It takes focus when a
 * button scrolls to it (`tabIndex={-1}`), so keyboard users continue from here.
 */
export default function LandingBooking({ id, intro, fallback, children }: LandingBookingProps) {
  return (
    <Section id={id} intro={intro} tabIndex={-1} className="outline-none">
      <div data-slot="booking-embed" className="mx-auto w-full max-w-4xl">
        {children ?? (
          <div className="grid justify-items-center gap-4 rounded-3xl border border-border bg-card bg-sheen p-8 text-center shadow-elevated sm:p-12">
            <span className="grid size-14 place-items-center rounded-2xl bg-brand text-brand-foreground">
              <CalendarCheck aria-hidden="true" className="size-7" />
            </span>
            <p className="text-xl font-bold">{fallback.title}</p>
            <a
              href={fallback.cta.href}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={fallback.cta.ariaLabel}
              className={buttonVariants({ size: "lg" })}
            >
              {fallback.cta.label}
            </a>
            <p className="text-sm text-muted-foreground">{fallback.note}</p>
          </div>
        )}
      </div>
    </Section>
  );
}
