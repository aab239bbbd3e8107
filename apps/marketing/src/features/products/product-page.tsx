import type { CallDemoContent, ChatDemoContent } from "@novaline/content";
import type { ReactNode } from "react";
import { deferred } from "../../shared/deferred";
import { ProductHero } from "./product-hero";
import type { productPageData } from "./product-page-data";
import { StickyCta } from "./sticky-cta";

const FeatureGrid = deferred("feature-grid", () => import("../../shared/sections/feature-grid"));
const Channels = deferred("channels", () => import("../../shared/sections/feature-grid"));
const Benefits = deferred("benefits", () => import("../../shared/sections/feature-grid"));
const IndustryTabs = deferred("industry-tabs", () => import("./industry-tabs"));
const ImpactFigures = deferred("impact-figures", () => import("./impact-figures"));
const TestimonialCarousel = deferred("testimonials", () => import("./testimonial-carousel"));
const Faq = deferred("faq", () => import("../../shared/sections/faq"));

export interface ProductPageProps {
  data: ReturnType<typeof productPageData<CallDemoContent | ChatDemoContent>>;
  /** The page's interactive demo (call or chat), between the industries and the benefits. */
  demo: ReactNode;
  /** A section right below the hero (the AI Caller page's phone demo). */
  afterHero?: ReactNode;
}

/** The ten sections of a product page, in the spec's order (AI Caller, AI Chatbot), and any extra section right below the hero. */
export function ProductPage({ data, demo, afterHero }: ProductPageProps) {
  return (
    <>
      <ProductHero {...data.hero} />
      {afterHero}
      <FeatureGrid intro={data.howItWorks.intro} items={data.howItWorks.steps} numbered />
      <Channels {...data.channels} band />
      <IndustryTabs {...data.industries} />
      {demo}
      <Benefits {...data.benefits} />
      <ImpactFigures {...data.impact} />
      <TestimonialCarousel {...data.testimonials} />
      <Faq {...data.faq} />
      <StickyCta {...data.stickyCta} />
    </>
  );
}
