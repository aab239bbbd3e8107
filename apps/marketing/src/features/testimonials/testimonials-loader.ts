import { routes, testimonials, testimonialsPage } from "@novaline/content";
import { breadcrumbJsonLd, routeMetaTags } from "../../shared/meta";

// Runs at build time: the page's copy travels as prerendered data, not as bundled modules.
export function loader() {
  const { hero, stats, trustLines, videoCopy, roi, featuredIntro, textOnlyIntro, resultsNote } =
    testimonialsPage;
  return {
    meta: [
      ...routeMetaTags("testimonials", routes.testimonials),
      breadcrumbJsonLd([{ name: "Testimonials", path: routes.testimonials }]),
    ],
    hero: { ...hero, stats, trustLines },
    // Stories with a video or an image come first, as large cards.
    featured: {
      intro: featuredIntro,
      items: testimonials.filter((item) => item.video ?? item.image),
      unmuteLabel: videoCopy.unmuteHint,
    },
    textOnly: {
      intro: textOnlyIntro,
      items: testimonials.filter((item) => !item.video && !item.image),
    },
    roi: { ...roi, intro: { ...roi.intro, footnote: resultsNote } },
  };
}
