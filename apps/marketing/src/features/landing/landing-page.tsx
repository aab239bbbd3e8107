import { deferred } from "../../shared/deferred";
import { metaFromLoader } from "../../shared/route-meta";
import { LandingHero } from "./landing-hero";
import type { loader } from "./landing-loader";
import { usePageData } from "../../shared/page-data";

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

export const meta = metaFromLoader;

export default function Landing() {
  const { hero, videos, roi, benefits, booking, testimonials, closing } =
    usePageData<typeof loader>();
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
