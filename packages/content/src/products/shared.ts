import type { CallToAction, SectionIntro } from "../types/index.js";

/**
 * The two hero buttons both product pages share. They carry no `href`: the page attaches the
 * action (the spec shows none yet).
 * @public
 */
export const productHeroCtas = {
  primaryCta: { label: "Start Free Trial" },
  secondaryCta: { label: "Watch Demo" },
} as const satisfies { primaryCta: CallToAction; secondaryCta: CallToAction };

/**
 * Intro of the testimonial carousel on both product pages.
 * @public
 */
export const productTestimonialsIntro = {
  eyebrow: "Testimonials",
  title: "What Our Clients Say",
} as const satisfies SectionIntro;

/**
 * Intro of the FAQ accordion on both product pages.
 * @public
 */
export const productFaqIntro = {
  eyebrow: "FAQ",
  title: "Frequently Asked Questions",
} as const satisfies SectionIntro;
