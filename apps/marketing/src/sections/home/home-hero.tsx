import type { HomeContent } from "@novaline/content";
import { Badge, Button } from "@novaline/ui";
import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { deferred } from "../../lib/deferred";
import { CallButton, useEndCallOnLeave, type CallLabels } from "../../voice/call-button";

// Decorative and static: it hydrates from its own chunk, after the page is interactive.
const CallPreview = deferred("call-preview", () => import("./call-preview"));

export interface HomeHeroProps {
  hero: HomeContent["hero"];
  callLabels: CallLabels;
}

/** The first screen: the promise, the live call and the ROI calculator. */
export function HomeHero({ hero, callLabels }: HomeHeroProps) {
  useEndCallOnLeave();
  return (
    <section className="relative overflow-hidden bg-aurora">
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 pt-14 pb-16 sm:px-6 sm:pt-20 lg:grid-cols-[1.15fr_0.85fr] lg:pb-24">
        <div className="grid justify-items-start gap-6">
          <Badge variant="brand">{hero.eyebrow}</Badge>
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
            <CallButton labels={callLabels} size="lg" />
            <Button asChild size="lg" variant="outline">
              <Link to={hero.roiCta.href}>
                {hero.roiCta.label} <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
          </div>
          <p className="text-sm text-muted-foreground">{hero.trustLine}</p>
        </div>
        <CallPreview {...hero.preview} />
      </div>
    </section>
  );
}
