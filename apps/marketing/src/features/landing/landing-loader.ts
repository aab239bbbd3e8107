import { booking, landingPage, routes, testimonialsPage } from "@novaline/content";
import { roiCalculatorData } from "../roi/roi-calculator-data";
import { breadcrumbJsonLd, routeMetaTags } from "../../shared/meta";

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
