import { routes, testimonials, testimonialsPage } from "@novaline/content";
import { useLoaderData } from "react-router";
import { deferred } from "../../shared/deferred";
import { breadcrumbJsonLd, routeMetaTags } from "../../shared/meta";
import { metaFromLoader } from "../../shared/route-meta";
import { TestimonialsHero } from "./testimonials-hero";

// Below the hero, each section hydrates from its own chunk when the visitor nears it.
const FeaturedTestimonials = deferred(
  "featured-testimonials",
  () => import("./featured-testimonials"),
);
const TextTestimonials = deferred("text-testimonials", () => import("./text-testimonials"));
const TestimonialsRoi = deferred("testimonials-roi", () => import("./testimonials-roi"));

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

export const meta = metaFromLoader;

export default function Testimonials() {
  const { hero, featured, textOnly, roi } = useLoaderData<typeof loader>();
  return (
    <>
      <TestimonialsHero {...hero} />
      <FeaturedTestimonials {...featured} />
      <TextTestimonials {...textOnly} />
      <TestimonialsRoi {...roi} />
    </>
  );
}
