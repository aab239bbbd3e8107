// @novaline/content: every piece of marketing copy and static data, typed, with no React.
export type * from "./types/index.js";

export { brand, claim } from "./brand.js";
export {
  adminRouteKeys,
  blogPostPath,
  isKnownRoute,
  routes,
  type RouteKey,
  type RoutePattern,
} from "./routes.js";
export { footerNavigation, headerNavigation, pageLoadingText, voiceWidget } from "./navigation.js";
export { pageMeta, siteMeta, structuredDataFacts } from "./seo.js";
export { homePage } from "./home.js";
export { roiPage } from "./roi-page.js";
export { team, teamMembers } from "./team.js";
export { getIndustry, industries, industryKeys } from "./industries.js";
export { aiCallerPage } from "./products/ai-caller.js";
export { aiChatbotPage } from "./products/ai-chatbot.js";
export { landingTestimonials, testimonials, testimonialsPage } from "./testimonials.js";
export { landingPage } from "./landing.js";
export { booking } from "./booking.js";
export { pricingPage } from "./pricing.js";
export { aboutPage } from "./about.js";
export { servicesPage } from "./services.js";
export { contactPage } from "./contact.js";
export { privacyPolicy } from "./privacy-policy.js";
export {
  blogCategories,
  blogPage,
  blogPosts,
  getBlogPost,
  readingMinutes,
  type BlogPageContent,
} from "./blog/index.js";
