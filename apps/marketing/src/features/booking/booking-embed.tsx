import type { BookingContent } from "@novaline/content";
import { Button, cn, Spinner, useInView } from "@novaline/ui";
import { CalendarClock, ExternalLink } from "lucide-react";
import { useRef, type ComponentProps } from "react";
import { InlineLinks } from "../../shared/forms/inline-links";
import { BookingAgenda } from "./booking-agenda";
import {
  bookingFrameUrl,
  configuredSchedulingUrl,
  providerOrigin,
  type BookingPrefill,
} from "./booking-url";
import { useBookingEmbed } from "./use-booking-embed";
import { useCalendarColors } from "./use-calendar-colors";
import { NoScript } from "../../shared/no-script";

/** How far outside the viewport the calendar's frame is created (it is heavy: not on first paint). */
const FRAME_LOAD_MARGIN = "300px 0px";

export interface BookingEmbedProps extends Omit<ComponentProps<"div">, "children"> {
  /** The section's copy and settings: `booking` from `@novaline/content`. */
  copy: BookingContent;
  /**
   * Fields the booking form starts filled with (e.g. from a form the visitor has sent); empty
   * ones are left out. Merged over `copy.prefill`.
   */
  prefill?: BookingPrefill;
  /**
   * List "what we'll cover" beside the calendar (above it on narrow screens).
   * @defaultValue true
   */
  showAgenda?: boolean;
  /**
   * Level of the agenda's and the fallback's headings: 2 where the embed is the page's main
   * content (/booking), 3 inside a section that has its own h2 (the landing page).
   * @defaultValue 3
   */
  headingLevel?: 2 | 3;
}

/**
 * The provider's booking calendar, embedded inline (spec "Booking section"). It starts as a
 * 'Loading calendar...' overlay; the frame is created only when the section nears the viewport,
 * with the theme's colours. It counts as loaded once the provider's calendar posts its first
 * message; without one in time, a link to the provider's page and another way to reach us stand
 * in for it (a blocked provider), until a late calendar replaces them. The state is on the root as `data-state` (`loading`, `loaded`, `fallback`). A booking made
 * in it is reported as a Schedule event. Beside it (`showAgenda`), what the call covers and its
 * promises.
 *
 * The scheduling URL is `VITE_BOOKING_URL` when set, else `copy.schedulingUrl`.
 *
 * @example <BookingEmbed copy={booking} />
 * @example <BookingEmbed copy={booking} showAgenda={false} prefill={{ email }} />
 */
export function BookingEmbed({
  copy,
  prefill,
  showAgenda = true,
  headingLevel = 3,
  className,
  ...props
}: BookingEmbedProps) {
  const root = useRef<HTMLDivElement>(null);
  const near = useInView(root, { once: true, rootMargin: FRAME_LOAD_MARGIN });
  const colors = useCalendarColors();
  const schedulingUrl = configuredSchedulingUrl(copy.schedulingUrl);
  const state = useBookingEmbed({
    started: near,
    providerOrigin: providerOrigin(schedulingUrl),
    providerName: copy.providerName,
    scheduleTracking: copy.scheduleTracking,
  });
  const { fallback } = copy;
  const FallbackHeading = `h${String(headingLevel)}` as "h2" | "h3";
  const fallbackLink = (
    <Button asChild size="lg">
      <a
        href={schedulingUrl}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={fallback.cta.ariaLabel}
      >
        {fallback.cta.label} <ExternalLink aria-hidden="true" />
      </a>
    </Button>
  );

  return (
    <div
      ref={root}
      data-slot="booking-embed"
      data-state={state}
      className={cn(
        "grid items-start gap-10",
        showAgenda && "lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:gap-12",
        className,
      )}
      {...props}
    >
      {showAgenda ? (
        <BookingAgenda
          title={copy.agendaTitle}
          items={copy.agenda}
          reassurance={copy.reassurance}
          headingLevel={headingLevel}
          className="lg:sticky lg:top-24 lg:pt-4"
        />
      ) : null}
      <div
        aria-busy={state === "loading"}
        // The floating buttons step aside while the calendar is under them (shell/floating-yield.ts).
        data-yield-floating
        className="relative overflow-hidden rounded-3xl border border-border bg-card shadow-elevated"
        style={{ height: copy.embedHeight }}
      >
        {near ? (
          <iframe
            title={copy.calendarTitle}
            src={bookingFrameUrl(schedulingUrl, {
              embedDomain: window.location.host,
              colors,
              prefill: { ...copy.prefill, ...prefill },
            })}
            // Covered until it has loaded: keyboard and screen reader stay out of it till then.
            inert={state !== "loaded"}
            className="block size-full border-0"
          />
        ) : null}
        {state === "loading" ? (
          <div className="absolute inset-0 grid place-items-center bg-card">
            <div className="grid justify-items-center gap-3 text-muted-foreground">
              <Spinner size="lg" label={null} className="text-primary" />
              <p className="font-medium">{copy.loadingText}</p>
              <NoScript>
                <div className="grid justify-items-center gap-3 px-6 text-center">
                  <p>{fallback.description}</p>
                  {fallbackLink}
                </div>
              </NoScript>
            </div>
          </div>
        ) : null}
        {state === "fallback" ? (
          <div className="absolute inset-0 grid place-items-center bg-card p-6">
            <div className="grid max-w-md justify-items-center gap-4 text-center">
              <span className="grid size-14 place-items-center rounded-2xl bg-brand text-brand-foreground shadow-glow">
                <CalendarClock aria-hidden="true" className="size-7" />
              </span>
              <FallbackHeading className="font-display text-2xl font-bold text-balance">
                {fallback.title}
              </FallbackHeading>
              <p className="text-pretty text-muted-foreground">{fallback.description}</p>
              {fallbackLink}
              <p className="text-sm text-muted-foreground">{fallback.note}</p>
              <p className="text-sm text-pretty text-muted-foreground">
                <InlineLinks text={fallback.otherWays} />
              </p>
            </div>
          </div>
        ) : null}
      </div>
      {/* Polite: tells a screen reader user why the calendar became a link. */}
      <p role="status" className="sr-only">
        {state === "fallback" ? `${fallback.title}. ${fallback.description}` : ""}
      </p>
    </div>
  );
}

export default BookingEmbed;
