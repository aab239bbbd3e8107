import { adminRouteKeys, routes as paths, type RouteKey } from "@novaline/content";
import { index, route, type RouteConfig } from "@react-router/dev/routes";

type PageKey = Exclude<RouteKey, "home" | "blogPost" | (typeof adminRouteKeys)[number]>;

// The route table of @novaline/content: one module per page (a route added to the table without
// a page fails the type check here); unknown paths get the 404 page.
const pages: Record<PageKey, string> = {
  about: "features/about/about-page.tsx",
  aiAgentInteraction: "features/services/ai-agent-interaction-page.tsx",
  aiCaller: "features/products/ai-caller-page.tsx",
  aiChatbot: "features/products/ai-chatbot-page.tsx",
  blog: "features/blog/blog-page.tsx",
  booking: "features/booking/booking-page.tsx",
  chatbotShowcase: "features/services/chatbot-showcase-page.tsx",
  contact: "features/contact/contact-page.tsx",
  landing: "features/landing/landing-page.tsx",
  pricing: "features/pricing/pricing-page.tsx",
  privacyPolicy: "features/legal/privacy-policy-page.tsx",
  roi: "features/roi/roi-page.tsx",
  services: "features/services/services-page.tsx",
  testimonials: "features/testimonials/testimonials-page.tsx",
};

export default [
  index("features/home/home-page.tsx"),
  ...Object.entries(pages).map(([key, file]) => route(paths[key as PageKey].slice(1), file)),
  // The admin app's paths, on the public site: they send staff to the admin app.
  ...adminRouteKeys.map((key) =>
    route(paths[key].slice(1), "routes/admin-handoff.tsx", { id: key }),
  ),
  route("blog/:slug", "features/blog/blog-post-page.tsx", { id: "routes/blog-post" }),
  route("blog/rss.xml", "features/blog/blog-feed.ts"),
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),
  route("*", "shell/not-found-page.tsx"),
] satisfies RouteConfig;
