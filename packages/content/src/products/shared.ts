import { routes } from "../routes.js";
import type { CallToAction, SectionIntro } from "../types/index.js";

/**
 * The two hero buttons both product pages share. The spec names them but gives them no action:
 * the free trial starts with a setup call, so its button leads to the booking page, which says
 * so; the demo button carries no `href` (the page scrolls to its interactive demo).
 * @public
 */
export const productHeroCtas: { primaryCta: CallToAction; secondaryCta: CallToAction } = {
  primaryCta: { label: "Start Free Trial", href: routes.booking },
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
