import type { HomeContent } from "@novaline/content";
import { badgeVariants, buttonVariants } from "@novaline/ui";
import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { deferred } from "../../shared/deferred";
import type { CallLabels } from "../voice-chat/call-button";

// Decorative and static: it hydrates from its own chunk, after the page is interactive.
const CallPreview = deferred("call-preview", () => import("./call-preview"), undefined, {
  firstPaint: true,
});
// The call button is an island of its own: it hydrates right after the page (the voice code
// itself loads only when a visitor shows intent).
const HeroCallButton = deferred(
  "hero-call",
  () => import("../voice-chat/hero-call-button"),
  <span className="inline-block h-13 w-56" />,
  { firstPaint: true },
);

export interface HomeHeroProps {
  hero: HomeContent["hero"];
  callLabels: CallLabels;
}

/** The first screen: the promise, the live call and the ROI calculator. */
export function HomeHero({ hero, callLabels }: HomeHeroProps) {
  return (
    <section className="relative overflow-hidden bg-aurora">
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 pt-14 pb-16 sm:px-6 sm:pt-20 lg:grid-cols-[1.15fr_0.85fr] lg:pb-24">
        <div className="grid justify-items-start gap-6">
          <span className={badgeVariants({ variant: "brand" })}>{hero.eyebrow}</span>
          <h1 className="font-display text-4xl leading-[1.05] font-bold tracking-tight text-balance sm:text-6xl">
            <span className="block bg-brand-text bg-clip-text pb-1 text-transparent">
              {hero.headline.lead}
            </span>
            {hero.headline.main}
          </h1>
          <p className="max-w-xl text-lg text-pretty text-muted-foreground sm:text-xl">
            {hero.subtext}
          </p>
          <div className="flex flex-wrap gap-3">
            <HeroCallButton labels={callLabels} />
            <Link
              to={hero.roiCta.href}
              className={buttonVariants({ size: "lg", variant: "outline" })}
            >
              {hero.roiCta.label} <ArrowRight aria-hidden="true" />
            </Link>
          </div>
          <p className="text-sm text-muted-foreground">{hero.trustLine}</p>
        </div>
        <CallPreview {...hero.preview} />
      </div>
    </section>
  );
}
