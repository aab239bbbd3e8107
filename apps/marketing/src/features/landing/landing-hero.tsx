import type { LandingPageContent, Link as LinkCopy } from "@novaline/content";
import { buttonVariants } from "@novaline/ui";
import { deferred } from "../../shared/deferred";
import { track } from "../../tracking/events";
import { BookingLink } from "./booking-link";

// The walkthrough's poster is in the prerendered HTML; its play button's code follows the page.
const VideoFacade = deferred(
  "hero-video",
  () => import("./video-facade"),
  <div className="aspect-video rounded-3xl bg-muted" />,
  { firstPaint: true },
);

/** A tick for the trust badges, drawn inline: icon modules would weigh on the first load. */
function Tick() {
  return (
    <svg aria-hidden="true" viewBox="0 0 16 16" className="size-4 shrink-0 text-primary">
      <circle cx="8" cy="8" r="8" fill="currentColor" opacity="0.15" />
      <path
        d="M4.5 8.2l2.2 2.2 4.8-4.8"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export interface LandingHeroProps {
  trustBadges: LandingPageContent["trustBadges"];
  hero: Omit<LandingPageContent["hero"], "primaryCta" | "secondaryCta"> & {
    primaryCta: LinkCopy;
    secondaryCta: LinkCopy;
  };
  trialTracking: LandingPageContent["trialTracking"];
  trustBadgesLabel: string;
}

/**
 * The landing page's first screen: trust badges, the promise, the walkthrough video (loaded on
 * demand) and two ways to the booking section. Start Free Trial also reports ViewContent.
 */
export function LandingHero({
  trustBadges,
  trustBadgesLabel,
  hero,
  trialTracking,
}: LandingHeroProps) {
  return (
    <section className="relative overflow-hidden bg-aurora">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 pt-8 pb-16 sm:px-6 sm:pt-12 lg:pb-24">
        <ul
          aria-label={trustBadgesLabel}
          className="flex flex-wrap justify-center gap-2 text-xs font-semibold sm:gap-3 sm:text-sm"
        >
          {trustBadges.map((badge) => (
            <li
              key={badge.label}
              className="flex items-center gap-1.5 rounded-full border border-border bg-card/90 px-3 py-1.5 shadow-card"
            >
              <Tick />
              {badge.label}
            </li>
          ))}
        </ul>
        <div className="grid items-center gap-12 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.1fr)]">
          <div className="grid justify-items-start gap-6">
            <p className="text-sm font-semibold tracking-wider text-primary uppercase">
              {hero.eyebrow}
            </p>
            <h1 className="font-display text-4xl leading-[1.05] font-bold tracking-tight text-balance sm:text-6xl">
              {hero.title}
            </h1>
            <p className="max-w-xl text-lg text-pretty text-muted-foreground">{hero.description}</p>
            <div className="flex flex-wrap gap-3">
              <BookingLink
                href={hero.primaryCta.href}
                className={buttonVariants({ size: "lg" })}
                onClick={() => {
                  track("ViewContent", trialTracking);
                }}
              >
                {hero.primaryCta.label}
              </BookingLink>
              <BookingLink
                href={hero.secondaryCta.href}
                className={buttonVariants({ size: "lg", variant: "outline" })}
              >
                {hero.secondaryCta.label}
              </BookingLink>
            </div>
          </div>
          <VideoFacade
            video={hero.video}
            playLabel={hero.playLabel}
            transcriptLabel={hero.transcriptLabel}
          />
        </div>
      </div>
    </section>
  );
}
