import { booking, landingPage, routes, testimonialsPage } from "@novaline/content";
import { useLoaderData } from "react-router";
import { roiCalculatorData } from "../roi/roi-calculator-data";
import { deferred } from "../../shared/deferred";
import { breadcrumbJsonLd, routeMetaTags } from "../../shared/meta";
import { metaFromLoader } from "../../shared/route-meta";
import { LandingHero } from "./landing-hero";

// Below the hero, each section hydrates from its own chunk when the visitor nears it.
const LandingVideos = deferred("landing-videos", () => import("./landing-videos"));
const LandingRoi = deferred("landing-roi", () => import("./landing-roi"));
const Benefits = deferred("benefits", () => import("../../shared/sections/feature-grid"));
const LandingBooking = deferred("landing-booking", () => import("./landing-booking"));
const LandingTestimonials = deferred(
  "landing-testimonials",
  () => import("./landing-testimonials"),
);
const LandingClosing = deferred("landing-closing", () => import("./landing-closing"));

// Runs at build time: the page's copy travels as prerendered data, not as bundled modules.
export function loader() {
  const { trustBadges, hero, testimonialVideos, stats, statsFootnote, roi, benefits } = landingPage;
  // Every call to action of this page leads to its booking section.
  const toBooking = (cta: { label: string; href?: string }) => ({
    label: cta.label,
    href: cta.href ?? `#${booking.sectionId}`,
  });
  return {
    meta: [
      ...routeMetaTags("landing", routes.landing),
      breadcrumbJsonLd([{ name: "Book a Demo", path: routes.landing }]),
    ],
    hero: {
      trustBadges,
      hero: {
        ...hero,
        primaryCta: toBooking(hero.primaryCta),
        secondaryCta: toBooking(hero.secondaryCta),
      },
      trialTracking: landingPage.trialTracking,
      trustBadgesLabel: landingPage.listLabels.trustBadges,
    },
    videos: {
      ...testimonialVideos,
      unmuteLabel: testimonialsPage.videoCopy.unmuteHint,
      stats,
      statsFootnote,
      statsLabel: landingPage.listLabels.stats,
    },
    roi: {
      id: "roi-calculator",
      intro: roi.intro,
      calculator: roiCalculatorData(),
      cta: toBooking(roi.cta),
    },
    benefits,
    booking: {
      id: booking.sectionId,
      intro: landingPage.booking.intro,
      copy: booking,
    },
    testimonials: {
      ...landingPage.testimonials,
      images: landingPage.testimonialImages,
      imagesLabel: landingPage.listLabels.testimonialImages,
    },
    closing: { intro: landingPage.closing.intro, cta: toBooking(landingPage.closing.cta) },
  };
}

export const meta = metaFromLoader;

export default function Landing() {
  const { hero, videos, roi, benefits, booking, testimonials, closing } =
    useLoaderData<typeof loader>();
  return (
    <>
      <LandingHero {...hero} />
      <LandingVideos {...videos} />
      <LandingRoi {...roi} />
      <Benefits intro={benefits.intro} items={benefits.items} band />
      <LandingBooking {...booking} />
      <LandingTestimonials {...testimonials} />
      <LandingClosing {...closing} />
    </>
  );
}
