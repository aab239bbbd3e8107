import type { ImageAsset, SectionIntro, StatFigure, VideoAsset } from "./media.js";

/** Which kind of business a testimonial comes from. @public */
export type TestimonialIndustry = "dentist" | "realtor" | "business";

/** A testimonial of the Testimonials page. Entries with media are listed first. @public */
export interface Testimonial {
  id: string;
  name: string;
  role: string;
  content: string;
  /** Short result shown as a pill on text-only cards. */
  highlight: string;
  rating: 5;
  industry: TestimonialIndustry;
  company: { name: string; logo: ImageAsset };
  video?: VideoAsset;
  image?: ImageAsset;
}

/** Copy of the Testimonials page. @public */
export interface TestimonialsPageContent {
  hero: { badge: string; title: string; description: string };
  stats: readonly StatFigure[];
  trustLines: readonly string[];
  videoCopy: { unmuteHint: string; playLabel: string; pauseLabel: string };
  roi: {
    intro: { title: string; description: string };
    figures: readonly StatFigure[];
    cta: { label: string; href: string };
  };
  /** Heading of the large cards (the testimonials with a video or an image). */
  featuredIntro: SectionIntro;
  textOnlyIntro: SectionIntro;
  /** Small print near the figures: these are individual accounts and results vary. */
  resultsNote: string;
}

/** A testimonial of the landing page. @public */
export interface LandingTestimonial {
  name: string;
  role: string;
  clinic: string;
  avatar: ImageAsset;
  quote: string;
  rating: 5;
}
