// @novaline/content: every piece of marketing copy and static data, typed, with no React.
export type * from "./types/index.js";

export { facts, timings } from "./facts.js";
export { metrics } from "./metrics.js";
export { adminCopy } from "./admin.js";
export { brand, claim } from "./brand.js";
export { adminInsightsCopy } from "./admin-insights.js";
export { fillIn } from "./fill-in.js";
export { compliance } from "./compliance.js";
export { consentNotice } from "./consent-notice.js";
export { demoCallConsent } from "./demo-call-consent.js";
export { demoCallForm } from "./demo-call-form.js";
export { demoCallRefusalMessage, demoCallRefusals } from "./demo-call-refusals.js";
export type { DemoCallRefusalCode } from "./demo-call-refusals.js";
export {
  adminRouteKeys,
  blogPostPath,
  isKnownRoute,
  routes,
  type RouteKey,
  type RoutePattern,
} from "./routes.js";
export { footerNavigation, headerNavigation, pageLoadingText, voiceWidget } from "./navigation.js";
export { voiceTextChat } from "./voice-text-chat.js";
export { voiceCallPanel, voiceStandInNote } from "./voice-call-panel.js";
export { pageMeta, pageTitle, siteMeta } from "./seo.js";
export { adminHandoffPage, comingSoonPage, notFoundPage } from "./status-pages.js";
export { structuredDataFacts } from "./structured-data.js";
export { homePage } from "./home.js";
export { roiPage } from "./roi-page.js";
export { team, teamMembers, type TeamMemberKey } from "./team.js";
export { getIndustry, industries, industryKeys } from "./industries.js";
export { aiCallerPage } from "./products/ai-caller.js";
export { sampleCallScripts } from "./sample-calls/sample-call-scripts.js";
export { sampleCalls, sampleCallsCopy } from "./sample-calls/sample-calls.js";
export { aiChatbotPage } from "./products/ai-chatbot.js";
export { aiCallerFaq, aiChatbotFaq } from "./products/product-faq.js";
export {
  aiCallerTestimonials,
  aiChatbotTestimonials,
  productAvatar,
} from "./products/product-testimonials.js";
export { productFaqIntro, productHeroCtas, productTestimonialsIntro } from "./products/shared.js";
export {
  landingTestimonials,
  testimonials,
  testimonialsPage,
  testimonialVideos,
  type TestimonialVideoKey,
} from "./testimonials.js";
export { landingPage } from "./landing.js";
export { booking } from "./booking.js";
export { pricingPage } from "./pricing.js";
export { maintenancePlanIds, type MaintenancePlanId } from "./maintenance-plan-ids.js";
export { aboutPage } from "./about.js";
export { servicesPage } from "./services.js";
export { contactPage } from "./contact.js";
export { privacyPolicy } from "./privacy-policy.js";
export {
  blogAuthors,
  blogCategories,
  blogPage,
  blogPosts,
  getBlogPost,
  readingMinutes,
  WORDS_PER_MINUTE,
  type BlogAuthorId,
  type BlogPageContent,
  type BlogPostSource,
} from "./blog/index.js";

// The blog post page (issue 11).
export { blogPostPage, type BlogPostPageContent } from "./blog/index.js";
