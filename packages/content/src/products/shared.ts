import type { CallToAction, SectionIntro } from "../types/index.js";

/**
 * The two hero buttons both product pages share. They carry no `href`: the page attaches the
 * action (the spec shows none yet).
 * @public
 */
export const productHeroCtas: { primaryCta: CallToAction; secondaryCta: CallToAction } = {
  primaryCta: { label: "Start Free Trial" },
  secondaryCta: { label: "Watch Demo" },
};

/**
 * Intro of the testimonial carousel on both product pages.
 * @public
 */
export const productTestimonialsIntro: SectionIntro = {
  eyebrow: "Testimonials",
  title: "What Our Clients Say",
};

/**
 * Intro of the FAQ accordion on both product pages.
 * @public
 */
export const productFaqIntro: SectionIntro = {
  eyebrow: "FAQ",
  title: "Frequently Asked Questions",
};
