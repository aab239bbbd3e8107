import { deferred } from "../../shared/deferred";
import { metaFromLoader } from "../../shared/route-meta";
import { TestimonialsHero } from "./testimonials-hero";
import type { loader } from "./testimonials-loader";
import { usePageData } from "../../shared/page-data";

// Below the hero, each section hydrates from its own chunk when the visitor nears it.
const FeaturedTestimonials = deferred(
  "featured-testimonials",
  () => import("./featured-testimonials"),
);
const TextTestimonials = deferred("text-testimonials", () => import("./text-testimonials"));
const TestimonialsRoi = deferred("testimonials-roi", () => import("./testimonials-roi"));

export const meta = metaFromLoader;

export default function Testimonials() {
  const { hero, featured, textOnly, roi } = usePageData<typeof loader>();
  return (
    <>
      <TestimonialsHero {...hero} />
      <FeaturedTestimonials {...featured} />
      <TextTestimonials {...textOnly} />
      <TestimonialsRoi {...roi} />
    </>
  );
}
