import { z } from "zod";
import {
  describedImageSchema,
  imageAssetSchema,
  sectionIntroSchema,
  statFigureSchema,
  videoAssetSchema,
} from "./media.js";
import { href, sentence, text, type Enum, type Strict } from "./primitives.js";

const TESTIMONIAL_INDUSTRIES = ["dentist", "realtor", "business"] as const;
export type TestimonialIndustrySchema = Enum<typeof TESTIMONIAL_INDUSTRIES>;
export const testimonialIndustrySchema: TestimonialIndustrySchema = z.enum(TESTIMONIAL_INDUSTRIES);
/** Which kind of business a testimonial comes from. @public */
export type TestimonialIndustry = z.infer<typeof testimonialIndustrySchema>;

const testimonialShape = {
  id: z.string().regex(/^[a-z0-9-]+$/),
  name: text,
  role: text,
  content: sentence,
  /** Short result shown as a pill on text-only cards. */
  highlight: text,
  rating: z.literal(5),
  industry: testimonialIndustrySchema,
  company: z.strictObject({ name: text, logo: imageAssetSchema }),
  video: videoAssetSchema.optional(),
  image: describedImageSchema.optional(),
};
export type TestimonialSchema = Strict<typeof testimonialShape>;
export const testimonialSchema: TestimonialSchema = z
  .strictObject(testimonialShape)
  .refine((t) => !(t.video && t.image), {
    error: "a testimonial has either a video or an image, not both",
  });
/** A testimonial of the Testimonials page. Entries with media are listed first. @public */
export type Testimonial = z.infer<typeof testimonialSchema>;

const testimonialsPageContentShape = {
  hero: z.strictObject({ badge: text, title: text, description: text }),
  stats: z.array(statFigureSchema).readonly(),
  trustLines: z.array(text).readonly(),
  videoCopy: z.strictObject({ unmuteHint: text, playLabel: text, pauseLabel: text }),
  roi: z.strictObject({
    intro: z.strictObject({ title: text, description: text }),
    figures: z.array(statFigureSchema).readonly(),
    cta: z.strictObject({ label: text, href }),
  }),
  /** Heading of the large cards (the testimonials with a video or an image). */
  featuredIntro: sectionIntroSchema,
  textOnlyIntro: sectionIntroSchema,
  /** Small print near the figures: these are individual accounts and results vary. */
  resultsNote: text,
};
export type TestimonialsPageContentSchema = Strict<typeof testimonialsPageContentShape>;
export const testimonialsPageContentSchema: TestimonialsPageContentSchema = z.strictObject(
  testimonialsPageContentShape,
);
/** Copy of the Testimonials page. @public */
export type TestimonialsPageContent = z.infer<typeof testimonialsPageContentSchema>;

const landingTestimonialShape = {
  name: text,
  role: text,
  clinic: text,
  avatar: imageAssetSchema,
  quote: text,
  rating: z.literal(5),
};
export type LandingTestimonialSchema = Strict<typeof landingTestimonialShape>;
export const landingTestimonialSchema: LandingTestimonialSchema =
  z.strictObject(landingTestimonialShape);
/** A testimonial of the landing page. @public */
export type LandingTestimonial = z.infer<typeof landingTestimonialSchema>;
